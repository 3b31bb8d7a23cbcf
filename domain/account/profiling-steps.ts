// §4 "Profiling steps list" and §3 "Browser storage" (profiling_steps): the steps the member has gone
// through in the profiling flow, kept while profiling, cleared at login and when profiling completes.
import * as v from "valibot";

/** §4: the visited profiling steps, in order. */
export type ProfilingSteps = readonly string[];

const StoredSteps = v.array(v.pipe(v.string(), v.nonEmpty()));

/** §3: reads the stored list (JSON text); anything unreadable counts as no step at all. */
export function parseStoredProfilingSteps(raw: string | null | undefined): ProfilingSteps {
  if (!raw) return [];
  try {
    const parsed = v.safeParse(StoredSteps, JSON.parse(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** §3: the stored form of the list. */
export function serializeProfilingSteps(steps: ProfilingSteps): string {
  return JSON.stringify(steps);
}

/** §4: what changes the list. */
export type ProfilingStepsEvent =
  | { readonly type: "stepReached"; readonly step: string }
  | { readonly type: "loggedIn" }
  | { readonly type: "profilingCompleted" };

// Reaching a step already in the list (going back) cuts the list after it, so the list is always the
// path from the first step to the current one.
/** §4: a new step is appended; login and completion of profiling clear the list. */
export function profilingStepsReducer(steps: ProfilingSteps, event: ProfilingStepsEvent): ProfilingSteps {
  switch (event.type) {
    case "stepReached": {
      const index = steps.indexOf(event.step);
      return index === -1 ? [...steps, event.step] : steps.slice(0, index + 1);
    }
    case "loggedIn":
    case "profilingCompleted":
      return [];
  }
}
