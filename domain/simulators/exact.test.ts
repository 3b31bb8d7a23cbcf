import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  add,
  ceilHundredths,
  compare,
  div,
  floorHundredths,
  fraction,
  fromDecimal,
  fromHundredths,
  max,
  min,
  mul,
  sub,
  sum,
} from "./exact.ts";

describe("§1 grade simulators: exact fractions", () => {
  it("reduces and keeps the sign on the numerator", () => {
    expect(fraction(6, 4)).toEqual({ num: 3, den: 2 });
    expect(fraction(3, -6)).toEqual({ num: -1, den: 2 });
    expect(fraction(0, -5)).toEqual({ num: 0, den: 1 });
    expect(Object.is(fraction(0, -5).num, -0)).toBe(false);
    expect(fraction(7)).toEqual({ num: 7, den: 1 });
  });
  it("refuses a zero denominator and unsafe or decimal parts", () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(0.5, 2)).toThrow(RangeError);
    expect(() => fraction(Number.MAX_SAFE_INTEGER + 2, 1)).toThrow(RangeError);
  });
  it("reads decimals and hundredths exactly", () => {
    expect(fromDecimal(1.5)).toEqual({ num: 3, den: 2 });
    expect(fromDecimal(0.1)).toEqual({ num: 1, den: 10 });
    expect(fromHundredths(1250)).toEqual({ num: 25, den: 2 });
  });
  it("adds, subtracts, multiplies and divides without rounding", () => {
    const tenth = fraction(1, 10);
    expect(add(add(tenth, fraction(2, 10)), fraction(0))).toEqual(fraction(3, 10));
    expect(sub(fraction(1), fraction(1, 3))).toEqual(fraction(2, 3));
    expect(mul(fraction(2, 3), fraction(3, 4))).toEqual(fraction(1, 2));
    expect(div(fraction(1, 2), fraction(1, 4))).toEqual(fraction(2));
    expect(sum([])).toEqual(fraction(0));
    expect(sum([tenth, tenth, tenth])).toEqual(fraction(3, 10));
  });
  it("compares and picks the smaller or larger", () => {
    expect(compare(fraction(1, 3), fraction(2, 6))).toBe(0);
    expect(compare(fraction(1, 3), fraction(1, 2))).toBe(-1);
    expect(compare(fraction(1, 2), fraction(1, 3))).toBe(1);
    expect(min(fraction(1, 2), fraction(1, 3))).toEqual(fraction(1, 3));
    expect(max(fraction(1, 2), fraction(1, 3))).toEqual(fraction(1, 2));
  });
  it("rounds to the hundredth down for averages and up for marks needed", () => {
    expect(floorHundredths(fraction(1999, 200))).toBe(999); // 9.995 → 9.99
    expect(ceilHundredths(fraction(1999, 200))).toBe(1000); // 9.995 → 10.00
    expect(floorHundredths(fraction(12))).toBe(1200);
    expect(ceilHundredths(fraction(12))).toBe(1200);
    expect(floorHundredths(fraction(-1, 200))).toBe(-1);
    expect(ceilHundredths(fraction(-1, 200))).toBe(0);
  });
  it("floor ≤ value ≤ ceil, within one hundredth (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const f = fraction(n, d);
        const lo = floorHundredths(f);
        const hi = ceilHundredths(f);
        expect(compare(fraction(lo, 100), f)).toBeLessThanOrEqual(0);
        expect(compare(fraction(hi, 100), f)).toBeGreaterThanOrEqual(0);
        expect(hi - lo).toBeLessThanOrEqual(1);
      }),
    );
  });
});
