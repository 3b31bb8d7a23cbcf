import { describe, expect, it } from "vitest";
import { BrowserErrorReporter, MAX_REPORTS_PER_PAGE } from "./browser-error-reporter.ts";

const error = { kind: "http", status: 500, path: "/profile", code: "InternalError" } as const;

describe("BrowserErrorReporter (§8)", () => {
  it("logs, and posts a JSON report to the DSN", () => {
    const logs: unknown[] = [];
    const sent: [string, string][] = [];
    const reporter = new BrowserErrorReporter({
      dsn: "https://errors.example.org/report",
      release: "6.10.0",
      log: (_m, e) => logs.push(e),
      send: (url, body) => sent.push([url, body]),
      page: () => "/bac",
      now: () => Date.UTC(2026, 0, 1),
    });
    reporter.report(error);
    expect(logs).toEqual([error]);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe("https://errors.example.org/report");
    expect(JSON.parse(sent[0]![1])).toEqual({ error, page: "/bac", at: "2026-01-01T00:00:00.000Z", release: "6.10.0" });
  });

  it("only logs without a DSN, caps the reports and never throws", () => {
    const sent: string[] = [];
    const quiet = new BrowserErrorReporter({
      dsn: null,
      release: "x",
      log: () => undefined,
      send: (u) => sent.push(u),
    });
    quiet.report(error);
    expect(sent).toEqual([]);
    const capped = new BrowserErrorReporter({
      dsn: "https://e",
      release: "x",
      log: () => undefined,
      send: (u) => sent.push(u),
      page: () => "/",
    });
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i += 1) capped.report(error);
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
    const broken = new BrowserErrorReporter({
      dsn: "https://e",
      release: "x",
      log: () => {
        throw new Error("console gone");
      },
    });
    expect(() => broken.report(error)).not.toThrow();
  });
});
