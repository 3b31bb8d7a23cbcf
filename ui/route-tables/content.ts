// §2 "Main routes" of the public content pages: exams, revisions, orientation, blog and press,
// institutional, legal and GAR. URL shapes and decisions: docs/decisions (content routes) and
// application/web/content/content-paths.ts. Account, premium and simulator routes are other tables'.
import { route } from "@react-router/dev/routes";
import type { RouteTable } from "./types.ts";

const PAGE = "routes/content/page.tsx";
/** A route of the generic document page (pages/<route>), with an id of its own. */
const page = (path: string) => route(path, PAGE, { id: `content-page:${path}` });

export const contentRoutes: RouteTable = {
  area: "content",
  public: [
    // Exams
    route("bac", "routes/content/exam.tsx", { id: "content-exam:bac" }),
    route("bac/*", "routes/content/exam-splat.tsx", { id: "content-exam-splat:bac" }),
    route("brevet", "routes/content/exam.tsx", { id: "content-exam:brevet" }),
    route("brevet/*", "routes/content/exam-splat.tsx", { id: "content-exam-splat:brevet" }),
    // Revisions (the post-login /revisions/cours-et-quiz is the account area's)
    route("revisions", "routes/content/revisions.tsx"),
    route("revisions/bibliotheque-des-savoirs", "routes/content/library.tsx"),
    route("revisions/diplomes", "routes/content/revisions-collection.tsx", { id: "content-collection:diplomes" }),
    route("revisions/tests-de-langues", "routes/content/revisions-collection.tsx", {
      id: "content-collection:tests-de-langues",
    }),
    route("revisions/tests-et-concours", "routes/content/revisions-collection.tsx", {
      id: "content-collection:tests-et-concours",
    }),
    route("revisions/intro/:box?", "routes/content/revisions-intro.tsx", { id: "content-revisions-intro" }),
    route("revisions/introPrevious/:box?", "routes/content/revisions-intro.tsx", {
      id: "content-revisions-intro-previous",
    }),
    route("revisions/:book", "routes/content/revisions-book.tsx"),
    route("revisions/:book/:category", "routes/content/revisions-category.tsx"),
    route("revisions/:book/:category/:slug", "routes/content/revisions-document.tsx"),
    // Orientation
    route("orientation", "routes/content/orientation.tsx"),
    route("orientation/box/:box?", "routes/content/orientation-box.tsx"),
    route("orientation/sponsorinfos/:sponsorinfo?", "routes/content/orientation-sponsor.tsx"),
    route("orientation/parcoursup", "routes/content/parcoursup.tsx", { id: "content-parcoursup" }),
    route("orientation/parcoursup/*", "routes/content/parcoursup.tsx", { id: "content-parcoursup-splat" }),
    // Blog and press
    route("blog/:first?/:second?", "routes/content/blog.tsx"),
    route("blog/articles/:date?/:slug?", "routes/content/blog-article.tsx"),
    route("explorer", "routes/content/explorer.tsx", { id: "content-explorer" }),
    route("explorer/*", "routes/content/explorer.tsx", { id: "content-explorer-splat" }),
    route("espace-presse", "routes/content/press.tsx"),
    route("espace-presse/kit-media", "routes/content/press-document.tsx", { id: "content-press:kit-media" }),
    route("espace-presse/*", "routes/content/press-document.tsx", { id: "content-press:splat" }),
    // Institutional
    page("nos-engagements"),
    page("nos-engagements/:commitment"),
    page("professeurs"),
    page("ia"),
    page("jobs"),
    route("faq", "routes/content/faq.tsx"),
    route("seo/reussite-scolaire", "routes/content/seo-reussite-scolaire.tsx"),
    route("partage_parents", "routes/content/share-parents.tsx"),
    route("partenaires/prevention-routiere", "routes/content/partner-road-safety.tsx"),
    route("partenaires/:partner?", "routes/content/partners.tsx"),
    // Legal
    page("conditions-d-utilisation"),
    page("conditions-generales-de-vente"),
    page("mentions-legales"),
    page("politique-cookies"),
    page("regles-de-confidentialite"),
    page("privacy-policy"),
    page("terms"),
  ],
  cned: [page("cned/mentions-legales-application-cned")],
  gar: [
    page("gar"),
    page("gar/conditions-d-utilisation"),
    page("gar/mentions-informations-RGPD"),
    page("gar/mentions-legales"),
  ],
};
