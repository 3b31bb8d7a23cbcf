// Small shared pieces of the API contract.
import * as v from "valibot";

/** An answer that only says the request was taken into account. */
export const OkResponse = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkResponse>;

/** An ISO 8601 instant, as the API writes dates and times. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

/**
 * A contract's answer as a port stores it: the named `IsoDateTime` fields as Dates (null kept where the contract
 * allows it), every other field as the contract types it. Ports derive their records from the contract with it.
 */
export type StoredWithDates<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Date | null : Date;
};
