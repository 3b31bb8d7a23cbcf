import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, fraction, fromHundredths } from "./exact.ts";
import { averageOf, isComplete, summarize, targetStatus, targetsFor, type WeightedMark } from "./weighted.ts";

const item = (coefficient: number, mark: number | null): WeightedMark => ({
  coefficient: fraction(coefficient),
  mark: mark === null ? null : fraction(mark),
});

describe("§1 grade simulators: weighted average", () => {
  it("weights each mark by its coefficient", () => {
    const summary = summarize([item(1, 10), item(3, 14)]);
    expect(summary).toEqual({ points: fraction(52), entered: fraction(4), total: fraction(4) });
    expect(averageOf(summary)).toEqual(fraction(13));
    expect(isComplete(summary)).toBe(true);
  });
  it("averages only what is entered and knows it is incomplete", () => {
    const summary = summarize([item(2, 12), item(3, null)]);
    expect(averageOf(summary)).toEqual(fraction(12));
    expect(isComplete(summary)).toBe(false);
    expect(averageOf(summarize([item(2, null)]))).toBeNull();
    expect(averageOf(summarize([]))).toBeNull();
  });
  it("gives the average needed on what is left for a target", () => {
    const summary = summarize([item(40, 12), item(60, null)]);
    expect(targetStatus(summary, 10)).toEqual({ kind: "needed", averageHundredths: 867 }); // 8.666… → 8.67
    expect(targetStatus(summary, 12)).toEqual({ kind: "needed", averageHundredths: 1200 });
    expect(targetStatus(summary, 18)).toEqual({ kind: "out-of-reach" }); // 22 needed
    expect(targetStatus(summarize([item(90, 20), item(10, null)]), 18)).toEqual({ kind: "secured" });
  });
  it("says secured or out of reach once everything is entered", () => {
    const done = summarize([item(1, 11)]);
    expect(targetStatus(done, 10)).toEqual({ kind: "secured" });
    expect(targetStatus(done, 12)).toEqual({ kind: "out-of-reach" });
  });
  it("lists admission and the four mentions", () => {
    const targets = targetsFor(summarize([item(1, null)]));
    expect(targets.map((t) => [t.threshold, t.mention, t.status.kind])).toEqual([
      [10, null, "needed"],
      [12, "assez-bien", "needed"],
      [14, "bien", "needed"],
      [16, "tres-bien", "needed"],
      [18, "felicitations", "needed"],
    ]);
  });
});

const markArb = fc.integer({ min: 0, max: 2000 }).map(fromHundredths);
const itemsArb = fc.array(
  fc.record({ coefficient: fc.integer({ min: 1, max: 16 }).map((c) => fraction(c)), mark: markArb }),
  { minLength: 1, maxLength: 20 },
);

describe("§1 grade simulators: properties of the weighted average", () => {
  it("stays within [0, 20]", () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const average = averageOf(summarize(items));
        expect(average).not.toBeNull();
        expect(compare(average ?? fraction(-1), fraction(0))).toBeGreaterThanOrEqual(0);
        expect(compare(average ?? fraction(21), fraction(20))).toBeLessThanOrEqual(0);
      }),
    );
  });
  it("never goes down when one mark goes up", () => {
    fc.assert(
      fc.property(itemsArb, fc.nat(), fc.integer({ min: 0, max: 2000 }), (items, pick, raise) => {
        const index = pick % items.length;
        const before = averageOf(summarize(items)) ?? fraction(0);
        const target = items[index]!;
        const raised = fromHundredths(Math.min(2000, Math.round((target.mark!.num / target.mark!.den) * 100) + raise));
        const after =
          averageOf(summarize(items.map((it, i) => (i === index ? { ...it, mark: raised } : it)))) ?? fraction(0);
        expect(compare(after, before)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it("is unchanged by a mark with coefficient 0", () => {
    fc.assert(
      fc.property(itemsArb, markArb, fc.nat(), (items, mark, at) => {
        const position = at % (items.length + 1);
        const withZero = [...items.slice(0, position), { coefficient: fraction(0), mark }, ...items.slice(position)];
        expect(averageOf(summarize(withZero))).toEqual(averageOf(summarize(items)));
      }),
    );
  });
  it("reaching exactly the average needed on what is left reaches the target", () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(10, 12, 14, 16, 18),
        (items, left, target) => {
          const summary = summarize([...items, { coefficient: fraction(left), mark: null }]);
          const status = targetStatus(summary, target);
          if (status.kind !== "needed") return;
          const finished = summarize([
            ...items,
            { coefficient: fraction(left), mark: fromHundredths(status.averageHundredths) },
          ]);
          expect(compare(averageOf(finished) ?? fraction(0), fraction(target))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
