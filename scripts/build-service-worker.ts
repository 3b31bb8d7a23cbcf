// Issue 12 "Offline" (docs/decisions/021-offline-pwa.md): after the client build, writes the offline page, bundles the
// service worker (ui/offline/service-worker.ts) into build/client/sw.js and injects Serwist's precache list of the
// app shell: the files every page loads (framework, shell, entry, the route manifest, the stylesheet, the common
// catalogs), the offline page and the small icons, the code that records a flashcard review in the outbox, and the
// stylesheets of lazily imported modules.
// Route modules and content are cached when a member opens them.
import { injectManifest } from "@serwist/build";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { offlinePageHtml } from "../ui/offline/offline-page.ts";

const clientDir = process.argv[2] ?? "build/client";
const swDest = path.join(clientDir, "sw.js");

/** The app shell: what the first page of any visit loads, plus the offline page (ADR 021 gives its size). */
const SHELL_PATTERNS = [
  "assets/{entry.client,framework,shell,root,manifest,rolldown-runtime}-*.js",
  "assets/{common,later,app}-*.{js,css}",
  "offline.html",
  "favicon.svg",
  "icons/icon-192.png",
];

/**
 * The lazy modules a review needs (docs/decisions/018): the deck itself (ContentArticle loads it after the page's
 * first paint, so the kept document does not name it), the browser container and the outbox (they load at the
 * deferred start, ui/composition/deferred-start.ts). Each may come after the network is gone: a deck opened a moment
 * before going offline must still turn its cards and record its reviews, so they are precached with every module
 * they import statically.
 */
const REVIEW_OUTBOX_MODULES = ["FlashcardDeck", "browser-container", "review-outbox"];

/**
 * The parts of every page whose code comes after its first load (ADR 032, addendum "Session 8"): the footer and the
 * wide screens' menus (their hydration waits for them), the loading bar, the link prefetch, a member's outbox sync, the mobile menu and the error
 * page (the page shown when a route cannot load offline). A page kept for offline use needs them as the first
 * script's files, with the "later" catalog (SHELL_PATTERNS).
 */
const LATER_MODULES = [
  "SiteFooter",
  "MainNav",
  "AccountMenu",
  "LoadingBar",
  "LinkPrefetch",
  "ReviewOutboxSync",
  "MobileMenu",
  "ErrorPage",
  "OfflineNotice",
];

/** `assets/<file>` for the built chunks named `<module>-<hash>.js` and every chunk they import statically. */
function withStaticImports(modules: readonly string[]): string[] {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets);
  // Every chunk of the name: a lazily imported module may be built as a small re-export chunk beside its own.
  const pending = modules.flatMap((name) => {
    const named = files.filter((candidate) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(candidate));
    if (named.length === 0) throw new Error(`service worker: no built chunk for ${name} in ${assets}`);
    return named;
  });
  const found = new Set<string>();
  // Minified static imports and re-exports: import{a as b}from"./x.js", import"./x.js", export{c}from"./x.js".
  const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, imported] of readFileSync(path.join(assets, file), "utf8").matchAll(STATIC_IMPORT)) {
      if (imported && existsSync(path.join(assets, imported))) pending.push(imported);
    }
  }
  return [...found].sort().map((file) => `assets/${file}`);
}

/**
 * The stylesheets a lazily imported module waits for (Vite's `__vite__mapDeps` lists them beside the chunk): the import
 * fails when one cannot load ("Unable to preload CSS"), and a page kept offline showed the error page when its first
 * listening block or speaker button came after the network had gone. The page's own stylesheets are kept with it;
 * these few (about 14 kB) are precached.
 */
function lazyStylesheets(): string[] {
  const assets = path.join(clientDir, "assets");
  const MAP_DEPS = /__vite__mapDeps=\([^)]*?m\.f=\[([^\]]*)\]/;
  const found = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    const list = MAP_DEPS.exec(readFileSync(path.join(assets, file), "utf8"))?.[1] ?? "";
    for (const [, dependency] of list.matchAll(/"(assets\/[\w.-]+\.css)"/g)) if (dependency) found.add(dependency);
  }
  return [...found].sort();
}

writeFileSync(path.join(clientDir, "offline.html"), offlinePageHtml());

await build({
  configFile: false,
  logLevel: "warn",
  mode: "production",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    lib: {
      entry: "ui/offline/service-worker.ts",
      formats: ["iife"],
      name: "serviceWorker",
      fileName: () => "sw.js",
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: swDest,
  swDest,
  globDirectory: clientDir,
  globPatterns: [
    ...SHELL_PATTERNS,
    ...withStaticImports([...REVIEW_OUTBOX_MODULES, ...LATER_MODULES]),
    ...lazyStylesheets(),
  ],
  // Fingerprinted names: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`);
process.stdout.write(`service worker: precache of ${count} files, ${size} B (before compression)\n`);
