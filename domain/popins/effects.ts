// §3 "Browser storage", §7 analytics: side effects described as data. The popin and banner rules return them;
// the application layer performs them (writes storage, pushes analytics events, calls the API).

/** §3: the two browser storage areas. */
export type StorageArea = "local" | "session";

/** §3: write `value` under `key` in a storage area. */
export interface StoreEffect {
  type: "Store";
  area: StorageArea;
  key: string;
  value: string;
}

/** §7: push an analytics event, named by a code the application layer maps to its data-layer name. */
export interface AnalyticsEffect<Event extends string> {
  type: "Analytics";
  event: Event;
}

/** §3: the value written for a boolean flag that is set. */
export const STORED_FLAG_VALUE = "true";

/** §3: whether a stored flag is set. */
export function isStoredFlagSet(value: string | null | undefined): boolean {
  return value === STORED_FLAG_VALUE;
}

/** §3: a stored instant as written by these rules (milliseconds since the epoch, in decimal), else null. */
export function parseStoredTimestamp(value: string | null | undefined): number | null {
  const text = value?.trim() ?? "";
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** §3: the stored form of an instant (milliseconds since the epoch). */
export function storedTimestamp(now: number): string {
  return String(Math.trunc(now));
}
