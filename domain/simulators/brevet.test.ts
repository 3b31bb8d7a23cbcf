import { describe, expect, it } from "vitest";
import { fraction } from "./exact.ts";
import {
  BREVET_EXAMS,
  BREVET_FIELDS,
  BREVET_SESSION,
  BREVET_SHARES,
  BREVET_SUBJECTS,
  type BrevetInput,
  brevetControleContinu,
  brevetFieldIds,
  brevetWeights,
  readBrevetForm,
  simulateBrevet,
} from "./brevet.ts";

/** The worked example of content/exams/brevet (Lina): final 13.59. */
const LINA: Record<string, string> = {
  "cc-mode": "moyenne",
  "cc-moyenne": "13,5",
  francais: "12",
  mathematiques: "14",
  "histoire-geographie": "11",
  emc: "12",
  sciences: "15",
  oral: "16",
};

const base: BrevetInput = { mode: "moyenne", average: 1200, subjects: {}, exams: {}, options: [] };
const allExams = (hundredths: number) => Object.fromEntries(BREVET_EXAMS.map((e) => [e.id, hundredths]));

describe("§1 Brevet rules (session 2026, content/exams/brevet)", () => {
  it("is the reform of session 2026: 40 % contrôle continu, 60 % final exams", () => {
    expect(BREVET_SESSION).toBe(2026);
    expect(BREVET_SHARES).toEqual({ controleContinu: 40, epreuves: 60 });
  });
  it("has the exam coefficients of our content: 2, 2, 1.5 + 0.5, 2, 2", () => {
    expect(BREVET_EXAMS.map((e) => [e.id, e.coefficient])).toEqual([
      ["francais", 2],
      ["mathematiques", 2],
      ["histoire-geographie", 1.5],
      ["emc", 0.5],
      ["sciences", 2],
      ["oral", 2],
    ]);
  });
  it("turns them into weights out of 100", () => {
    const { controleContinu, exams } = brevetWeights();
    expect(controleContinu).toEqual(fraction(40));
    expect(exams).toEqual({
      francais: fraction(12),
      mathematiques: fraction(12),
      "histoire-geographie": fraction(9),
      emc: fraction(3),
      sciences: fraction(12),
      oral: fraction(12),
    });
  });
  it("lists the eleven compulsory subjects of 3e", () => {
    expect(BREVET_SUBJECTS).toHaveLength(11);
  });
});

describe("§1 Brevet: reading the form", () => {
  it("reads the one average in mode moyenne and ignores subject fields", () => {
    const { input, errors } = readBrevetForm((f) => ({ ...LINA, "cc-francais": "abc" })[f]);
    expect(errors).toEqual({});
    expect(input).toEqual({
      mode: "moyenne",
      average: 1350,
      subjects: {},
      exams: {
        francais: 1200,
        mathematiques: 1400,
        "histoire-geographie": 1100,
        emc: 1200,
        sciences: 1500,
        oral: 1600,
      },
      options: [],
    });
  });
  it("reads subjects in mode detail (the default) and reports errors", () => {
    const { input, errors } = readBrevetForm(
      (f) =>
        ({ "cc-francais": "13", "cc-eps": "14,5", "cc-technologie": "22", "cc-moyenne": "10", "option-2": "x" })[f],
    );
    expect(input.mode).toBe("detail");
    expect(input.average).toBeNull();
    expect(input.subjects).toEqual({ francais: 1300, eps: 1450 });
    expect(errors).toEqual({ "cc-technologie": "OutOfRange", "option-2": "NotANumber" });
  });
  it("reads the options", () => {
    expect(readBrevetForm((f) => ({ "option-1": "15", "option-2": "8" })[f]).input.options).toEqual([1500, 800]);
  });
  it("lists the fields of each mode", () => {
    expect(brevetFieldIds("moyenne")).toEqual(["cc-moyenne", ...BREVET_EXAMS.map((e) => e.id), "option-1", "option-2"]);
    expect(brevetFieldIds("detail")).toContain(BREVET_FIELDS.subject("physique-chimie"));
    expect(brevetFieldIds("detail")).not.toContain("cc-moyenne");
  });
});

describe("§1 Brevet: contrôle continu", () => {
  it("is the average of the subject averages, each with the same weight", () => {
    expect(brevetControleContinu({ ...base, mode: "detail", subjects: { francais: 1300, eps: 1400 } })).toEqual(
      fraction(27, 2),
    );
  });
  it("adds the option points above 10, capped at 20", () => {
    expect(brevetControleContinu({ ...base, average: 1350, options: [1500] })).toEqual(fraction(37, 2));
    expect(brevetControleContinu({ ...base, average: 1350, options: [800] })).toEqual(fraction(27, 2));
    expect(brevetControleContinu({ ...base, average: 1350, options: [1500, 1900] })).toEqual(fraction(20));
  });
  it("is unknown when nothing is entered", () => {
    expect(brevetControleContinu({ ...base, average: null })).toBeNull();
    expect(brevetControleContinu({ ...base, mode: "detail" })).toBeNull();
  });
});

describe("§1 Brevet: simulation", () => {
  it("computes the example of content/exams/brevet: 13.59, admitted, assez bien", () => {
    const result = simulateBrevet(readBrevetForm((f) => LINA[f]).input);
    expect(result).toEqual({
      session: 2026,
      complete: true,
      missing: [],
      enteredShare: 100,
      averageHundredths: 1359,
      controleContinuHundredths: 1350,
      epreuvesHundredths: 1365,
      outcome: "admis",
      mention: "assez-bien",
      nextMention: { mention: "bien", missingHundredths: 41 },
      missingToPassHundredths: null,
      targets: [],
    });
  });
  it("is not admitted below 10 (no second group at the DNB)", () => {
    const result = simulateBrevet({ ...base, average: 800, exams: allExams(800) });
    expect(result.outcome).toBe("non-admis");
    expect(result.missingToPassHundredths).toBe(200);
    expect(result.mention).toBeNull();
    expect(result.nextMention).toBeNull();
  });
  it("gives exactly 10 for 10 everywhere, and félicitations from 18", () => {
    expect(simulateBrevet({ ...base, average: 1000, exams: allExams(1000) }).outcome).toBe("admis");
    const top = simulateBrevet({ ...base, average: 1800, exams: allExams(1800) });
    expect(top.mention).toBe("felicitations");
    expect(top.nextMention).toBeNull();
  });
  it("while exams are missing, gives the share entered and the average needed", () => {
    const result = simulateBrevet({ ...base, exams: { francais: 1200 } });
    expect(result.complete).toBe(false);
    expect(result.enteredShare).toBe(52);
    expect(result.missing).toEqual(["mathematiques", "histoire-geographie", "emc", "sciences", "oral"]);
    expect(result.epreuvesHundredths).toBe(1200);
    expect(result.outcome).toBeNull();
    expect(result.targets[0]?.status).toEqual({ kind: "needed", averageHundredths: 784 }); // (1000 − 624) / 48 = 7.833…
  });
  it("with no contrôle continu, says so", () => {
    const result = simulateBrevet({ ...base, average: null, exams: allExams(1500) });
    expect(result.missing).toEqual(["controle-continu"]);
    expect(result.averageHundredths).toBe(1500);
    expect(result.controleContinuHundredths).toBeNull();
  });
  it("with nothing entered, has no average", () => {
    const result = simulateBrevet({ ...base, average: null });
    expect(result.averageHundredths).toBeNull();
    expect(result.epreuvesHundredths).toBeNull();
    expect(result.enteredShare).toBe(0);
  });
});
