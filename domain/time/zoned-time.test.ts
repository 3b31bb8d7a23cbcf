import { describe, expect, it } from "vitest";
import { wallClock, zonedMidnight, zoneOffset } from "./zoned-time.ts";

describe("calendar days in a time zone", () => {
  it("reads Paris's offset in winter and in summer", () => {
    expect(zoneOffset(Date.parse("2026-01-15T12:00:00Z"), "Europe/Paris")).toBe(60 * 60_000);
    expect(zoneOffset(Date.parse("2026-07-15T12:00:00Z"), "Europe/Paris")).toBe(2 * 60 * 60_000);
    expect(zoneOffset(Date.parse("2026-07-15T12:00:00Z"), "UTC")).toBe(0);
  });

  it("reads the wall clock to the second", () => {
    expect(new Date(wallClock(Date.parse("2026-07-15T21:30:15.900Z"), "Europe/Paris")).toISOString()).toBe(
      "2026-07-15T23:30:15.000Z",
    );
  });

  it("finds midnight on the nights the clocks change, and rolls a day past the month's end over", () => {
    // 29 March 2026: Paris moves to summer time at 02:00, after a midnight still at UTC+1.
    expect(zonedMidnight(2026, 2, 29, "Europe/Paris").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zonedMidnight(2026, 2, 30, "Europe/Paris").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: back to winter time at 03:00; that day's midnight is still at UTC+2.
    expect(zonedMidnight(2026, 9, 25, "Europe/Paris").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(zonedMidnight(2026, 0, 32, "Europe/Paris").toISOString()).toBe("2026-01-31T23:00:00.000Z");
  });
});
