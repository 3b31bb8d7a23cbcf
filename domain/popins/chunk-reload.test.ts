import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, decideChunkReload, isChunkLoadError } from "./chunk-reload.ts";

const now = 1_767_225_600_000;

describe("§4/§8 chunk-load reload guard", () => {
  it("reloads when no forced reload happened yet, recording the time", () => {
    expect(decideChunkReload(now, null, true)).toEqual({
      reload: true,
      store: { type: "Store", area: "session", key: "chunkReloadAt", value: String(now) },
    });
  });
  it("reloads at most once per 60 s", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(decideChunkReload(now, now - 59_999, true)).toEqual({ reload: false });
    expect(decideChunkReload(now, now, true)).toEqual({ reload: false });
    expect(decideChunkReload(now, now - 60_000, true).reload).toBe(true);
  });
  it("never reloads offline (issue 12)", () => {
    expect(decideChunkReload(now, null, false)).toEqual({ reload: false });
  });
  it("does not stay blocked by a reload time in the future", () => {
    expect(decideChunkReload(now, now + 5000, true).reload).toBe(true);
  });
  it("recognises chunk-load failures of the common browsers", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://x/assets/bac-1a2b.js",
      "error loading dynamically imported module",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/a.css",
      "Loading chunk 42 failed.",
      "Loading CSS chunk vendors-main failed",
      "ChunkLoadError: Loading chunk x failed",
    ]) {
      expect(isChunkLoadError(message), message).toBe(true);
    }
  });
  it("does not take other errors for chunk failures", () => {
    for (const message of ["Failed to fetch", "TypeError: x is undefined", "Loading failed", ""]) {
      expect(isChunkLoadError(message), message).toBe(false);
    }
  });
});
