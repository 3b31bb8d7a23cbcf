import { describe, expect, it } from "vitest";
import { checkCoachSettings, DEFAULT_MINUTES_PER_WEEKDAY } from "./coach-settings.ts";

const week = [...DEFAULT_MINUTES_PER_WEEKDAY];

describe("the coach's settings", () => {
  it("takes known exams, the calendar's date when none is given, sorted by date", () => {
    const settings = checkCoachSettings(
      {
        exams: [{ id: "bac-spe-maths" }, { id: "bac-francais-ecrit", date: "2027-05-20" }],
        minutesPerWeekday: week,
      },
      "2026-11-24",
    )._unsafeUnwrap();
    expect(settings.exams).toEqual([
      { id: "bac-francais-ecrit", date: "2027-05-20" },
      { id: "bac-spe-maths", date: "2027-06-15" },
    ]);
    expect(settings.minutesPerWeekday).toEqual(week);
    expect(settings.reminderHour).toBeNull();
  });

  it("takes an evening reminder's hour from 0 to 23, a whole hour, or none", () => {
    const check = (reminderHour: number | null) =>
      checkCoachSettings({ exams: [], minutesPerWeekday: week, reminderHour }, "2026-11-24");
    expect(check(18)._unsafeUnwrap().reminderHour).toBe(18);
    expect(check(0)._unsafeUnwrap().reminderHour).toBe(0);
    expect(check(null)._unsafeUnwrap().reminderHour).toBeNull();
    for (const wrong of [24, -1, 18.5, Number.NaN])
      expect(check(wrong)._unsafeUnwrapErr()).toEqual({ type: "ReminderHourInvalid" });
  });

  it("refuses what it cannot plan, naming the field", () => {
    const check = (exams: { id: string; date?: string | null }[], minutes = week) =>
      checkCoachSettings({ exams, minutesPerWeekday: minutes }, "2026-11-24");
    expect(check([{ id: "bac-latin" }])._unsafeUnwrapErr()).toEqual({ type: "ExamUnknown", index: 0 });
    expect(check([{ id: "brevet-maths" }, { id: "brevet-maths" }])._unsafeUnwrapErr()).toEqual({
      type: "ExamTwice",
      index: 1,
    });
    expect(check([{ id: "toeic" }])._unsafeUnwrapErr()).toEqual({ type: "ExamDateRequired", index: 0 });
    expect(check([{ id: "toeic", date: "2026-11-23" }])._unsafeUnwrapErr()).toEqual({
      type: "ExamDateInvalid",
      index: 0,
    });
    expect(check([{ id: "toeic", date: "2028-01-01" }])._unsafeUnwrapErr()).toEqual({
      type: "ExamDateInvalid",
      index: 0,
    });
    expect(check([{ id: "toeic", date: "2027-02-30" }])._unsafeUnwrapErr()).toEqual({
      type: "ExamDateInvalid",
      index: 0,
    });
    expect(check([], [30, 30])._unsafeUnwrapErr()).toEqual({ type: "MinutesInvalid", index: 2 });
    expect(check([], [30, 30, 30, 30, 30, 30, 481])._unsafeUnwrapErr()).toEqual({ type: "MinutesInvalid", index: 6 });
    expect(check([], [30, 30, 30, -1, 30, 30, 30])._unsafeUnwrapErr()).toEqual({ type: "MinutesInvalid", index: 3 });
    expect(check([], [30, 30, 30, 30, 12.5, 30, 30])._unsafeUnwrapErr()).toEqual({ type: "MinutesInvalid", index: 4 });
    expect(check([{ id: "toeic", date: "2026-11-24" }])._unsafeUnwrap().exams).toHaveLength(1);
  });
});
