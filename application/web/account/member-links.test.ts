import { describe, expect, it } from "vitest";
import { orientationLinks, revisionAreas, schoolStage } from "./member-links.ts";

describe("member space links by level", () => {
  it("places each level in its school stage", () => {
    expect(["primaire", "6ème", "3ème", "seconde", "terminale", "sup"].map(schoolStage)).toEqual([
      "primaire",
      "college",
      "college",
      "lycee",
      "lycee",
      "sup",
    ]);
    expect(schoolStage(null)).toBeNull();
    expect(schoolStage("toString")).toBeNull();
  });

  it("shows the revision areas of the stage (and every area when the level is unknown)", () => {
    expect(revisionAreas("4ème").map((l) => l.path)).toEqual([
      "/brevet",
      "/simulateur-de-notes-brevet",
      "/revisions/bibliotheque-des-savoirs",
    ]);
    expect(revisionAreas("terminale").every((l) => l.forStage)).toBe(true);
    const unknown = revisionAreas(null);
    expect(unknown).toHaveLength(8);
    expect(unknown.some((l) => l.forStage)).toBe(false);
  });

  it("lists the orientation links, those of the stage first, none for a stage the member has left", () => {
    const links = orientationLinks("terminale");
    expect(links[0]).toEqual({ key: "parcoursup", path: "/orientation/parcoursup", forStage: true });
    // Issue 32: the Brevet is not suggested to a terminale pupil.
    expect(links.map((l) => l.key)).not.toContain("brevet");
    expect(links).toHaveLength(6);
    expect(links.slice(-2).map((l) => l.forStage)).toEqual([false, false]);
    expect(orientationLinks("sup").map((l) => l.key)).not.toContain("brevet");
    expect(orientationLinks("3ème").map((l) => l.key)).toContain("brevet");
    expect(orientationLinks(null)).toHaveLength(7);
  });
});
