import { describe, expect, it } from "vitest";
import { FIRST_ACTIVITY_DELAY_MS, planFirstActivity } from "./first-activity.ts";

const now = 1_767_225_600_000;
const effect = { type: "Analytics", event: "first_activity" };

describe("§4 first-activity event", () => {
  it("on the first visit stores fv and schedules the event 10 s later", () => {
    expect(FIRST_ACTIVITY_DELAY_MS).toBe(10_000);
    expect(planFirstActivity({ firstVisitAt: null, now, alreadySent: false })).toEqual({
      kind: "schedule",
      delayMs: 10_000,
      store: { type: "Store", area: "local", key: "fv", value: String(now) },
      effect,
    });
  });
  it("counts the 10 s from the page's arrival when the work starts later", () => {
    expect(planFirstActivity({ firstVisitAt: null, now, arrivedAt: now - 3000, alreadySent: false })).toEqual({
      kind: "schedule",
      delayMs: 7000,
      store: { type: "Store", area: "local", key: "fv", value: String(now - 3000) },
      effect,
    });
    // Arrived more than 10 s ago: at once. An arrival "in the future" (clock change) counts as now.
    expect(planFirstActivity({ firstVisitAt: null, now, arrivedAt: now - 12_000, alreadySent: false })).toMatchObject({
      delayMs: 0,
    });
    expect(planFirstActivity({ firstVisitAt: null, now, arrivedAt: now + 500, alreadySent: false })).toMatchObject({
      delayMs: 10_000,
      store: { value: String(now) },
    });
  });
  it("after a reload within the first 10 s, waits for the rest of them", () => {
    expect(planFirstActivity({ firstVisitAt: now - 4000, now, alreadySent: false })).toEqual({
      kind: "schedule",
      delayMs: 6000,
      store: null,
      effect,
    });
  });
  it("is not sent on later visits", () => {
    expect(planFirstActivity({ firstVisitAt: now - 10_000, now, alreadySent: false })).toEqual({ kind: "none" });
    expect(planFirstActivity({ firstVisitAt: now - 86_400_000, now, alreadySent: false })).toEqual({ kind: "none" });
  });
  it("is not sent for a first-visit time in the future", () => {
    expect(planFirstActivity({ firstVisitAt: now + 1, now, alreadySent: false })).toEqual({ kind: "none" });
  });
  it("is sent once only", () => {
    expect(planFirstActivity({ firstVisitAt: null, now, alreadySent: true })).toEqual({ kind: "none" });
    expect(planFirstActivity({ firstVisitAt: now - 1000, now, alreadySent: true })).toEqual({ kind: "none" });
  });
});
