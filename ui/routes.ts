// The route table of §2. Each area keeps its routes in ui/route-tables/<area>.ts, filed under the
// layout they render in; this file only assembles them. Order matters only for identical paths.
import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { accountRoutes } from "./route-tables/account.ts";
import { contentRoutes } from "./route-tables/content.ts";
import { foundationRoutes } from "./route-tables/foundation.ts";
import { memberRoutes } from "./route-tables/member.ts";
import { premiumRoutes } from "./route-tables/premium.ts";
import { simulatorRoutes } from "./route-tables/simulators.ts";
import type { LayoutName, RouteTable } from "./route-tables/types.ts";
import { areaRouteId, type CatalogArea } from "./i18n/areas.ts";

const tables: RouteTable[] = [
  foundationRoutes,
  simulatorRoutes,
  accountRoutes,
  memberRoutes,
  contentRoutes,
  premiumRoutes,
];

const LAYOUT_FILES: Record<LayoutName, string> = {
  public: "layouts/public.tsx",
  offer: "layouts/offer.tsx",
  webspace: "layouts/webspace.tsx",
  cned: "layouts/cned.tsx",
  gar: "layouts/gar.tsx",
};

/** An area's routes carry the area in their id: the page loads that area's message catalogs (ui/i18n/areas.ts). */
function inArea(area: CatalogArea, entry: RouteConfigEntry): RouteConfigEntry {
  return {
    ...entry,
    id: areaRouteId(area, entry.file, entry.id ?? entry.file.replace(/\.[a-z]+$/, "")),
    ...(entry.children ? { children: entry.children.map((child) => inArea(area, child)) } : {}),
  };
}

const collect = (name: LayoutName | "bare") =>
  tables.flatMap((table) => (table[name] ?? []).map((entry) => (table.area ? inArea(table.area, entry) : entry)));

export default [
  ...collect("bare"),
  layout(LAYOUT_FILES.public, { id: "layout-public" }, [index("routes/home.tsx"), ...collect("public")]),
  ...(Object.keys(LAYOUT_FILES) as LayoutName[])
    .filter((name) => name !== "public")
    .flatMap((name) => {
      const children = collect(name);
      return children.length > 0 ? [layout(LAYOUT_FILES[name], { id: `layout-${name}` }, children)] : [];
    }),
  // Anything unmatched: a real 404 rendered inside the root layout (locale resolved).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
