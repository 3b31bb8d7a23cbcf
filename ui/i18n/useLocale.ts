import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale/locale.ts";

/** The page locale as the root loader resolved it (French when the root loader did not run). */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}
