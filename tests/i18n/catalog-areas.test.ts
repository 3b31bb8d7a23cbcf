// A page loads the "common" catalog and the catalogs of its route's area only (ui/i18n/areas.ts). This checks,
// over the real source tree, that every message a page can show (everything its modules import, lazily or not)
// lives in one of the catalogs it loads.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  areaSourceDirs,
  CATALOG_AREAS,
  catalogNames,
  catalogsForRoutes,
  LATER_CATALOG_FILES,
  POPIN_CATALOG_FILES,
  type CatalogName,
} from "../../ui/i18n/areas.ts";
import routes from "../../ui/routes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

/** The catalog a source file's messages are extracted into (lingui.config.ts). */
function catalogOf(file: string): CatalogName {
  const relative = rel(file);
  if ((POPIN_CATALOG_FILES as readonly string[]).includes(relative)) return "popins";
  if ((LATER_CATALOG_FILES as readonly string[]).includes(relative)) return "later";
  return CATALOG_AREAS.find((area) => areaSourceDirs(area).some((dir) => relative.startsWith(`${dir}/`))) ?? "common";
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let found = importsCache.get(file);
  if (!found) {
    const source = readFileSync(file, "utf8");
    const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((m) => m[1]!);
    found = specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
    importsCache.set(file, found);
  }
  return found;
}

/** Every project file a module reaches through static and dynamic imports, itself included. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** Files whose catalog a page with these catalogs does not load. */
function outside(entry: string, catalogs: readonly CatalogName[]): string[] {
  // "popins" comes with the dialogs themselves (PopinCatalog), "later" with the footer, the loading bar and the
  // error page (LaterCatalog); both checked below, on any page.
  const loaded = [...catalogs, "popins", "later"];
  return [...reachable(entry)].filter((file) => !loaded.includes(catalogOf(file))).map(rel);
}

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}
const allRoutes = flatten(routes);

describe("message catalogs by area", () => {
  it("the popins catalog's dialogs are rendered under PopinCatalog wherever they are imported", () => {
    const entries = ["ui/root.tsx", ...allRoutes.map((r) => `ui/${r.file}`)].map((file) => path.join(root, file));
    const uiFiles = [...new Set(entries.flatMap((entry) => [...reachable(entry)]))];
    for (const dialog of POPIN_CATALOG_FILES) {
      const importers = uiFiles.filter((file) => importsOf(file).includes(path.join(root, dialog)));
      expect(importers.length, dialog).toBeGreaterThan(0);
      for (const file of importers) expect(readFileSync(file, "utf8"), rel(file)).toContain("<PopinCatalog>");
    }
  });

  it("the later catalog's files render under LaterCatalog, or are imported only by files of that catalog", () => {
    // A chain of later files (FooterQr <- FooterApp <- SiteFooter) ends at one that renders LaterCatalog itself.
    const entries = ["ui/root.tsx", ...allRoutes.map((r) => `ui/${r.file}`)].map((file) => path.join(root, file));
    const uiFiles = [...new Set(entries.flatMap((entry) => [...reachable(entry)]))];
    const later = LATER_CATALOG_FILES.map((file) => path.join(root, file));
    const wraps = (file: string) => readFileSync(file, "utf8").includes("<LaterCatalog>");
    for (const file of later) {
      const importers = uiFiles.filter((importer) => importsOf(importer).includes(file));
      expect(importers.length, rel(file)).toBeGreaterThan(0);
      if (wraps(file)) continue;
      for (const importer of importers)
        expect(later.includes(importer), `${rel(importer)} imports ${rel(file)}`).toBe(true);
    }
  });

  it("the root, the entries and the layouts use common messages only", () => {
    const shared = [
      "ui/root.tsx",
      "ui/entry.client.tsx",
      ...allRoutes.filter((r) => !r.path && !r.index && r.children).map((r) => `ui/${r.file}`),
    ];
    expect(shared.length).toBeGreaterThan(3);
    for (const file of shared) expect(outside(path.join(root, file), ["common"]), file).toEqual([]);
  });

  it("every route's modules use messages of the catalogs its page loads", () => {
    const pages = allRoutes.filter((r) => !r.children);
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const catalogs = catalogsForRoutes([page.id ?? page.file]);
      expect(outside(path.join(root, "ui", page.file), catalogs), `${page.id ?? page.file}`).toEqual([]);
    }
  });

  it("the routes of an area carry their area in their id", () => {
    const premium = allRoutes.find((r) => r.path === "premium");
    expect(premium?.id).toBe("premium:routes/premium/plans");
    expect(catalogsForRoutes(["root", "layout-public", premium!.id!])).toEqual(["common", "premium"]);
    const checkout = allRoutes.find((r) => r.file === "routes/premium/checkout.tsx");
    expect(catalogsForRoutes(["root", checkout!.id!])).toEqual(["common", "premium", "account"]);
    expect(catalogsForRoutes(["root", "routes/home", "content-page:/faq", "bogus+premium:x"])).toEqual(["common"]);
  });

  it("the catalog list on <html> is read back, common always first", () => {
    expect(catalogNames("common content")).toEqual(["common", "content"]);
    expect(catalogNames("premium bogus")).toEqual(["common", "premium"]);
    expect(catalogNames("")).toEqual(["common"]);
  });

  it("catches a page that renders another area's component without loading its catalog", () => {
    // The checkout (premium) renders the account form fields: without "account" in its catalogs it would fail.
    const checkout = allRoutes.find((r) => r.file === "routes/premium/checkout.tsx")!;
    expect(outside(path.join(root, "ui", checkout.file), ["common", "premium"]).length).toBeGreaterThan(0);
  });
});
