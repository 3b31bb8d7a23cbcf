// §2 "Main routes": the site route that shows a content document path (content/README.md §1, §5). Pure, so
// that both the web app (links, application/web/content/content-paths.ts) and the API (the page address printed
// on a PDF sheet) use the one mapping:
//
//   revisions/<level>/<grade>/<subject>/<slug>  →  /revisions/<grade>/<subject>/<slug>   (a "book" is a grade)
//   revisions/sup/<subject>/<slug>              →  /revisions/sup/<subject>/<slug>       (higher education: book "sup")
//   revisions/<level>                           →  /revisions/<level>                    (a level is a book too)
//   exams/bac[/...], exams/brevet[/...]         →  /bac[/...], /brevet[/...]
//   orientation/parcoursup[/...]                →  /orientation/parcoursup[/...]
//   blog/<yyyy-mm-dd>-<slug>                    →  /blog/articles/<yyyy-mm-dd>/<slug>
//   presse/<slug>                               →  /espace-presse/<slug>
//   pages/<slug...>                             →  /<slug...> (pages/gar/mentions-informations-rgpd → /gar/mentions-informations-RGPD)
//   anything else (e.g. orientation/<guide>)    →  /explorer/<document path>

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

const SCHOOL_ORDER: readonly string[] = LEVELS.flatMap((level) => GRADES_BY_LEVEL[level]);

/** Sorts documents by class in school order (CP first); higher education and documents of no class come last. */
export function bySchoolOrder<T extends { grade: string | null }>(items: readonly T[]): T[] {
  const rank = (grade: string | null) => {
    const index = SCHOOL_ORDER.indexOf(grade ?? "");
    return index === -1 ? SCHOOL_ORDER.length : index;
  };
  return [...items].sort((a, b) => rank(a.grade) - rank(b.grade));
}

/** A path without its leading and trailing slashes. */
export function stripSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

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
      const dated = rest.length === 1 ? DATED.exec(rest.join("")) : null;
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
