import { useLocation } from "react-router";
import {
  chromeVisibility,
  type ChromeLayout,
  type ChromeVisibility,
} from "../../../application/web/chrome/chrome-visibility.ts";
import { useAppContext } from "../../composition/app-context.tsx";
import { isAppListed } from "./app-links.ts";

/** §2: what the current page shows around its content in a layout. */
export function useChromeVisibility(layout: ChromeLayout): ChromeVisibility {
  const { pathname, search } = useLocation();
  const { session, offersAvailable, config } = useAppContext();
  return chromeVisibility({ layout, path: pathname, search, session, offersAvailable, appListed: isAppListed(config) });
}
