import { describe, expect, it } from "vitest";
import { reminderDue, tasksToRemind } from "./reminders.ts";

describe("the evening reminder", () => {
  const today = "2026-11-26";

  it("is due from the chosen hour, once a day", () => {
    expect(reminderDue({ reminderHour: 18, today, hour: 17, lastRemindedOn: null })).toBe(false);
    expect(reminderDue({ reminderHour: 18, today, hour: 18, lastRemindedOn: null })).toBe(true);
    expect(reminderDue({ reminderHour: 18, today, hour: 22, lastRemindedOn: "2026-11-25" })).toBe(true);
    expect(reminderDue({ reminderHour: 18, today, hour: 22, lastRemindedOn: today })).toBe(false);
  });

  it("is never due without a chosen hour", () => {
    expect(reminderDue({ reminderHour: null, today, hour: 23, lastRemindedOn: null })).toBe(false);
  });

  it("names only tonight's tasks not done yet", () => {
    const tasks = [
      { kind: "review", done: true },
      { kind: "quiz", done: false },
      { kind: "learn", done: false },
    ];
    expect(tasksToRemind(tasks).map((task) => task.kind)).toEqual(["quiz", "learn"]);
    expect(tasksToRemind(tasks.map((task) => ({ ...task, done: true })))).toEqual([]);
  });
});
