// The message catalogs of the web app, split by area so that a page loads only what it can show (§9 budget):
// "common" (root, layouts, chrome, home, errors) on every page, plus the catalogs of the area its route belongs
// to. lingui.config.ts files each message by the directory of its source; routes.ts prefixes the id of every
// route of an area table with the area, which is how a page finds its catalogs (server and browser alike).
export const CATALOG_AREAS = ["account", "content", "premium", "simulators"] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];
export type CatalogName = "common" | CatalogArea;
export const ALL_CATALOGS: readonly CatalogName[] = ["common", ...CATALOG_AREAS];

/**
 * The catalogs an area's pages need besides "common": its own, and those of the areas whose components it
 * renders (the checkout reuses the account form fields). tests/i18n/catalog-areas.test.ts checks this against
 * the imports of the source tree.
 */
export const AREA_CATALOGS: Record<CatalogArea, readonly CatalogArea[]> = {
  account: ["account"],
  content: ["content"],
  premium: ["premium", "account"],
  simulators: ["simulators"],
};

/** Source directories (from the project root) whose messages go to an area's catalog; the rest is "common". */
export function areaSourceDirs(area: CatalogArea): string[] {
  return [`ui/components/${area}`, `ui/routes/${area}`];
}

/** The id routes.ts gives a route of an area: the area, a colon, then the route's own id. */
export function areaRouteId(area: CatalogArea, id: string): string {
  return `${area}:${id}`;
}

function areaOfRouteId(id: string): CatalogArea | null {
  const prefix = id.slice(0, id.indexOf(":"));
  return (CATALOG_AREAS as readonly string[]).includes(prefix) ? (prefix as CatalogArea) : null;
}

/** The catalogs a page needs, from the ids of its matched routes ("common" first, no repeats). */
export function catalogsForRoutes(routeIds: readonly string[]): CatalogName[] {
  const names = new Set<CatalogName>(["common"]);
  for (const id of routeIds) {
    const area = areaOfRouteId(id);
    if (area) for (const name of AREA_CATALOGS[area]) names.add(name);
  }
  return [...names];
}

/** The catalog names of a space-separated list (the <html data-catalogs> attribute); "common" at least. */
export function catalogNames(list: string): CatalogName[] {
  const names = list.split(/\s+/).filter((name): name is CatalogName => (ALL_CATALOGS as string[]).includes(name));
  return names.includes("common") ? names : ["common", ...names];
}
