import { useLocation } from "react-router";
import {
  chromeVisibility,
  type ChromeLayout,
  type ChromeVisibility,
} from "../../../application/web/chrome/chrome-visibility.ts";
import { useAppContext } from "../../composition/app-context.tsx";

/** §2: what the current page shows around its content in a layout. */
export function useChromeVisibility(layout: ChromeLayout): ChromeVisibility {
  const { pathname, search } = useLocation();
  const { session, offersAvailable } = useAppContext();
  return chromeVisibility({ layout, path: pathname, search, session, offersAvailable });
}
