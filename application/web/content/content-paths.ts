// §2 "Main routes" ↔ content document paths (content/README.md §1, §5). The web app shows documents under
// its own routes; this module and domain/content/document-routes.ts (the path → route direction, which the API
// also needs for the address printed on a PDF sheet) are the one place that knows both shapes:
//
//   revisions/<level>/<grade>/<subject>/<slug>  ↔  /revisions/<grade>/<subject>/<slug>   (a "book" is a grade)
//   revisions/sup/<subject>/<slug>              ↔  /revisions/sup/<subject>/<slug>       (higher education: book "sup")
//   revisions/<level>                           ↔  /revisions/<level>                    (a level is a book too)
//   exams/bac[/...], exams/brevet[/...]         ↔  /bac[/...], /brevet[/...]
//   orientation/parcoursup[/...]                ↔  /orientation/parcoursup[/...]
//   blog/<yyyy-mm-dd>-<slug>                    ↔  /blog/articles/<yyyy-mm-dd>/<slug>
//   presse/<slug>                               ↔  /espace-presse/<slug>
//   pages/<slug...>                             ↔  /<slug...> (pages/gar/mentions-informations-rgpd ↔ /gar/mentions-informations-RGPD)
//   anything else (e.g. orientation/<guide>)    ↔  /explorer/<document path>
import { isContentPath } from "../../../domain/content/content-path.ts";

import { GRADES_BY_LEVEL, LEVELS, routeForDocumentPath, stripSlashes, type Level } from "../../../domain/content/document-routes.ts";

export { GRADES_BY_LEVEL, LEVELS, routeForDocumentPath, type Level };

/** §2 /revisions/{book}: a book is a class ("terminale"), higher education ("sup") or a whole level ("lycee"). */
export type Book = { type: "grade"; grade: string; level: Level } | { type: "level"; level: Level };

/** §2 /revisions/{book}: what a book segment names, or null when it names nothing known. */
export function parseBook(segment: string): Book | null {
  const value = segment.toLowerCase();
  if (value === "sup") return { type: "grade", grade: "sup", level: "sup" };
  for (const level of LEVELS) {
    if (value === level) return { type: "level", level };
    if (GRADES_BY_LEVEL[level].includes(value)) return { type: "grade", grade: value, level };
  }
  return null;
}

/** §2 the document folder of a book (no leading slash): revisions/lycee/terminale, revisions/sup, revisions/college. */
export function bookFolder(book: Book): string {
  if (book.type === "level" || book.level === "sup") return `revisions/${book.level}`;
  return `revisions/${book.level}/${book.grade}`;
}

/** §2 the route of a book. */
export function bookRoute(book: Book): string {
  return `/revisions/${book.type === "grade" ? book.grade : book.level}`;
}

/** §7 whether a path could name a document: the API's own rule (a call it would refuse is a 404 here). */
export function isDocumentPath(path: string): boolean {
  return isContentPath(path);
}

/** Content folders whose links are document paths (content/README.md §5). */
const CONTENT_FOLDERS = ["revisions", "exams", "orientation", "blog", "presse", "pages"] as const;

/**
 * §2/content §5: where a Markdown link points on this site. Document paths (first segment a content folder)
 * become routes; other absolute paths are app routes kept as they are; null for anything that is not a
 * site path (external links are checked by the renderer).
 */
export function siteHrefForLink(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const match = /^([^?#]*)([?#].*)?$/.exec(href);
  const pathname = match?.[1] ?? href;
  const suffix = match?.[2] ?? "";
  const folder = pathname.split("/")[1] ?? "";
  if (!(CONTENT_FOLDERS as readonly string[]).includes(folder)) return href;
  return `${routeForDocumentPath(pathname)}${suffix}`;
}

/**
 * content §5 in a document's HTML (rendered at import, docs/decisions/013): every `href="/..."` that names a
 * document path becomes the route that shows it; app routes, anchors and web links stay. The HTML comes
 * from the importer's serializer, which always writes attributes in double quotes.
 */
export function siteHtml(html: string): string {
  return html.replace(/(<a\s[^>]*?\bhref=")(\/[^"]*)"/g, (whole, start: string, href: string) => {
    const site = siteHrefForLink(href.replace(/&#x26;|&amp;/g, "&"));
    return site === null ? whole : `${start}${site.replace(/&/g, "&#x26;")}"`;
  });
}

/** §2 /blog/articles/{date}/{slug} → the blog document path (null when the date is not a YYYY-MM-DD date). */
export function blogDocumentPath(date: string, slug: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && slug !== "" && !slug.includes("/") && isContentPath(slug) ? `blog/${date}-${slug}` : null;
}

/** §2 route paths of the legal, institutional and partner-area pages → their document path. */
export function pageDocumentPath(routePath: string): string {
  return `pages/${stripSlashes(routePath).toLowerCase()}`;
}
