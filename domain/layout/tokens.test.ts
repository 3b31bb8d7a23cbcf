import { describe, expect, it } from "vitest";
import { BREAKPOINTS, headerHeight, usesBurgerMenu } from "./tokens.ts";

describe("§9 layout tokens", () => {
  it("lists the four breakpoints", () => {
    expect(Object.values(BREAKPOINTS)).toEqual([600, 960, 1264, 1350]);
  });
  it("has a 68px header, 80px from 1264px", () => {
    expect(headerHeight(375)).toBe(68);
    expect(headerHeight(1263)).toBe(68);
    expect(headerHeight(1264)).toBe(80);
  });
  it("uses the burger menu below 1350px", () => {
    expect(usesBurgerMenu(1349)).toBe(true);
    expect(usesBurgerMenu(1350)).toBe(false);
  });
});
