// §2 "Main routes" ↔ content document paths (content/README.md §1, §5). The web app shows documents under
// its own routes; this module is the one place that knows both shapes:
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

/** §1/§2 school levels of the revision library, in school order. */
export const LEVELS = ["primaire", "college", "lycee", "sup"] as const;
export type Level = (typeof LEVELS)[number];

/** §1 classes of each level, in school order (higher education has no class folder: its book is "sup"). */
export const GRADES_BY_LEVEL: Readonly<Record<Level, readonly string[]>> = {
  primaire: ["cp", "ce1", "ce2", "cm1", "cm2"],
  college: ["6eme", "5eme", "4eme", "3eme"],
  lycee: ["seconde", "premiere", "terminale"],
  sup: [],
};

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

/** A path segment the content API accepts (lowercase ASCII, digits, - and _). */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,127}$/;

/** §7 whether every segment of a path could name a document (saves the API a call that can only be a 404). */
export function isDocumentPath(path: string): boolean {
  const trimmed = stripSlashes(path);
  return trimmed === "" || trimmed.split("/").every((segment) => SEGMENT.test(segment));
}

function stripSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** Content folders whose links are document paths (content/README.md §5). */
const CONTENT_FOLDERS = ["revisions", "exams", "orientation", "blog", "presse", "pages"] as const;

/** §2 legal and partner pages whose route keeps capitals the document path cannot have. */
const CAPITALISED_ROUTES: Readonly<Record<string, string>> = {
  "pages/gar/mentions-informations-rgpd": "/gar/mentions-informations-RGPD",
};

const DATED = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** §2 the site route that shows a document path (leading slash optional); unknown shapes go to /explorer. */
export function routeForDocumentPath(documentPath: string): string {
  const path = stripSlashes(documentPath);
  const capitalised = CAPITALISED_ROUTES[path];
  if (capitalised) return capitalised;
  const [folder = "", ...rest] = path.split("/");
  const explorer = `/explorer${path === "" ? "" : `/${path}`}`;
  switch (folder) {
    case "revisions":
      return revisionsRoute(rest) ?? explorer;
    case "exams": {
      const [exam, ...more] = rest;
      if (exam !== "bac" && exam !== "brevet") return explorer;
      return ["", exam, ...more].join("/");
    }
    case "orientation":
      if (rest.length === 0) return "/orientation";
      return rest[0] === "parcoursup" ? `/orientation/${rest.join("/")}` : explorer;
    case "blog": {
      if (rest.length === 0) return "/blog";
      const dated = rest.length === 1 ? DATED.exec(rest[0] ?? "") : null;
      return dated ? `/blog/articles/${dated[1]}/${dated[2]}` : explorer;
    }
    case "presse":
      return `/espace-presse${rest.length > 0 ? `/${rest.join("/")}` : ""}`;
    case "pages":
      return rest.length > 0 ? `/${rest.join("/")}` : explorer;
    default:
      return explorer;
  }
}

function revisionsRoute(rest: string[]): string | null {
  if (rest.length === 0) return "/revisions";
  const [level, ...below] = rest;
  if (!LEVELS.includes(level as Level)) return null;
  // revisions/sup/<subject>/<slug>: the book is "sup" itself; revisions/<level>/<grade>/...: the book is the grade.
  return `/revisions/${level === "sup" ? ["sup", ...below].join("/") : below.length > 0 ? below.join("/") : level}`;
}

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
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && SEGMENT.test(slug) ? `blog/${date}-${slug}` : null;
}

/** §2 route paths of the legal, institutional and partner-area pages → their document path. */
export function pageDocumentPath(routePath: string): string {
  return `pages/${stripSlashes(routePath).toLowerCase()}`;
}
