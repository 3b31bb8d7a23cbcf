// Small shared pieces of the API contract.
import * as v from "valibot";

/** An answer that only says the request was taken into account. */
export const OkResponse = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkResponse>;

/** An ISO 8601 instant, as the API writes dates and times. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
