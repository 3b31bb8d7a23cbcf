// §2 document paths → site routes (content/README.md §5).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bySchoolOrder, routeForDocumentPath, stripSlashes } from "./document-routes.ts";

describe("document paths → routes (content/README.md §5)", () => {
  it.each([
    ["/revisions/lycee/terminale/maths/suites-numeriques", "/revisions/terminale/maths/suites-numeriques"],
    ["revisions/college/3eme/maths", "/revisions/3eme/maths"],
    ["revisions/lycee", "/revisions/lycee"],
    ["revisions/sup/maths/quiz-probabilites", "/revisions/sup/maths/quiz-probabilites"],
    ["revisions/sup", "/revisions/sup"],
    ["revisions", "/revisions"],
    ["revisions/ailleurs/x", "/explorer/revisions/ailleurs/x"],
    ["/exams/bac", "/bac"],
    ["/exams/brevet/sujets/sujet-entrainement-mathematiques", "/brevet/sujets/sujet-entrainement-mathematiques"],
    ["/exams/cap", "/explorer/exams/cap"],
    ["/orientation", "/orientation"],
    ["/orientation/parcoursup", "/orientation/parcoursup"],
    ["/orientation/choisir-ses-specialites", "/explorer/orientation/choisir-ses-specialites"],
    ["/blog", "/blog"],
    ["/blog/2025-09-08-bien-demarrer-l-annee-scolaire", "/blog/articles/2025-09-08/bien-demarrer-l-annee-scolaire"],
    ["/blog/sans-date", "/explorer/blog/sans-date"],
    ["/blog/2025-09-08-article/annexe", "/explorer/blog/2025-09-08-article/annexe"],
    ["/presse/kit-media", "/espace-presse/kit-media"],
    ["/presse", "/espace-presse"],
    ["/pages/faq", "/faq"],
    ["/pages/regles-de-confidentialite", "/regles-de-confidentialite"],
    ["/pages/nos-engagements/sport", "/nos-engagements/sport"],
    ["/pages/gar/mentions-informations-rgpd", "/gar/mentions-informations-RGPD"],
    ["/pages", "/explorer/pages"],
    ["", "/explorer"],
    ["autre/chose", "/explorer/autre/chose"],
  ])("%s → %s", (path, route) => {
    expect(routeForDocumentPath(path)).toBe(route);
  });

  it("always gives an absolute site path", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 5 }), (segments) => {
        expect(routeForDocumentPath(segments.join("/"))).toMatch(/^\/[^/]?/);
      }),
    );
  });
});

describe("stripSlashes", () => {
  it("drops the slashes around a path, keeps the inner ones", () => {
    expect(stripSlashes("//revisions/lycee/")).toBe("revisions/lycee");
  });
});

describe("documents in school order", () => {
  it("puts the classes from CP to terminale, then higher education and documents of no class, keeping ties in order", () => {
    const items = [
      { grade: "sup", id: 1 },
      { grade: "3eme", id: 2 },
      { grade: null, id: 3 },
      { grade: "seconde", id: 4 },
      { grade: "6eme", id: 5 },
      { grade: "cp", id: 6 },
      { grade: "3eme", id: 7 },
    ];
    expect(bySchoolOrder(items).map((item) => item.id)).toEqual([6, 5, 2, 7, 4, 1, 3]);
    expect(items[0]?.id).toBe(1);
  });
});
