import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStoredProfilingSteps, profilingStepsReducer, serializeProfilingSteps } from "./profiling-steps.ts";

describe("§4 profiling steps list", () => {
  it("keeps the steps while profiling", () => {
    let steps = profilingStepsReducer([], { type: "stepReached", step: "accessType" });
    steps = profilingStepsReducer(steps, { type: "stepReached", step: "level" });
    steps = profilingStepsReducer(steps, { type: "stepReached", step: "birthdate" });
    expect(steps).toEqual(["accessType", "level", "birthdate"]);
  });
  it("cuts the list back when the member returns to an earlier step", () => {
    expect(profilingStepsReducer(["a", "b", "c"], { type: "stepReached", step: "b" })).toEqual(["a", "b"]);
    expect(profilingStepsReducer(["a", "b"], { type: "stepReached", step: "b" })).toEqual(["a", "b"]);
  });
  it("is cleared at login and when profiling completes", () => {
    expect(profilingStepsReducer(["a", "b"], { type: "loggedIn" })).toEqual([]);
    expect(profilingStepsReducer(["a", "b"], { type: "profilingCompleted" })).toEqual([]);
  });
  it("never holds a step twice", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d")), (visits) => {
        const steps = visits.reduce(
          (acc, step) => profilingStepsReducer(acc, { type: "stepReached", step }),
          [] as readonly string[],
        );
        expect(new Set(steps).size).toBe(steps.length);
        if (visits.length > 0) expect(steps.at(-1)).toBe(visits.at(-1));
      }),
    );
  });
  it("round-trips through storage and ignores unreadable values", () => {
    expect(parseStoredProfilingSteps(serializeProfilingSteps(["a", "b"]))).toEqual(["a", "b"]);
    expect(parseStoredProfilingSteps(null)).toEqual([]);
    expect(parseStoredProfilingSteps("")).toEqual([]);
    expect(parseStoredProfilingSteps("{oops")).toEqual([]);
    expect(parseStoredProfilingSteps('["a", 2]')).toEqual([]);
    expect(parseStoredProfilingSteps('{"a":1}')).toEqual([]);
  });
});
