// What every component may read about the page: its locale and the public configuration.
// The root layout provides it from the root loader; Storybook and tests provide it directly.
import { I18nProvider, useLingui } from "@lingui/react";
import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale/locale.ts";
import { ALL_CATALOGS, type CatalogName } from "../i18n/areas.ts";
import { createI18n, extendI18n, isCatalogLoaded, loadCatalog } from "../i18n/catalogs.ts";
import type { SessionView } from "../../application/web/account/session/session-view.ts";
import { VISITOR } from "../../application/web/account/session/visitor.ts";
import type { WebConfig } from "./context.ts";
import type { BannerFlags } from "../../application/web/chrome/banner-memory.ts";

export interface AppContextValue {
  locale: Locale;
  config: WebConfig;
  /** Region label of §2/§7 (two letters), FR by default. */
  region: string;
  /** The viewer (§4/§6): visitor, member, subscriber, family account, member without profile. */
  session: SessionView;
  /** §4 offers available (France country id, or no country and region FR). */
  offersAvailable: boolean;
  /** §4/§7 the promo code in force, if any. */
  promocode: string | null;
  /** §3 the banners' open flags as the visitor left them in this session (the server's reading). */
  banners: BannerFlags;
}

export const DEFAULT_WEB_CONFIG: WebConfig = {
  apiBaseUrl: "/api",
  accountSiteUrl: "",
  publicOrigin: "",
  brandName: "Révizo",
  appStoreUrl: null,
  googlePlayUrl: null,
  turnstileSiteKey: "",
  gtmId: null,
  errorReportingDsn: null,
  appEnv: "development",
  authCookieName: "revizo_auth",
};

export const DEFAULT_APP_CONTEXT: AppContextValue = {
  locale: DEFAULT_LOCALE,
  config: DEFAULT_WEB_CONFIG,
  region: "FR",
  session: VISITOR,
  offersAvailable: true,
  promocode: null,
  banners: { subscription: true, offer: true },
};

const AppContext = createContext<AppContextValue>(DEFAULT_APP_CONTEXT);

/**
 * Provides the app context and a Lingui instance with the page's catalogs (all of them by default). A catalog not
 * loaded yet (the next page of a navigation) suspends the render until it is: the router's transition keeps the
 * current page on screen meanwhile.
 */
export function AppProvider({
  value,
  catalogs = ALL_CATALOGS,
  children,
}: {
  value: AppContextValue;
  catalogs?: readonly CatalogName[];
  children: ReactNode;
}) {
  if (!isCatalogLoaded(value.locale, catalogs)) use(loadCatalog(value.locale, catalogs));
  const names = catalogs.join(",");
  const i18n = useMemo(() => createI18n(value.locale, names.split(",") as CatalogName[]), [value.locale, names]);
  return (
    <AppContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </AppContext.Provider>
  );
}

/**
 * The messages of the "popins" catalog for a popin or the cookie dialog (ui/i18n/areas.ts): the page's instance
 * plus that catalog, which the first one to open loads (the render suspends meanwhile, under the opener's Suspense).
 */
export function PopinCatalog({ children }: { children: ReactNode }) {
  return <ScopedCatalog name="popins">{children}</ScopedCatalog>;
}

/**
 * The messages of the "later" catalog for the parts whose code comes after the first load (ui/i18n/areas.ts): the
 * first one loads it (the render suspends meanwhile; a part being hydrated keeps the server's HTML). The server has
 * every catalog loaded: it renders at once.
 */
export function LaterCatalog({ children }: { children: ReactNode }) {
  return <ScopedCatalog name="later">{children}</ScopedCatalog>;
}

function ScopedCatalog({ name, children }: { name: CatalogName; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (!isCatalogLoaded(locale, [name])) use(loadCatalog(locale, [name]));
  const scoped = useMemo(() => extendI18n(i18n, [name]), [i18n, name]);
  return <I18nProvider i18n={scoped}>{children}</I18nProvider>;
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

export function useSession(): SessionView {
  return useContext(AppContext).session;
}
