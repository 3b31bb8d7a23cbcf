// The revision coach (issue 30): what a member chooses, checked. The exams they prepare (from the calendar, each with
// the session's date or one of their own: a mock exam, a booked TOEIC) and the minutes they can give each weekday.
// Refused, never clamped: a setting is what the member chose or an error to show.
import { err, ok, type Result } from "neverthrow";
import { addDays, isDayKey } from "./days.ts";
import { calendarExam, isExamId, type DayKey, type ExamId } from "./exam-calendar.ts";

/** At most this many minutes a day (8 hours). */
export const MAX_MINUTES_PER_DAY = 480;
/** An exam date at most this many days ahead (more than a school year). */
export const MAX_DAYS_AHEAD = 400;

export interface ChosenExam {
  id: ExamId;
  date: DayKey;
}

export interface CoachSettings {
  exams: ChosenExam[];
  /** Minutes each weekday, Monday first. */
  minutesPerWeekday: number[];
  /** The hour (0 to 23, Europe/Paris) of the evening's e-mail reminder; null: no reminder. */
  reminderHour: number | null;
}

export type CoachSettingsError =
  | { type: "ExamUnknown"; index: number }
  | { type: "ExamTwice"; index: number }
  | { type: "ExamDateInvalid"; index: number }
  | { type: "ExamDateRequired"; index: number }
  | { type: "MinutesInvalid"; index: number }
  | { type: "ReminderHourInvalid" };

/** The default week: 45 minutes on school days, an hour on Wednesday and each weekend day. */
export const DEFAULT_MINUTES_PER_WEEKDAY: readonly number[] = [45, 45, 60, 45, 45, 60, 60];

/**
 * The settings a member sends, checked on `today`: known exams, each once, dated (the calendar's date when the member
 * gives none) from today to MAX_DAYS_AHEAD days ahead; seven whole numbers of minutes from 0 to MAX_MINUTES_PER_DAY;
 * a reminder hour from 0 to 23, or none.
 */
export function checkCoachSettings(
  input: {
    exams: readonly { id: string; date?: string | null }[];
    minutesPerWeekday: readonly number[];
    reminderHour?: number | null;
  },
  today: DayKey,
): Result<CoachSettings, CoachSettingsError> {
  const exams: ChosenExam[] = [];
  for (const [index, exam] of input.exams.entries()) {
    if (!isExamId(exam.id)) return err({ type: "ExamUnknown", index });
    if (exams.some((chosen) => chosen.id === exam.id)) return err({ type: "ExamTwice", index });
    const date = exam.date ?? calendarExam(exam.id).date;
    if (date === null) return err({ type: "ExamDateRequired", index });
    if (!isDayKey(date) || date < today || date > addDays(today, MAX_DAYS_AHEAD))
      return err({ type: "ExamDateInvalid", index });
    exams.push({ id: exam.id, date });
  }
  if (input.minutesPerWeekday.length !== 7)
    return err({ type: "MinutesInvalid", index: input.minutesPerWeekday.length });
  for (const [index, minutes] of input.minutesPerWeekday.entries()) {
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES_PER_DAY)
      return err({ type: "MinutesInvalid", index });
  }
  const reminderHour = input.reminderHour ?? null;
  if (reminderHour !== null && (!Number.isInteger(reminderHour) || reminderHour < 0 || reminderHour > 23))
    return err({ type: "ReminderHourInvalid" });
  return ok({
    exams: exams.sort((a, b) => a.date.localeCompare(b.date)),
    minutesPerWeekday: [...input.minutesPerWeekday],
    reminderHour,
  });
}
