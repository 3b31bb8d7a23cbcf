// Small shared pieces of the API contract.
import * as v from "valibot";

/** An answer that only says the request was taken into account. */
export const OkResponse = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkResponse>;

/** A bounded, trimmed, non-empty text. */
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** An ISO 8601 instant, as the API writes dates and times. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

/** A calendar date, YYYY-MM-DD. */
export const IsoDate = v.pipe(v.string(), v.isoDate());
