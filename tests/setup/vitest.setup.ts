// Every Vitest file: decorator metadata available, and any console.error fails the test.
import "reflect-metadata";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { setContentImportCache } from "../../adapters/api/content/content-import-cache.ts";

// The test run's content import cache (scripts/test-all.ts; docs/decisions/055): each file parsed and rendered once.
setContentImportCache(process.env.CONTENT_IMPORT_CACHE_DIR);

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const logged = errors;
  errors = [];
  expect(logged, "console.error was called during the test").toEqual([]);
});
