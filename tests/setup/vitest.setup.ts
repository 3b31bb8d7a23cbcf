// Every Vitest file: decorator metadata available, and any console.error fails the test.
import "reflect-metadata";
import { afterEach, beforeEach, expect, vi } from "vitest";

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
