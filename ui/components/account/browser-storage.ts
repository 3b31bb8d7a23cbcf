// §3 "Browser storage" from the account pages: the e-mail of the login and sign-up forms (session storage
// `login`, `register`) and the profiling steps (local storage `profiling_steps`). Only in the browser; a
// storage that refuses (private mode, quota, disabled) is ignored: these values are conveniences.
import {
  parseStoredProfilingSteps,
  profilingStepsReducer,
  serializeProfilingSteps,
  type ProfilingStepsEvent,
} from "../../../domain/session/profiling-steps.ts";
import { LOCAL_STORAGE_KEYS, type SessionStorageKey } from "../../../domain/state/storage-keys.ts";

function storage(kind: "local" | "session"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** §3: a session-storage value (null when absent or unavailable). */
export function readSessionValue(key: SessionStorageKey): string | null {
  try {
    return storage("session")?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** §3: keeps a session-storage value. */
export function writeSessionValue(key: SessionStorageKey, value: string): void {
  try {
    storage("session")?.setItem(key, value);
  } catch {
    // A refused write only loses the convenience.
  }
}

/** §4: applies a profiling-steps event to the stored list (domain reducer); answers the new list. */
export function recordProfilingStep(event: ProfilingStepsEvent): readonly string[] {
  const local = storage("local");
  try {
    const next = profilingStepsReducer(parseStoredProfilingSteps(local?.getItem(LOCAL_STORAGE_KEYS.profilingSteps)), event);
    if (next.length === 0) local?.removeItem(LOCAL_STORAGE_KEYS.profilingSteps);
    else local?.setItem(LOCAL_STORAGE_KEYS.profilingSteps, serializeProfilingSteps(next));
    return next;
  } catch {
    return [];
  }
}
