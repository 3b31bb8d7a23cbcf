// Every Vitest file: decorator metadata available, and any console.error fails the test.
import "reflect-metadata";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { setContentImportCache } from "../../adapters/api/content/content-import-cache.ts";

// The test run's content import cache (scripts/test-all.ts; docs/decisions/055): each file parsed and rendered once.
setContentImportCache(process.env.CONTENT_IMPORT_CACHE_DIR);

/**
 * The one message let through: Storybook's React renderer saves and restores React's act flag around each act call,
 * and when a story's act settles after the next story's began, it restores "off" under that one, so React says the
 * environment does not support act (storybookjs/storybook#34708, a race in the test harness, not in the product; it
 * made the ErrorPage stories fail now and then). Every other console.error still fails its test.
 */
const STORYBOOK_ACT_FLAG_NOTICE = "The current testing environment is not configured to support act(";

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith(STORYBOOK_ACT_FLAG_NOTICE)) return;
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const logged = errors;
  errors = [];
  // The messages themselves, so that a failure says what was logged (an Error's own text, not "[…(2)]").
  const texts = logged.map((args) =>
    args
      .map((arg) => (arg instanceof Error ? arg.message : String(arg)))
      .join(" ")
      .slice(0, 400),
  );
  expect(texts, "console.error was called during the test").toEqual([]);
});
