// The timed mode of a practice paper (content/README.md §8): a countdown from the paper's official duration
// that can be paused and resumed. Pure: the time is always an argument (milliseconds since the epoch), so the
// page can keep the state in sessionStorage and rebuild it after a reload.
// Screen readers hear the countdown only at milestones (every half hour, then 15, 10, 5 and 1 minutes left,
// and the end), never every second.
import * as v from "valibot";

export interface ExamTimer {
  durationMs: number;
  /** Time spent in the runs before the current one. */
  elapsedMs: number;
  /** When the current run started; null while paused. */
  runningSince: number | null;
  /** Set when the pupil ended the paper before the time was up (issue 32): the time spent stays what it was. */
  endedEarly?: boolean;
}

const Millis = v.pipe(v.number(), v.finite(), v.minValue(0));

/** A stored timer, checked (sessionStorage holds anything a script wrote). */
export const ExamTimerSchema = v.strictObject({
  durationMs: Millis,
  elapsedMs: Millis,
  runningSince: v.nullable(Millis),
  endedEarly: v.optional(v.boolean()),
});

/** A stored value read back as a timer, or null when it is not one. */
export function readExamTimer(value: unknown): ExamTimer | null {
  const parsed = v.safeParse(ExamTimerSchema, value);
  return parsed.success ? parsed.output : null;
}

export function startExamTimer(durationMinutes: number, now: number): ExamTimer {
  return { durationMs: durationMinutes * 60_000, elapsedMs: 0, runningSince: now };
}

/** Time spent so far (never more than the duration). */
function spentMs(timer: ExamTimer, now: number): number {
  const running = timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince);
  return Math.min(timer.durationMs, timer.elapsedMs + running);
}

export function remainingMs(timer: ExamTimer, now: number): number {
  return timer.durationMs - spentMs(timer, now);
}

/** Time spent on the paper: what the pupil composed, up to the duration. */
export function spentOnPaperMs(timer: ExamTimer, now: number): number {
  return spentMs(timer, now);
}

/** Whether the paper is over: its time is up, or the pupil ended it. */
export function isTimeUp(timer: ExamTimer, now: number): boolean {
  return timer.endedEarly === true || remainingMs(timer, now) === 0;
}

/** The pupil ends the paper now: the clock stops at the time spent (corrections open, the time spent is kept). */
export function endExamTimer(timer: ExamTimer, now: number): ExamTimer {
  const stopped = pauseExamTimer(timer, now);
  return remainingMs(stopped, now) === 0 ? stopped : { ...stopped, endedEarly: true };
}

export function pauseExamTimer(timer: ExamTimer, now: number): ExamTimer {
  if (timer.runningSince === null) return timer;
  return { ...timer, elapsedMs: spentMs(timer, now), runningSince: null };
}

export function resumeExamTimer(timer: ExamTimer, now: number): ExamTimer {
  if (timer.runningSince !== null || isTimeUp(timer, now)) return timer;
  return { ...timer, runningSince: now };
}

/** Hours, minutes and seconds left, the seconds rounded up (a countdown shows 0:00:01 until the very end). */
export function countdownParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const MINUTE = 60_000;
const FIXED_MILESTONES = [15 * MINUTE, 10 * MINUTE, 5 * MINUTE, MINUTE, 0];

/**
 * The milestone crossed between two readings of the remaining time (`before` > `after`), in minutes left, or
 * null: every half hour, then 15, 10, 5 and 1 minutes, and 0 (time is up). The lowest one crossed wins.
 */
export function crossedMilestone(beforeMs: number, afterMs: number): number | null {
  if (afterMs >= beforeMs) return null;
  const marks = [...FIXED_MILESTONES];
  for (let mark = 30 * MINUTE; mark < beforeMs; mark += 30 * MINUTE) marks.push(mark);
  const crossed = marks.filter((mark) => afterMs <= mark && beforeMs > mark);
  return crossed.length === 0 ? null : Math.min(...crossed) / MINUTE;
}
