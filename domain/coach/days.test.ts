import { describe, expect, it } from "vitest";
import { addDays, dayOfInstant, daysBetween, isDayKey, weekday } from "./days.ts";

describe("calendar days", () => {
  it("adds days across months, years and the change to summer time", () => {
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-03-28", 1)).toBe("2027-03-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2026-11-24", "2027-06-14")).toBe(202);
    expect(daysBetween("2027-06-14", "2026-11-24")).toBe(-202);
  });

  it("numbers the weekdays from Monday", () => {
    expect(weekday("2027-06-14")).toBe(0); // a Monday
    expect(weekday("2027-06-20")).toBe(6); // a Sunday
  });

  it("reads the day of an instant and checks day keys", () => {
    expect(dayOfInstant("2027-06-14T22:30:00.000Z")).toBe("2027-06-14");
    expect(isDayKey("2027-06-14")).toBe(true);
    expect(isDayKey("2027-02-30")).toBe(false);
    expect(isDayKey("2027-13-01")).toBe(false);
    expect(isDayKey("14/06/2027")).toBe(false);
  });
});
