// §3 "Marketing-source fields kept", §3 "Browser storage" (initial and current marketing sources): the
// campaign and click identifiers read from a landing URL, and how they are remembered.
import * as v from "valibot";

/** §3: the 17 marketing-source fields. */
export const MARKETING_SOURCE_FIELDS = [
  "utm_id",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "dclid",
  "fbclid",
  "gbraid",
  "gclid",
  "ko_click_id",
  "li_fat_id",
  "msclkid",
  "rtd_cid",
  "ttclid",
  "twclid",
  "wbraid",
] as const;
export type MarketingSourceField = (typeof MARKETING_SOURCE_FIELDS)[number];

/** §3: captured sources: only the fields that had a non-blank value. */
export type MarketingSources = Readonly<Partial<Record<MarketingSourceField, string>>>;

/** §3: the longest value kept for one field (longer values are cut, so storage and cookies stay small). */
export const MAX_SOURCE_VALUE_LENGTH = 500;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_SOURCE_VALUE_LENGTH) : null;
}

function toParams(from: URL | URLSearchParams | string): URLSearchParams {
  if (from instanceof URLSearchParams) return from;
  if (from instanceof URL) return from.searchParams;
  const hash = from.indexOf("#");
  const query = hash === -1 ? from : from.slice(0, hash);
  const start = query.indexOf("?");
  return new URLSearchParams(start === -1 ? query : query.slice(start + 1));
}

/** §3: the marketing sources of a URL (full URL, query string, or parsed parameters); blank values are dropped. */
export function extractMarketingSources(from: URL | URLSearchParams | string): MarketingSources {
  const params = toParams(from);
  const sources: Partial<Record<MarketingSourceField, string>> = {};
  for (const field of MARKETING_SOURCE_FIELDS) {
    const value = clean(params.get(field));
    if (value !== null) sources[field] = value;
  }
  return sources;
}

/** §3: whether any field was captured. */
export function hasMarketingSources(sources: MarketingSources | null): sources is MarketingSources {
  return sources !== null && Object.keys(sources).length > 0;
}

const StoredSources = v.record(v.string(), v.unknown());

/** §3: reads stored sources (JSON); unknown fields and non-text values are dropped; unreadable gives null. */
export function parseStoredMarketingSources(raw: string | null | undefined): MarketingSources | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredSources, json);
  if (!parsed.success) return null;
  const sources: Partial<Record<MarketingSourceField, string>> = {};
  for (const field of MARKETING_SOURCE_FIELDS) {
    const value = parsed.output[field];
    const cleaned = typeof value === "string" ? clean(value) : null;
    if (cleaned !== null) sources[field] = cleaned;
  }
  return hasMarketingSources(sources) ? sources : null;
}

/** §3: the stored form of sources. */
export function serializeMarketingSources(sources: MarketingSources): string {
  return JSON.stringify(sources);
}

/** §3: the sources to keep, and whether storage must be written. */
export interface SourcesUpdate {
  readonly sources: MarketingSources | null;
  readonly write: boolean;
}

/** §3 initial sources (local storage): the first non-empty capture wins and is never replaced. */
export function updateInitialSources(stored: MarketingSources | null, captured: MarketingSources): SourcesUpdate {
  if (hasMarketingSources(stored)) return { sources: stored, write: false };
  if (hasMarketingSources(captured)) return { sources: captured, write: true };
  return { sources: null, write: false };
}

/** §3 current sources (session storage): any capture with at least one source replaces them entirely. */
export function updateCurrentSources(stored: MarketingSources | null, captured: MarketingSources): SourcesUpdate {
  if (hasMarketingSources(captured)) return { sources: captured, write: true };
  return { sources: hasMarketingSources(stored) ? stored : null, write: false };
}
