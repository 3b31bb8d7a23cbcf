import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "../layout/tokens.ts";
import { DEVICE_WIDTH_LIMITS, isHandheld, isMobile, isTablet } from "./device.ts";

describe("§4 device width classes", () => {
  it("uses the sm and md breakpoints of §9 as limits", () => {
    expect(DEVICE_WIDTH_LIMITS.tabletFrom).toBe(BREAKPOINTS.sm);
    expect(DEVICE_WIDTH_LIMITS.desktopFrom).toBe(BREAKPOINTS.md);
  });
  it("is mobile above 0 and below 600", () => {
    expect(isMobile(1)).toBe(true);
    expect(isMobile(599)).toBe(true);
    expect(isMobile(599.5)).toBe(true);
    expect(isMobile(0)).toBe(false);
    expect(isMobile(-10)).toBe(false);
    expect(isMobile(600)).toBe(false);
  });
  it("is tablet from 600 to below 960", () => {
    expect(isTablet(599)).toBe(false);
    expect(isTablet(600)).toBe(true);
    expect(isTablet(959)).toBe(true);
    expect(isTablet(960)).toBe(false);
  });
  it("calls handheld exactly the mobile and tablet widths (0 and unmeasured widths are not)", () => {
    expect(isHandheld(0)).toBe(false);
    expect(isHandheld(Number.NaN)).toBe(false);
    expect(isHandheld(320)).toBe(true);
    expect(isHandheld(959)).toBe(true);
    expect(isHandheld(960)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: -100, max: 5000, noNaN: true }), (width) => {
        expect(isHandheld(width)).toBe(isMobile(width) || isTablet(width));
        expect(isHandheld(width)).toBe(width > 0 && width < 960);
      }),
    );
  });
});
