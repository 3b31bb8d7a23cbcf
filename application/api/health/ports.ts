import type { ResultAsync } from "neverthrow";

export type DatabaseUnavailable = { type: "DatabaseUnavailable"; reason: string };

/** Checks that the database answers a trivial query. */
export interface DatabaseProbe {
  /** Which engine answers: "pglite" (embedded) or "postgres". */
  readonly engine: "pglite" | "postgres";
  ping(): ResultAsync<void, DatabaseUnavailable>;
}
export const DatabaseProbeToken = Symbol("DatabaseProbe");

/** Monotonic milliseconds, for measuring latency (a port so tests control time). */
export interface Stopwatch {
  now(): number;
}
export const StopwatchToken = Symbol("Stopwatch");
