import { describe, expect, it } from "vitest";
import { pickWelcomeSheets, welcomeSheetGrades, type SheetCandidate } from "./welcome-sheets.ts";

const sheet = (grade: string | null, subject: string | null, order: number | null, slug = `${subject}-${order}`): SheetCandidate => ({
  path: `revisions/${grade}/${subject}/fiche-${slug}`,
  grade,
  subject,
  order,
});

describe("welcome sheets (§3 e-mail popin: 5 free sheets)", () => {
  it("offers the class first, then its cycle's exam year", () => {
    expect(welcomeSheetGrades("terminale")).toEqual(["terminale"]);
    expect(welcomeSheetGrades("première")).toEqual(["premiere", "terminale"]);
    expect(welcomeSheetGrades("sup")).toEqual(["sup", "terminale"]);
    expect(welcomeSheetGrades("3ème")).toEqual(["3eme"]);
    expect(welcomeSheetGrades("5ème")).toEqual(["5eme", "3eme"]);
    expect(welcomeSheetGrades("primaire")).toEqual(["cm2", "3eme"]);
  });

  it("takes one subject after another, core subjects first, each subject's first chapter first", () => {
    const sheets = [
      sheet("terminale", "svt", 2),
      sheet("terminale", "maths", 2),
      sheet("terminale", "maths", 1),
      sheet("terminale", "grand-oral", 1),
      sheet("terminale", "hggsp", 1),
      sheet("terminale", "physique-chimie", 1),
      sheet("terminale", "svt", 1),
    ];
    expect(pickWelcomeSheets(["terminale"], sheets).map((s) => s.path)).toEqual([
      "revisions/terminale/maths/fiche-maths-1",
      "revisions/terminale/physique-chimie/fiche-physique-chimie-1",
      "revisions/terminale/svt/fiche-svt-1",
      "revisions/terminale/grand-oral/fiche-grand-oral-1",
      "revisions/terminale/hggsp/fiche-hggsp-1",
    ]);
  });

  it("goes round the subjects again when the class has few, and fills from the exam year without repeating", () => {
    const sheets = [
      sheet("cm2", "maths", 1),
      sheet("cm2", "maths", 2),
      sheet("cm2", "francais", null),
      sheet("3eme", "maths", 1),
      sheet("3eme", "anglais", 3),
      sheet("3eme", "anglais", 1),
      sheet(null, null, null, "sans-classe"),
    ];
    expect(pickWelcomeSheets(["cm2", "3eme"], sheets).map((s) => s.path)).toEqual([
      "revisions/cm2/maths/fiche-maths-1",
      "revisions/cm2/francais/fiche-francais-null",
      "revisions/cm2/maths/fiche-maths-2",
      "revisions/3eme/maths/fiche-maths-1",
      "revisions/3eme/anglais/fiche-anglais-1",
    ]);
    expect(pickWelcomeSheets(["cm2"], sheets, 10)).toHaveLength(3);
    expect(pickWelcomeSheets(["cm2", "cm2"], sheets, 10)).toHaveLength(3);
  });

  it("sorts sheets without subject after the named ones", () => {
    const sheets = [sheet("sup", null, 1, "a"), sheet("sup", "zoologie", 1), sheet("sup", "maths", 5)];
    expect(pickWelcomeSheets(["sup"], sheets).map((s) => s.subject)).toEqual(["maths", null, "zoologie"]);
  });
});
