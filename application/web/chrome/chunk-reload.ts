// §4/§8 "Missing code chunk": one forced page reload, at most once per 60 s. A plain function with its ports as
// arguments (no container): it must work in the page's first script, before any lazy chunk has loaded.
import { CHUNK_RELOAD_STORAGE_KEY, decideChunkReload, isChunkLoadError } from "../../../domain/popins/chunk-reload.ts";
import { parseStoredTimestamp } from "../../../domain/popins/effects.ts";
import type { BrowserStorage, Clock, PageReloader } from "./ports.ts";

export interface ChunkReloadPorts {
  storage: BrowserStorage;
  clock: Clock;
  page: PageReloader;
}

/** §4/§8: reloads the page when `message` is a code-chunk load failure and no forced reload happened in the last 60 s. */
export function reloadAfterChunkError(message: string, ports: ChunkReloadPorts): boolean {
  if (!isChunkLoadError(message)) return false;
  return forceChunkReload(ports);
}

/** §4/§8: the reload itself, for a failure already known to be a missing chunk (e.g. Vite's preload error event). */
export function forceChunkReload({ storage, clock, page }: ChunkReloadPorts): boolean {
  const last = parseStoredTimestamp(storage.get("session", CHUNK_RELOAD_STORAGE_KEY));
  const decision = decideChunkReload(clock.now(), last, page.online());
  if (!decision.reload) return false;
  storage.set(decision.store.area, decision.store.key, decision.store.value);
  page.reload();
  return true;
}
