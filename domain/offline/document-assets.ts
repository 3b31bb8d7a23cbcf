// Issue 12 "Offline" (docs/decisions/021-offline-pwa.md, addendum): a page kept for offline use must run offline, so
// the service worker keeps a document only once the build assets it names are kept, and answers a copy offline only
// while they still are. Those assets are read from the document itself: its stylesheets, and the modules its loader
// starts after the first paint (docs/decisions/033: the loader's list of module preloads and React Router's module
// script, whose imports name the entry, the route manifest and every route module of the page).

/** A build asset's address as the document writes it (`/assets/<name>-<hash>.<ext>`). */
const ASSET = String.raw`\/assets\/[\w.-]+`;
/** A `<link>` with its attributes in any order: the stylesheets and module preloads the document names. */
const LINK = /<link\b[^>]*>/g;
const LINK_HREF = new RegExp(`\\shref="(${ASSET}\\.(?:css|js))"`);
const LINK_REL = /\srel="(stylesheet|modulepreload)"/;
/** The loader's list of module preloads (ADR 033: `(document.currentScript,["/assets/…",…],"<module script>")`). */
const LOADER_PRELOADS = /document\.currentScript,(\[[^\]]*\])/;
/** A static import of React Router's module script, inline (`from "…"`) or inside the loader (`from \"…\"`). */
const MODULE_IMPORT = new RegExp(`\\bfrom \\\\?"(${ASSET}\\.js)\\\\?"`, "g");
const SCRIPT_OR_STYLESHEET = new RegExp(`^${ASSET}\\.(?:css|js)$`);

/**
 * The build scripts and stylesheets a server-rendered document needs, as absolute addresses (once each, stylesheets
 * first): its stylesheets, its module preloads (in the loader once ADR 033 has rewritten the document, as links
 * otherwise) and its module script's static imports. Not every address it mentions: React Router's inline route
 * manifest names the modules of other pages, which this page never loads; nor images and fonts, without which a
 * page still runs.
 */
export function documentAssets(html: string, origin: string): string[] {
  const assets: string[] = [];
  for (const [link] of html.matchAll(LINK)) {
    const href = LINK_HREF.exec(link)?.[1];
    if (href && LINK_REL.test(link)) assets.push(href);
  }
  const preloads = LOADER_PRELOADS.exec(html)?.[1];
  if (preloads) assets.push(...(JSON.parse(preloads) as string[]));
  // The pattern's one group always takes part in a match (String() only settles its type).
  for (const match of html.matchAll(MODULE_IMPORT)) assets.push(String(match[1]));
  return [...new Set(assets)]
    .filter((path) => SCRIPT_OR_STYLESHEET.test(path))
    .map((path) => new URL(path, origin).href);
}
