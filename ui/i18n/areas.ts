// The message catalogs of the web app, split by area so that a page loads only what it can show (§9 budget):
// "common" (root, layouts, chrome, home, errors) on every page, plus the catalogs of the area its route belongs
// to ("account": login, sign-up, passwords, profiling and the form pieces; "member": the member space). lingui.config.ts files each message by the directory of its source; routes.ts prefixes the id of every
// route of an area table with the area, which is how a page finds its catalogs (server and browser alike).
export const CATALOG_AREAS = ["account", "member", "content", "premium", "simulators"] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];
export type CatalogName = "common" | CatalogArea | "popins" | "later";
export const ALL_CATALOGS: readonly CatalogName[] = ["common", ...CATALOG_AREAS, "popins", "later"];

/**
 * The "popins" catalog: the messages of the chrome's dialogs that no page shows at first (popins, cookie consent),
 * loaded with their code when one opens (`PopinCatalog` in ui/composition/app-context.tsx), not with the page
 * (ADR 012). The files are listed here for lingui.config.ts and tests/i18n/catalog-areas.test.ts; each is rendered
 * under `PopinCatalog` only.
 */
export const POPIN_CATALOG_FILES = [
  "ui/components/chrome/CookieConsentDialog.tsx",
  "ui/components/chrome/EmailPopin.tsx",
  "ui/components/chrome/PromoPopins.tsx",
] as const;

/**
 * The "later" catalog: the messages of the parts whose code comes after the page's first load (the footer, hydrated
 * from the deferred start; the wide screens' menus, a member's account menu and the mobile menu; the navigation loading bar; the error page), loaded with that code, not with the page
 * (ADR 032, addendum "Session 8"). Each file here renders its messages under `LaterCatalog`
 * (ui/composition/app-context.tsx), or is imported only by files here (tests/i18n/catalog-areas.test.ts).
 */
export const LATER_CATALOG_FILES = [
  "ui/components/SiteFooter.tsx",
  "ui/components/chrome/footer-directory.ts",
  "ui/components/chrome/FooterApp.tsx",
  "ui/components/chrome/FooterQr.tsx",
  "ui/components/chrome/MobileMenu.tsx",
  "ui/components/chrome/MainNav.tsx",
  "ui/components/chrome/DropdownMenu.tsx",
  "ui/components/chrome/AccountMenu.tsx",
  "ui/components/chrome/menus.ts",
  "ui/components/chrome/SocialLinks.tsx",
  "ui/components/chrome/CookiePreferences.tsx",
  "ui/components/chrome/LoadingBar.tsx",
  "ui/components/ErrorPage.tsx",
] as const;

/**
 * Route modules that render another area's components, with those areas (the checkout and the gift card reuse
 * the account form fields): their pages load these catalogs too. tests/i18n/catalog-areas.test.ts checks every
 * route against the imports of the source tree.
 */
export const ROUTE_EXTRA_CATALOGS: Readonly<Record<string, readonly CatalogArea[]>> = {
  "routes/premium/checkout.tsx": ["account"],
  "routes/premium/gift-card.tsx": ["account"],
  "routes/premium/gift-card-buy.tsx": ["account"],
  "routes/member/my-account.tsx": ["account", "content"],
  "routes/member/my-future.tsx": ["account"],
  "routes/member/cancel-subscription.tsx": ["account"],
  "routes/member/pay-renewal.tsx": ["account"],
  "routes/member/member-home.tsx": ["account", "content"],
  "routes/member/review-queue.tsx": ["account", "content"],
  "routes/member/coach.tsx": ["account", "content"],
  // A resource route (no page): listed because it reuses the account form checks and the button's answer type.
  "routes/member/chapter-learned.ts": ["account", "content"],
};

/** Source directories (from the project root) whose messages go to an area's catalog; the rest is "common". */
export function areaSourceDirs(area: CatalogArea): string[] {
  return [`ui/components/${area}`, `ui/routes/${area}`];
}

/**
 * The id routes.ts gives a route of an area: its catalogs joined by "+" (the area, then the route module's extra
 * ones), a colon, then the route's own id: "premium:routes/premium/plans", "premium+account:…checkout".
 * @public Called by ui/routes.ts, which knip's production mode counts as React Router configuration, not as code.
 */
export function areaRouteId(area: CatalogArea, file: string, id: string): string {
  return `${[area, ...(ROUTE_EXTRA_CATALOGS[file] ?? [])].join("+")}:${id}`;
}

function areasOfRouteId(id: string): CatalogArea[] {
  const prefix = id.slice(0, Math.max(0, id.indexOf(":"))).split("+");
  return prefix.every((name) => (CATALOG_AREAS as readonly string[]).includes(name)) ? (prefix as CatalogArea[]) : [];
}

/** The catalogs a page needs, from the ids of its matched routes ("common" first, no repeats). */
export function catalogsForRoutes(routeIds: readonly string[]): CatalogName[] {
  const names = new Set<CatalogName>(["common"]);
  for (const id of routeIds) for (const area of areasOfRouteId(id)) names.add(area);
  return [...names];
}

/** The catalog names of a space-separated list (the <html data-catalogs> attribute); "common" at least. */
export function catalogNames(list: string): CatalogName[] {
  const names = list.split(/\s+/).filter((name): name is CatalogName => (ALL_CATALOGS as string[]).includes(name));
  return names.includes("common") ? names : ["common", ...names];
}
