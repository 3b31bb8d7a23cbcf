import { describe, expect, it } from "vitest";
import {
  blogDocumentPath,
  bookFolder,
  bookRoute,
  GRADES_BY_LEVEL,
  isDocumentPath,
  LEVELS,
  pageDocumentPath,
  parseBook,
  routeForDocumentPath,
  siteHrefForLink,
  siteHtml,
} from "./content-paths.ts";

describe("books of the revision library (§2 /revisions/{book})", () => {
  it("knows classes, higher education and whole levels", () => {
    expect(parseBook("terminale")).toEqual({ type: "grade", grade: "terminale", level: "lycee" });
    expect(parseBook("3eme")).toEqual({ type: "grade", grade: "3eme", level: "college" });
    expect(parseBook("sup")).toEqual({ type: "grade", grade: "sup", level: "sup" });
    expect(parseBook("Lycee")).toEqual({ type: "level", level: "lycee" });
    expect(parseBook("bibliotheque")).toBeNull();
  });

  it("maps a book to its document folder and back to its route", () => {
    expect(bookFolder(parseBook("terminale")!)).toBe("revisions/lycee/terminale");
    expect(bookFolder(parseBook("sup")!)).toBe("revisions/sup");
    expect(bookFolder(parseBook("college")!)).toBe("revisions/college");
    for (const level of LEVELS) {
      for (const grade of GRADES_BY_LEVEL[level]) {
        const book = parseBook(grade)!;
        expect(routeForDocumentPath(bookFolder(book))).toBe(bookRoute(book));
      }
    }
  });
});

describe("links in Markdown", () => {
  it("maps document paths and keeps app routes, queries and anchors", () => {
    expect(siteHrefForLink("/pages/faq#paiement")).toBe("/faq#paiement");
    expect(siteHrefForLink("/presse/2026-02-10-revizo-en-afrique-francophone")).toBe("/espace-presse/2026-02-10-revizo-en-afrique-francophone");
    expect(siteHrefForLink("/premium?offer=solo")).toBe("/premium?offer=solo");
    expect(siteHrefForLink("/simulateur-de-notes-bac")).toBe("/simulateur-de-notes-bac");
  });
  it("maps the document links of rendered HTML, and only them", () => {
    expect(
      siteHtml(
        '<p><a href="/pages/faq#paiement">FAQ</a> <a href="/blog/2025-09-08-bien-demarrer">blog</a> <a href="/premium?offer=solo&#x26;x=1">offres</a> ' +
          '<a href="https://example.org/pages/faq" rel="noopener noreferrer">site</a> <a href="#partie">plus bas</a> href="/pages/faq"</p>',
      ),
    ).toBe(
      '<p><a href="/faq#paiement">FAQ</a> <a href="/blog/articles/2025-09-08/bien-demarrer">blog</a> <a href="/premium?offer=solo&#x26;x=1">offres</a> ' +
        '<a href="https://example.org/pages/faq" rel="noopener noreferrer">site</a> <a href="#partie">plus bas</a> href="/pages/faq"</p>',
    );
  });
  it("refuses what is not a site path", () => {
    expect(siteHrefForLink("https://example.org")).toBeNull();
    expect(siteHrefForLink("//evil.example")).toBeNull();
    expect(siteHrefForLink("javascript:alert(1)")).toBeNull();
  });
});

describe("route parameters → document paths", () => {
  it("blog articles need a real date and a slug", () => {
    expect(blogDocumentPath("2025-09-08", "bien-demarrer-l-annee-scolaire")).toBe("blog/2025-09-08-bien-demarrer-l-annee-scolaire");
    expect(blogDocumentPath("hier", "x")).toBeNull();
    expect(blogDocumentPath("2025-09-08", "../x")).toBeNull();
  });
  it("pages lowercase the route (capitals of §2 routes)", () => {
    expect(pageDocumentPath("/gar/mentions-informations-RGPD")).toBe("pages/gar/mentions-informations-rgpd");
  });
  it("only asks the API for paths it could know", () => {
    expect(isDocumentPath("revisions/lycee/terminale")).toBe(true);
    expect(isDocumentPath("")).toBe(true);
    expect(isDocumentPath("revisions/../secret")).toBe(false);
    expect(isDocumentPath("Revisions")).toBe(false);
  });
});
