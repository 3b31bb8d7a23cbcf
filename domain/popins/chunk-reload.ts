// §4 and §8 "Missing code chunk": a code chunk that fails to load triggers one forced page reload, at most
// once per 60 s (so a chunk that is really gone does not cause a reload loop).
import { storedTimestamp, type StoreEffect } from "./effects.ts";

/** §9: at most one forced reload per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** §8: session-storage key of the last forced reload (ours; the spec does not name it). */
export const CHUNK_RELOAD_STORAGE_KEY = "chunkReloadAt";

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /chunkloaderror/i,
];

/** §8: whether an error message is a code-chunk load failure (as reported by the common browsers and bundlers). */
export function isChunkLoadError(message: string): boolean {
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * §4/§8: reload unless a forced reload happened less than 60 s ago; a reload records its time. Never offline (issue
 * 12): the reload could not fetch the chunk either, and would lose what the member was doing on a kept page.
 */
export function decideChunkReload(
  now: number,
  lastReloadAt: number | null,
  online: boolean,
): { reload: true; store: StoreEffect } | { reload: false } {
  if (!online) return { reload: false };
  const recent = lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS;
  if (recent) return { reload: false };
  return {
    reload: true,
    store: { type: "Store", area: "session", key: CHUNK_RELOAD_STORAGE_KEY, value: storedTimestamp(now) },
  };
}
