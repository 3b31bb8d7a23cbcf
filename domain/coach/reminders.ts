// The evening reminder of the revision coach (issue 30): an e-mail at the hour the member chose (Europe/Paris), once a
// day, and only when tonight's plan still holds something to do. Pure: the day, the hour and what was sent come in.
import type { DayKey } from "./exam-calendar.ts";
import type { PlanTask } from "./exam-plan.ts";

/** Whether the reminder is due now: the chosen hour has come today and today's was not sent yet. */
export function reminderDue(input: {
  reminderHour: number | null;
  today: DayKey;
  hour: number;
  lastRemindedOn: DayKey | null;
}): boolean {
  if (input.reminderHour === null || input.hour < input.reminderHour) return false;
  return input.lastRemindedOn === null || input.lastRemindedOn < input.today;
}

/** The tasks a reminder names: tonight's not done yet (none: no reminder is sent). */
export function tasksToRemind<T extends Pick<PlanTask, "done">>(tasks: readonly T[]): T[] {
  return tasks.filter((task) => !task.done);
}
