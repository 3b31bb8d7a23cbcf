import { describe, expect, it } from "vitest";
import { BREAKPOINTS, usesBurgerMenu } from "./tokens.ts";

describe("§9 layout tokens", () => {
  it("lists the four breakpoints", () => {
    expect(Object.values(BREAKPOINTS)).toEqual([600, 960, 1264, 1350]);
  });
  it("uses the burger menu below 1350px", () => {
    expect(usesBurgerMenu(1349)).toBe(true);
    expect(usesBurgerMenu(1350)).toBe(false);
  });
});
