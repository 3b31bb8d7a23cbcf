import { describe, expect, it } from "vitest";
import {
  BAC_COEFFICIENTS,
  BAC_OPTION_COEFFICIENT_PER_YEAR,
  BAC_OPTION_SLOTS,
  BAC_SESSIONS,
  BAC_VARIANTS,
  type BacInput,
  type BacSession,
  type BacVariant,
  bacFieldIds,
  bacMarksForSession,
  bacOutcome,
  bacPartTotal,
  bacSessionForDate,
  bacSessionFromParam,
  bacVariantFromParam,
  readBacForm,
  simulateBac,
} from "./bac.ts";
import { fraction, fromHundredths } from "./exact.ts";

/** Every compulsory mark of a variant set to one value (hundredths), with overrides. */
function allMarks(
  variant: BacVariant,
  hundredths: number,
  overrides: Record<string, number> = {},
  session: BacSession = 2026,
): BacInput {
  const marks = Object.fromEntries(BAC_COEFFICIENTS[session][variant].map((c) => [c.id, hundredths]));
  return { variant, session, marks: { ...marks, ...overrides }, secondGroup: {} };
}

/** The example used by the end-to-end test too (voie générale): final 13.42. */
const GENERAL_EXAMPLE: Record<string, string> = {
  "hg-1": "14",
  "hg-t": "13",
  "lva-1": "15",
  "lva-t": "16",
  "lvb-1": "12",
  "lvb-t": "13",
  "es-1": "11",
  "es-t": "12",
  eps: "16",
  "emc-1": "15",
  "emc-t": "14",
  "spe-1re": "13",
  "fr-ecrit": "11",
  "fr-oral": "14",
  philo: "9",
  spe1: "15",
  spe2: "13",
  go: "15",
};

describe("§2 /simulateur-de-notes-bac/{exam?}", () => {
  it("selects the général by default and each known variant by name", () => {
    expect(bacVariantFromParam(undefined)).toBe("general");
    expect(bacVariantFromParam("")).toBe("general");
    expect(bacVariantFromParam("general")).toBe("general");
    expect(bacVariantFromParam("technologique")).toBe("technologique");
  });
  it("gives null (→ 404) for any other exam", () => {
    for (const exam of ["professionnel", "General", "brevet", "x"]) expect(bacVariantFromParam(exam)).toBeNull();
  });
});

describe("§1 Bac sessions: the default follows the school year (September to August)", () => {
  it("offers sessions 2026 and 2027", () => {
    expect(BAC_SESSIONS).toEqual([2026, 2027]);
  });
  it("gives the session the terminale pupils of the date's school year sit", () => {
    // 2025-26: session 2026, up to the last day of August 2026.
    expect(bacSessionForDate(new Date("2026-06-15T12:00:00Z"))).toBe(2026);
    expect(bacSessionForDate(new Date("2026-08-31T23:59:59Z"))).toBe(2026);
    // 2026-27 starts on 1 September 2026: session 2027.
    expect(bacSessionForDate(new Date("2026-09-01T00:00:00Z"))).toBe(2027);
    expect(bacSessionForDate(new Date("2026-11-22T14:00:00Z"))).toBe(2027);
    expect(bacSessionForDate(new Date("2027-07-04T00:00:00Z"))).toBe(2027);
  });
  it("keeps to the sessions it knows before and after them", () => {
    expect(bacSessionForDate(new Date("2024-10-01T00:00:00Z"))).toBe(2026);
    expect(bacSessionForDate(new Date("2029-01-01T00:00:00Z"))).toBe(2027);
  });
  it("reads the session parameter, and falls back to the date's session for any other value", () => {
    const today = new Date("2026-11-22T00:00:00Z");
    expect(bacSessionFromParam("2026", today)).toBe(2026);
    expect(bacSessionFromParam("2027", today)).toBe(2027);
    for (const value of [null, undefined, "", "2025", "2028", "x"])
      expect(bacSessionFromParam(value, today)).toBe(2027);
    expect(bacSessionFromParam(null, new Date("2026-03-01T00:00:00Z"))).toBe(2026);
  });
});

describe("§1 Bac coefficients (session 2027)", () => {
  it.each(BAC_VARIANTS)("%s: still 40 coefficients of contrôle continu and 60 of final exams", (variant) => {
    expect(bacPartTotal(variant, 2027, "controle-continu")).toBe(40);
    expect(bacPartTotal(variant, 2027, "epreuves")).toBe(60);
  });
  it("adds the épreuve anticipée de mathématiques (première, coefficient 2) and takes the Grand oral to 8 (général) and 12 (technologique)", () => {
    const exams = (variant: BacVariant) =>
      BAC_COEFFICIENTS[2027][variant].filter((c) => c.part === "epreuves").map((c) => [c.id, c.year, c.coefficient]);
    expect(exams("general")).toEqual([
      ["fr-ecrit", "premiere", 5],
      ["fr-oral", "premiere", 5],
      ["maths-ea", "premiere", 2],
      ["philo", "terminale", 8],
      ["spe1", "terminale", 16],
      ["spe2", "terminale", 16],
      ["go", "terminale", 8],
    ]);
    expect(exams("technologique")).toContainEqual(["maths-ea", "premiere", 2]);
    expect(exams("technologique")).toContainEqual(["go", "terminale", 12]);
  });
  it("keeps the contrôle continu of 2026 and offers no second group on the new exam", () => {
    for (const variant of BAC_VARIANTS) {
      expect(BAC_COEFFICIENTS[2027][variant].filter((c) => c.part === "controle-continu")).toEqual(
        BAC_COEFFICIENTS[2026][variant].filter((c) => c.part === "controle-continu"),
      );
    }
    expect(bacFieldIds("general", 2027)).toContain("maths-ea");
    expect(bacFieldIds("general", 2027)).not.toContain("oral-maths-ea");
    expect(bacFieldIds("general", 2026)).not.toContain("maths-ea");
  });
});

describe("§1 Bac coefficients (session 2026)", () => {
  it.each(BAC_VARIANTS)("%s: 40 coefficients of contrôle continu and 60 of final exams", (variant) => {
    expect(bacPartTotal(variant, 2026, "controle-continu")).toBe(40);
    expect(bacPartTotal(variant, 2026, "epreuves")).toBe(60);
  });
  it("général: the final exams of content/exams/bac (5, 5, 8, 16, 16, 10)", () => {
    const exams = BAC_COEFFICIENTS[2026].general
      .filter((c) => c.part === "epreuves")
      .map((c) => [c.subject, c.coefficient]);
    expect(exams).toEqual([
      ["francais-ecrit", 5],
      ["francais-oral", 5],
      ["philosophie", 8],
      ["specialite-1", 16],
      ["specialite-2", 16],
      ["grand-oral", 10],
    ]);
  });
  it("général: the contrôle continu of content/exams/bac, première + terminale", () => {
    const bySubject = new Map<string, number>();
    for (const c of BAC_COEFFICIENTS[2026].general.filter((c) => c.part === "controle-continu")) {
      bySubject.set(c.subject, (bySubject.get(c.subject) ?? 0) + c.coefficient);
    }
    expect(Object.fromEntries(bySubject)).toEqual({
      "histoire-geographie": 6,
      "langue-vivante-a": 6,
      "langue-vivante-b": 6,
      "enseignement-scientifique": 6,
      eps: 6,
      emc: 2,
      "specialite-abandonnee": 8,
    });
  });
  it("technologique: mathématiques instead of enseignement scientifique, philosophie 4, Grand oral 14", () => {
    const coefficient = (subject: string) =>
      BAC_COEFFICIENTS[2026].technologique.filter((c) => c.subject === subject).reduce((t, c) => t + c.coefficient, 0);
    expect(coefficient("mathematiques")).toBe(6);
    expect(coefficient("enseignement-scientifique")).toBe(0);
    expect(coefficient("philosophie")).toBe(4);
    expect(coefficient("grand-oral")).toBe(14);
  });
  it("only the written final exams can be retaken at the second group", () => {
    for (const variant of BAC_VARIANTS) {
      expect(BAC_COEFFICIENTS[2026][variant].filter((c) => c.secondGroup).map((c) => c.subject)).toEqual([
        "francais-ecrit",
        "philosophie",
        "specialite-1",
        "specialite-2",
      ]);
    }
  });
  it("counts each option 2 per year, three options offered", () => {
    expect(BAC_OPTION_COEFFICIENT_PER_YEAR).toBe(2);
    expect(BAC_OPTION_SLOTS).toBe(3);
  });
});

describe("§1 Bac: reading the form", () => {
  it("reads marks by field id, with French commas", () => {
    const { input, errors } = readBacForm("general", 2026, (f) => ({ philo: "12,5", go: "15", "opt1-t": "17" })[f]);
    expect(errors).toEqual({});
    expect(input).toEqual({
      variant: "general",
      session: 2026,
      marks: { philo: 1250, go: 1500, "opt1-t": 1700 },
      secondGroup: {},
    });
  });
  it("reports each refused field", () => {
    const { input, errors } = readBacForm("general", 2026, (f) => ({ philo: "douze", go: "21", spe1: "12.125" })[f]);
    expect(errors).toEqual({ philo: "NotANumber", go: "OutOfRange", spe1: "TooPrecise" });
    expect(input.marks).toEqual({});
  });
  it("reads second-group oral marks apart", () => {
    const { input } = readBacForm("general", 2026, (f) => ({ "oral-spe1": "14", "oral-philo": "11" })[f]);
    expect(input.secondGroup).toEqual({ spe1: 1400, philo: 1100 });
    expect(input.marks).toEqual({});
  });
  it("refuses more than two second-group subjects", () => {
    const { errors } = readBacForm(
      "general",
      2026,
      (f) => ({ "oral-spe1": "14", "oral-spe2": "11", "oral-philo": "9" })[f],
    );
    expect(errors).toEqual({
      "oral-spe1": "TooManySecondGroupSubjects",
      "oral-spe2": "TooManySecondGroupSubjects",
      "oral-philo": "TooManySecondGroupSubjects",
    });
  });
  it("lists the fields of each variant", () => {
    expect(bacFieldIds("general", 2026)).toContain("es-1");
    expect(bacFieldIds("technologique", 2026)).toContain("maths-1");
    expect(bacFieldIds("technologique", 2026)).not.toContain("es-1");
    expect(bacFieldIds("general", 2026)).toEqual(expect.arrayContaining(["opt3-t", "oral-fr-ecrit", "oral-spe2"]));
    expect(bacFieldIds("general", 2026)).not.toContain("oral-go");
  });
});

describe("issue 32: switching the Bac's session keeps the marks both sessions ask", () => {
  it("keeps the shared subjects, drops what the other session lacks and the empty fields", () => {
    const typed = { "hg-1": " 12 ", "lva-t": "15,5", "maths-ea": "14", "lvb-1": "", unknown: "9" };
    expect(bacMarksForSession("general", 2026, typed)).toEqual({ "hg-1": "12", "lva-t": "15,5" });
    expect(bacMarksForSession("general", 2027, typed)).toEqual({ "hg-1": "12", "lva-t": "15,5", "maths-ea": "14" });
    expect(bacMarksForSession("technologique", 2027, {})).toEqual({});
  });
});

describe("§1 Bac: decision", () => {
  it("admitted from 10, second group from 8 to below 10, otherwise not admitted", () => {
    expect(bacOutcome(fraction(10))).toBe("admis");
    expect(bacOutcome(fromHundredths(999))).toBe("second-groupe");
    expect(bacOutcome(fraction(8))).toBe("second-groupe");
    expect(bacOutcome(fromHundredths(799))).toBe("ajourne");
  });
});

describe("§1 Bac: simulation", () => {
  it("computes the known example: 13.42, admitted, assez bien, 0.58 from bien", () => {
    const { input } = readBacForm("general", 2026, (f) => GENERAL_EXAMPLE[f]);
    const result = simulateBac(input);
    expect(result).toMatchObject({
      complete: true,
      missing: [],
      enteredCoefficient: 100,
      totalCoefficient: 100,
      averageHundredths: 1342,
      controleContinuHundredths: 1367, // 547 / 40 = 13.675
      epreuvesHundredths: 1325, // 795 / 60
      outcome: "admis",
      mention: "assez-bien",
      nextMention: { mention: "bien", missingHundredths: 58 },
      missingToPassHundredths: null,
      targets: [],
      secondGroup: null,
    });
  });
  it("computes the known example for session 2027 by hand: 13.45, admitted, assez bien", () => {
    // Same marks as the 2026 example, plus 16 at the épreuve anticipée de mathématiques.
    // Contrôle continu (unchanged, 40): 14×3 + 13×3 + 15×3 + 16×3 + 12×3 + 13×3 + 11×3 + 12×3 + 16×6
    //   + 15×1 + 14×1 + 13×8 = 42+39+45+48+36+39+33+36+96+15+14+104 = 547.
    // Final exams (60): français écrit 11×5 = 55, oral 14×5 = 70, maths anticipées 16×2 = 32,
    //   philosophie 9×8 = 72, spécialités 15×16 = 240 and 13×16 = 208, Grand oral 15×8 = 120: 797.
    // Average: (547 + 797) / 100 = 1344 / 100 = 13.44; block averages 547/40 = 13.675 → 13.67, 797/60 = 13.283… → 13.28.
    // Bien from 14: 0.56 missing.
    const { input } = readBacForm("general", 2027, (f) => ({ ...GENERAL_EXAMPLE, "maths-ea": "16" })[f]);
    expect(simulateBac(input)).toMatchObject({
      session: 2027,
      complete: true,
      enteredCoefficient: 100,
      averageHundredths: 1344,
      controleContinuHundredths: 1367,
      epreuvesHundredths: 1328,
      outcome: "admis",
      mention: "assez-bien",
      nextMention: { mention: "bien", missingHundredths: 56 },
    });
  });
  it("needs the mathematics mark in session 2027 and not in 2026", () => {
    // The 2026 example's 18 marks are complete in 2026 (13.42) but miss maths-ea in 2027.
    const { input } = readBacForm("general", 2027, (f) => GENERAL_EXAMPLE[f]);
    expect(simulateBac(input)).toMatchObject({ complete: false, missing: ["maths-ea"], enteredCoefficient: 98 });
  });
  it("computes a technologique session 2027 example by hand: 10.24, admitted without mention", () => {
    // 10 everywhere except: maths anticipées 4 (×2), Grand oral 16 (×12), philosophie 6 (×4).
    // Points: 10 × (100 − 2 − 12 − 4) = 820, + 4×2 = 8, + 16×12 = 192, + 6×4 = 24: 1044 / 100 = 10.44.
    // The same marks in 2026 (no maths anticipées; Grand oral ×14): 10 × (100 − 14 − 4) = 820
    // + 16×14 = 224 + 6×4 = 24: 1068 / 100 = 10.68.
    const overrides = { "maths-ea": 400, go: 1600, philo: 600 };
    expect(simulateBac(allMarks("technologique", 1000, overrides, 2027))).toMatchObject({
      complete: true,
      averageHundredths: 1044,
      outcome: "admis",
      mention: null,
    });
    expect(simulateBac(allMarks("technologique", 1000, overrides, 2026)).averageHundredths).toBe(1068);
  });
  it("gives exactly 12 (assez bien) for 12 everywhere, not 11.99", () => {
    const result = simulateBac(allMarks("general", 1200));
    expect(result.averageHundredths).toBe(1200);
    expect(result.mention).toBe("assez-bien");
  });
  it("weights the variants differently (philosophie 8/4, Grand oral 10/14)", () => {
    const overrides = { philo: 800, go: 1600 };
    expect(simulateBac(allMarks("general", 1200, overrides)).averageHundredths).toBe(1208);
    expect(simulateBac(allMarks("technologique", 1200, overrides)).averageHundredths).toBe(1240);
  });
  it("gives félicitations from 18 and no next mention", () => {
    const result = simulateBac(allMarks("general", 1800));
    expect(result.mention).toBe("felicitations");
    expect(result.nextMention).toBeNull();
  });
  it("adds the options to the total: a good option raises, a weak one lowers", () => {
    const good = simulateBac(allMarks("general", 1200, { "opt1-1": 2000, "opt1-t": 2000 }));
    expect(good.totalCoefficient).toBe(104);
    expect(good.averageHundredths).toBe(1230); // 1280 / 104
    const weak = simulateBac(allMarks("general", 1200, { "opt2-t": 0 }));
    expect(weak.totalCoefficient).toBe(102);
    expect(weak.averageHundredths).toBe(1176); // 1200 / 102
    expect(weak.mention).toBeNull();
  });
  it("never shows 10 for 9.995: second group, 0.01 missing", () => {
    const result = simulateBac(allMarks("general", 1000, { "fr-oral": 990 }));
    expect(result.averageHundredths).toBe(999);
    expect(result.outcome).toBe("second-groupe");
    expect(result.missingToPassHundredths).toBe(1);
    expect(result.mention).toBeNull();
    expect(result.nextMention).toBeNull();
  });
  it("not admitted below 8, with the points missing and no second group", () => {
    const result = simulateBac(allMarks("general", 700));
    expect(result.outcome).toBe("ajourne");
    expect(result.missingToPassHundredths).toBe(300);
    expect(result.secondGroup).toBeNull();
  });
});

describe("§1 Bac: second group", () => {
  const nine = allMarks("general", 900);
  it("gives the points missing and the oral mark needed if one subject alone is retaken", () => {
    const view = simulateBac(nine).secondGroup;
    expect(view?.missingPointsHundredths).toBe(10000); // 100 points on 100 coefficients
    expect(view?.final).toBeNull();
    expect(
      view?.subjects.map((s) => [s.id, s.coefficient, s.writtenHundredths, s.neededAloneHundredths, s.oralHundredths]),
    ).toEqual([
      ["fr-ecrit", 5, 900, null, null], // 9 + 100/5 = 29: out of reach
      ["philo", 8, 900, null, null], // 9 + 100/8 = 21.5
      ["spe1", 16, 900, 1525, null], // 9 + 100/16 = 15.25
      ["spe2", 16, 900, 1525, null],
    ]);
  });
  it("keeps the better of the written and the oral mark for the two subjects retaken", () => {
    const passed = simulateBac({ ...nine, secondGroup: { spe1: 1400, spe2: 1200 } }).secondGroup;
    expect(passed?.final).toEqual({ averageHundredths: 1028, admitted: true }); // 900 + 80 + 48
    const worse = simulateBac({ ...nine, secondGroup: { spe1: 500, philo: 1000 } }).secondGroup;
    expect(worse?.final).toEqual({ averageHundredths: 908, admitted: false }); // the 5 does not count
  });
  it("computes nothing with more than two subjects", () => {
    const view = simulateBac({ ...nine, secondGroup: { spe1: 2000, spe2: 2000, philo: 2000 } }).secondGroup;
    expect(view?.final).toBeNull();
  });
});

describe("§1 Bac: while marks are missing", () => {
  it("averages what is entered and gives the average needed on the rest", () => {
    const cc = Object.fromEntries(
      BAC_COEFFICIENTS[2026].general.filter((c) => c.part === "controle-continu").map((c) => [c.id, 1200]),
    );
    const result = simulateBac({ variant: "general", session: 2026, marks: cc, secondGroup: {} });
    expect(result).toMatchObject({
      complete: false,
      enteredCoefficient: 40,
      totalCoefficient: 100,
      averageHundredths: 1200,
      controleContinuHundredths: 1200,
      epreuvesHundredths: null,
      outcome: null,
      mention: null,
      nextMention: null,
      missingToPassHundredths: null,
      secondGroup: null,
    });
    expect(result.missing).toEqual(["fr-ecrit", "fr-oral", "philo", "spe1", "spe2", "go"]);
    expect(result.targets.map((t) => t.status)).toEqual([
      { kind: "needed", averageHundredths: 867 },
      { kind: "needed", averageHundredths: 1200 },
      { kind: "needed", averageHundredths: 1534 },
      { kind: "needed", averageHundredths: 1867 },
      { kind: "out-of-reach" },
    ]);
  });
  it("with nothing entered, has no average and lists every mark", () => {
    const result = simulateBac({ variant: "technologique", session: 2026, marks: {}, secondGroup: {} });
    expect(result.averageHundredths).toBeNull();
    expect(result.missing).toHaveLength(18);
    expect(result.targets[0]?.status).toEqual({ kind: "needed", averageHundredths: 1000 });
  });
});
