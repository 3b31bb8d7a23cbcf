import { describe, expect, it } from "vitest";
import { isStoredFlagSet, parseStoredTimestamp, storedTimestamp } from "./effects.ts";

describe("§3 stored values", () => {
  it("reads a flag as set only when written by these rules", () => {
    expect(isStoredFlagSet("true")).toBe(true);
    for (const value of [null, undefined, "", "false", "1", "TRUE"]) expect(isStoredFlagSet(value)).toBe(false);
  });
  it("writes and reads back instants", () => {
    expect(storedTimestamp(1_700_000_000_123.7)).toBe("1700000000123");
    expect(parseStoredTimestamp(storedTimestamp(1_700_000_000_123))).toBe(1_700_000_000_123);
    expect(parseStoredTimestamp(" 42 ")).toBe(42);
  });
  it("reads anything else as absent", () => {
    for (const value of [null, undefined, "", "abc", "-5", "1.5", "2026-01-01", "1e9", "9".repeat(16)]) {
      expect(parseStoredTimestamp(value)).toBeNull();
    }
  });
});
