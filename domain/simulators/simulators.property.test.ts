// §1 grade simulators: properties that must hold for any marks (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BAC_COEFFICIENTS, BAC_SESSIONS, BAC_VARIANTS, type BacInput, bacFieldIds, simulateBac } from "./bac.ts";
import { BREVET_EXAMS, BREVET_SUBJECTS, type BrevetInput, simulateBrevet } from "./brevet.ts";

const mark = fc.integer({ min: 0, max: 2000 });

const bacExamArb = fc.record({ variant: fc.constantFrom(...BAC_VARIANTS), session: fc.constantFrom(...BAC_SESSIONS) });
const bacInputArb: fc.Arbitrary<BacInput> = bacExamArb.chain(({ variant, session }) =>
  fc
    .record({
      compulsory: fc.array(mark, { minLength: 19, maxLength: 19 }),
      options: fc.array(fc.option(mark, { nil: null }), { minLength: 6, maxLength: 6 }),
    })
    .map(({ compulsory, options }) => {
      const ids = bacFieldIds(variant, session);
      const optionIds = ids.filter((id) => id.startsWith("opt"));
      const marks: Record<string, number> = {};
      BAC_COEFFICIENTS[session][variant].forEach((c, i) => (marks[c.id] = compulsory[i] ?? 0));
      optionIds.forEach((id, i) => {
        const value = options[i];
        if (value !== null && value !== undefined) marks[id] = value;
      });
      return { variant, session, marks, secondGroup: {} };
    }),
);

const brevetInputArb: fc.Arbitrary<BrevetInput> = fc.record({
  mode: fc.constantFrom("detail" as const, "moyenne" as const),
  average: mark,
  subjects: fc.record(Object.fromEntries(BREVET_SUBJECTS.map((s) => [s, mark])), {
    requiredKeys: [BREVET_SUBJECTS[0]],
  }),
  exams: fc.record(Object.fromEntries(BREVET_EXAMS.map((e) => [e.id, mark]))),
  options: fc.array(mark, { maxLength: 2 }),
});

/** Raises one value of a record of marks by `by` hundredths (capped at 20). */
function raise<K extends string>(
  record: Readonly<Partial<Record<K, number>>>,
  key: K,
  by: number,
): Partial<Record<K, number>> {
  return { ...record, [key]: Math.min(2000, (record[key] ?? 0) + by) };
}

describe("§1 Bac: properties", () => {
  it("the final average is within [0, 20] and the decision follows it", () => {
    fc.assert(
      fc.property(bacInputArb, (input) => {
        const result = simulateBac(input);
        expect(result.complete).toBe(true);
        const average = result.averageHundredths ?? -1;
        expect(average).toBeGreaterThanOrEqual(0);
        expect(average).toBeLessThanOrEqual(2000);
        expect(result.outcome).toBe(average >= 1000 ? "admis" : average >= 800 ? "second-groupe" : "ajourne");
      }),
    );
  });
  it("never goes down when any one mark goes up", () => {
    fc.assert(
      fc.property(bacInputArb, fc.nat(), fc.integer({ min: 1, max: 2000 }), (input, pick, by) => {
        const keys = Object.keys(input.marks);
        const key = keys[pick % keys.length] ?? "";
        const before = simulateBac(input).averageHundredths ?? 0;
        const after =
          simulateBac({ ...input, marks: raise(input.marks, key, by) as Record<string, number> }).averageHundredths ??
          0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
  it("the second group never lowers the average", () => {
    fc.assert(
      fc.property(bacInputArb, mark, mark, (input, oral1, oral2) => {
        const first = simulateBac(input);
        if (first.outcome !== "second-groupe") return;
        const after = simulateBac({ ...input, secondGroup: { philo: oral1, spe1: oral2 } }).secondGroup?.final;
        expect(after?.averageHundredths ?? -1).toBeGreaterThanOrEqual(first.averageHundredths ?? 0);
        expect(after?.admitted).toBe((after?.averageHundredths ?? 0) >= 1000);
      }),
    );
  });
});

describe("§1 Brevet: properties", () => {
  it("the final average is within [0, 20] and the decision follows it", () => {
    fc.assert(
      fc.property(brevetInputArb, (input) => {
        const result = simulateBrevet(input);
        expect(result.complete).toBe(true);
        const average = result.averageHundredths ?? -1;
        expect(average).toBeGreaterThanOrEqual(0);
        expect(average).toBeLessThanOrEqual(2000);
        expect(result.controleContinuHundredths ?? -1).toBeLessThanOrEqual(2000);
        expect(result.outcome).toBe(average >= 1000 ? "admis" : "non-admis");
      }),
    );
  });
  it("never goes down when any one mark goes up (subject, average, exam or option)", () => {
    fc.assert(
      fc.property(brevetInputArb, fc.nat(), fc.integer({ min: 1, max: 2000 }), (input, pick, by) => {
        const before = simulateBrevet(input).averageHundredths ?? 0;
        const subjects = Object.keys(input.subjects) as (typeof BREVET_SUBJECTS)[number][];
        const exams = BREVET_EXAMS.map((e) => e.id);
        const variants: BrevetInput[] = [
          ...subjects.map((s) => ({ ...input, subjects: raise(input.subjects, s, by) })),
          { ...input, average: Math.min(2000, (input.average ?? 0) + by) },
          ...exams.map((e) => ({ ...input, exams: raise(input.exams, e, by) })),
          ...input.options.map((_, i) => ({
            ...input,
            options: input.options.map((o, j) => (i === j ? Math.min(2000, o + by) : o)),
          })),
        ];
        const raised = variants[pick % variants.length] ?? input;
        expect(simulateBrevet(raised).averageHundredths ?? 0).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
