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
  // "popins" comes with the dialogs themselves (PopinCatalog; checked below), on any page.
  const loaded = [...catalogs, "popins"];
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
