// Issue 15 (docs/decisions/031-retention.md): the development trigger of the purge job and its report.
import * as v from "valibot";
import { IsoDateTime } from "../common.ts";
import { endpoint } from "../endpoint.ts";

/** Run the purge now, or as if the clock read `at`. */
export const RunPurgeRequest = v.strictObject({ at: v.optional(IsoDateTime) });

export const PurgeReport = v.object({
  at: IsoDateTime,
  sessions: v.number(),
  passwordResets: v.number(),
  mail: v.number(),
  devices: v.number(),
  unpaidOrders: v.number(),
  accountingRecords: v.number(),
  /** Inactive accounts warned by mail in this run. */
  warned: v.number(),
  /** Inactive accounts deleted in this run (their accounting records stay). */
  inactiveAccounts: v.number(),
});
export type PurgeReport = v.InferOutput<typeof PurgeReport>;

/** POST /dev/retention/purge: development only, runs the purge job (as at `at`). */
export const DEV_RUN_PURGE = endpoint({
  method: "POST",
  path: "/dev/retention/purge",
  summary: "Development only: run the retention purge now, or as if the clock read `at`",
  tags: ["dev"],
  body: RunPurgeRequest,
  response: PurgeReport,
  success: { status: 200, description: "What the run deleted and mailed" },
  errors: {},
});
