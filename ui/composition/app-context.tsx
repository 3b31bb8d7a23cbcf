// What every component may read about the page: its locale and the public configuration.
// The root layout provides it from the root loader; Storybook and tests provide it directly.
import { I18nProvider } from "@lingui/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale/locale.ts";
import { createI18n } from "../i18n/catalogs.ts";
import type { WebConfig } from "./context.ts";

export interface AppContextValue {
  locale: Locale;
  config: WebConfig;
  /** Region label of §2/§7 (two letters), FR by default. */
  region: string;
}

export const DEFAULT_WEB_CONFIG: WebConfig = {
  apiBaseUrl: "/api",
  accountSiteUrl: "",
  publicOrigin: "",
  brandName: "Révizo",
  turnstileSiteKey: "",
  gtmId: null,
  errorReportingDsn: null,
  appEnv: "development",
};

const AppContext = createContext<AppContextValue>({ locale: DEFAULT_LOCALE, config: DEFAULT_WEB_CONFIG, region: "FR" });

/** Provides the app context and a Lingui instance for its locale (catalog must be loaded). */
export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(value.locale), [value.locale]);
  return (
    <AppContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </AppContext.Provider>
  );
}

export function useAppContext(): AppContextValue {
  return useContext(AppContext);
}

export function useLocale(): Locale {
  return useContext(AppContext).locale;
}

export function useWebConfig(): WebConfig {
  return useContext(AppContext).config;
}
