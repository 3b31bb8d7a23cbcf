import { describe, expect, it } from "vitest";
import {
  countdownParts,
  endExamTimer,
  crossedMilestone,
  isTimeUp,
  pauseExamTimer,
  readExamTimer,
  remainingMs,
  resumeExamTimer,
  spentOnPaperMs,
  startExamTimer,
} from "./exam-timer.ts";

const MIN = 60_000;
const T0 = Date.UTC(2026, 5, 26, 9, 0, 0);

describe("exam timer", () => {
  it("counts down from the duration while it runs", () => {
    const timer = startExamTimer(120, T0);
    expect(remainingMs(timer, T0)).toBe(120 * MIN);
    expect(remainingMs(timer, T0 + 30 * MIN)).toBe(90 * MIN);
    expect(isTimeUp(timer, T0 + 119 * MIN)).toBe(false);
    expect(remainingMs(timer, T0 + 200 * MIN)).toBe(0);
    expect(isTimeUp(timer, T0 + 120 * MIN)).toBe(true);
  });
  it("stops while paused and goes on from where it stopped", () => {
    const paused = pauseExamTimer(startExamTimer(60, T0), T0 + 10 * MIN);
    expect(paused).toEqual({ durationMs: 60 * MIN, elapsedMs: 10 * MIN, runningSince: null });
    expect(remainingMs(paused, T0 + 40 * MIN)).toBe(50 * MIN);
    expect(pauseExamTimer(paused, T0 + 50 * MIN)).toBe(paused);
    const resumed = resumeExamTimer(paused, T0 + 40 * MIN);
    expect(remainingMs(resumed, T0 + 45 * MIN)).toBe(45 * MIN);
    expect(resumeExamTimer(resumed, T0 + 46 * MIN)).toBe(resumed);
  });
  it("ignores a clock that went back and does not resume a finished paper", () => {
    const timer = startExamTimer(1, T0);
    expect(remainingMs(timer, T0 - 5000)).toBe(MIN);
    const done = pauseExamTimer(timer, T0 + 2 * MIN);
    expect(done.elapsedMs).toBe(MIN);
    expect(resumeExamTimer(done, T0 + 3 * MIN)).toBe(done);
  });
  it("reads back only a well-formed stored timer", () => {
    const timer = startExamTimer(30, T0);
    expect(readExamTimer(JSON.parse(JSON.stringify(timer)))).toEqual(timer);
    expect(readExamTimer({ durationMs: -1, elapsedMs: 0, runningSince: null })).toBeNull();
    expect(readExamTimer({ ...timer, extra: 1 })).toBeNull();
    expect(readExamTimer("30")).toBeNull();
  });
});

describe("ending a paper before the time is up (issue 32)", () => {
  it("stops the clock at the time spent, and the paper is over", () => {
    const started = startExamTimer(120, T0);
    const ended = endExamTimer(started, T0 + 83 * 60_000);
    expect(ended).toEqual({ durationMs: 120 * 60_000, elapsedMs: 83 * 60_000, runningSince: null, endedEarly: true });
    expect(isTimeUp(ended, T0 + 200 * 60_000)).toBe(true);
    expect(spentOnPaperMs(ended, T0 + 200 * 60_000)).toBe(83 * 60_000);
    expect(resumeExamTimer(ended, T0 + 90 * 60_000)).toBe(ended);
    expect(readExamTimer(JSON.parse(JSON.stringify(ended)))).toEqual(ended);
  });

  it("is the time running out when it already has", () => {
    const started = startExamTimer(60, T0);
    const late = endExamTimer(started, T0 + 61 * 60_000);
    expect(late.endedEarly).toBeUndefined();
    expect(spentOnPaperMs(late, T0 + 61 * 60_000)).toBe(60 * 60_000);
  });
});

describe("countdownParts", () => {
  it("splits the time left into hours, minutes and seconds, the seconds rounded up", () => {
    expect(countdownParts(3 * 3600_000 + 30 * MIN)).toEqual({ hours: 3, minutes: 30, seconds: 0 });
    expect(countdownParts(61_500)).toEqual({ hours: 0, minutes: 1, seconds: 2 });
    expect(countdownParts(-10)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("crossedMilestone", () => {
  it("announces every half hour, then 15, 10, 5 and 1 minutes left, and the end", () => {
    expect(crossedMilestone(90 * MIN + 500, 90 * MIN - 500)).toBe(90);
    expect(crossedMilestone(15 * MIN + 1000, 15 * MIN)).toBe(15);
    expect(crossedMilestone(MIN + 1, MIN - 999)).toBe(1);
    expect(crossedMilestone(1000, 0)).toBe(0);
  });
  it("stays silent between milestones, and when time did not go down", () => {
    expect(crossedMilestone(44 * MIN, 43 * MIN)).toBeNull();
    expect(crossedMilestone(10 * MIN, 10 * MIN)).toBeNull();
    expect(crossedMilestone(0, 0)).toBeNull();
  });
  it("gives the lowest milestone when a long gap (a sleeping tab) crossed several", () => {
    expect(crossedMilestone(40 * MIN, 4 * MIN)).toBe(5);
  });
});
