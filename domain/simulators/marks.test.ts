import { describe, expect, it } from "vitest";
import { markValue, readMark } from "./marks.ts";
import { fraction } from "./exact.ts";

describe("§1 grade simulators: reading a typed mark", () => {
  it("reads whole marks, dot and comma decimals, with spaces around", () => {
    expect(readMark("12")).toEqual({ kind: "mark", hundredths: 1200 });
    expect(readMark("12.5")).toEqual({ kind: "mark", hundredths: 1250 });
    expect(readMark(" 9,75 ")).toEqual({ kind: "mark", hundredths: 975 });
    expect(readMark("13,50")).toEqual({ kind: "mark", hundredths: 1350 });
    expect(readMark("14,500")).toEqual({ kind: "mark", hundredths: 1450 });
    expect(readMark("8.")).toEqual({ kind: "mark", hundredths: 800 });
    expect(readMark("+3")).toEqual({ kind: "mark", hundredths: 300 });
  });
  it("accepts the bounds 0 and 20", () => {
    expect(readMark("0")).toEqual({ kind: "mark", hundredths: 0 });
    expect(readMark("-0")).toEqual({ kind: "mark", hundredths: 0 });
    expect(readMark("20")).toEqual({ kind: "mark", hundredths: 2000 });
    expect(readMark("20,00")).toEqual({ kind: "mark", hundredths: 2000 });
  });
  it("treats an empty or missing field as not entered", () => {
    expect(readMark("")).toEqual({ kind: "empty" });
    expect(readMark("   ")).toEqual({ kind: "empty" });
    expect(readMark(null)).toEqual({ kind: "empty" });
    expect(readMark(undefined)).toEqual({ kind: "empty" });
  });
  it("refuses text that is not a number", () => {
    for (const raw of ["abc", "12a", "1e1", "12,5,3", ",5", "douze", "1 2"]) {
      expect(readMark(raw)).toEqual({ kind: "error", error: "NotANumber" });
    }
  });
  it("refuses marks out of 0–20", () => {
    for (const raw of ["20.01", "21", "-1", "-0,5", "100", "99999999999999999999"]) {
      expect(readMark(raw)).toEqual({ kind: "error", error: "OutOfRange" });
    }
  });
  it("refuses more than two decimals", () => {
    expect(readMark("12.125")).toEqual({ kind: "error", error: "TooPrecise" });
    expect(readMark("12,001")).toEqual({ kind: "error", error: "TooPrecise" });
  });
  it("gives the exact value of a mark", () => {
    expect(markValue(1250)).toEqual(fraction(25, 2));
  });
});
