import { describe, expect, it } from "vitest";
import {
  MOUSE_LEAVE_POPIN_ENABLED,
  MOUSE_LEAVE_THROTTLE_MS,
  mouseLeavePopinShownEffect,
  mouseLeaveThrottleElapsed,
  shouldShowMouseLeavePopin,
} from "./mouse-leave.ts";

const day = 86_400_000;
const t0 = 1_767_225_600_000; // 2026-01-01T00:00:00Z

describe("§4 mouse-leave popin", () => {
  it("is disabled", () => {
    expect(MOUSE_LEAVE_POPIN_ENABLED).toBe(false);
    expect(shouldShowMouseLeavePopin(t0, null)).toBe(false);
  });
  it("throttles to once a day", () => {
    expect(MOUSE_LEAVE_THROTTLE_MS).toBe(day);
    expect(mouseLeaveThrottleElapsed(t0, null)).toBe(true);
    expect(mouseLeaveThrottleElapsed(t0 + day - 1, t0)).toBe(false);
    expect(mouseLeaveThrottleElapsed(t0 + day, t0)).toBe(true);
    expect(mouseLeaveThrottleElapsed(t0, t0 + 5000)).toBe(true);
  });
  it("would follow the throttle if enabled", () => {
    expect(shouldShowMouseLeavePopin(t0, null, true)).toBe(true);
    expect(shouldShowMouseLeavePopin(t0 + 1000, t0, true)).toBe(false);
    expect(shouldShowMouseLeavePopin(t0 + day, t0, true)).toBe(true);
  });
  it("stores the time it was shown under newsletterLastPopupDateMouseLeave", () => {
    expect(mouseLeavePopinShownEffect(t0)).toEqual({
      type: "Store",
      area: "local",
      key: "newsletterLastPopupDateMouseLeave",
      value: String(t0),
    });
  });
});
