import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { workerCount } from "./workers.ts";

const POSTGRES = "postgres://postgres@127.0.0.1:5432/revizo";

describe("issue 14: how many HTTP workers npm start runs", () => {
  it("runs one process on the embedded PGlite, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount(loadConfig({}), 8)).toBe(1);
    expect(workerCount(loadConfig({ WEB_CONCURRENCY: "4" }), 8)).toBe(1);
  });

  it("runs one worker per core with PostgreSQL, or WEB_CONCURRENCY", () => {
    expect(workerCount(loadConfig({ DATABASE_URL: POSTGRES }), 2)).toBe(2);
    expect(workerCount(loadConfig({ DATABASE_URL: POSTGRES }), 16)).toBe(16);
    expect(workerCount(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "3" }), 16)).toBe(3);
    expect(workerCount(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "1" }), 16)).toBe(1);
  });

  it("refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64", () => {
    for (const value of ["0", "65", "two", "-1", "1.5"])
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
  });
});
