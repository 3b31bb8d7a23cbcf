// docs/decisions/012 (addendum "lighthouse"): the Paris formatters of the campaign pages and of the right of
// withdrawal are built at their first use, never when their module loads. Every page's browser bundle holds
// campaign-pages.ts (the popins' timing reads it) without calling it, and a page's first Intl formatter costs a phone
// tens of milliseconds of main thread: built at import, it made every page's module evaluation a long task.
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";

let built: MockInstance<typeof Intl.DateTimeFormat> | undefined;

afterEach(() => {
  built?.mockRestore();
  vi.resetModules();
});

describe("Paris formatters are built at first use", () => {
  it("campaign-pages.ts builds none when it loads, one at its first season check, then reuses it", async () => {
    built = vi.spyOn(Intl, "DateTimeFormat");
    vi.resetModules();
    const { copyFitsDate } = await import("./campaign-pages.ts");
    expect(built).not.toHaveBeenCalled();
    const backToSchool = { slug: "offre-speciale-rentree", kind: "back-to-school" } as const;
    expect(copyFitsDate(backToSchool, new Date("2026-09-15T12:00:00Z"))).toBe(true);
    expect(copyFitsDate(backToSchool, new Date("2026-12-15T12:00:00Z"))).toBe(false);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it("withdrawal.ts builds none when it loads, one at its first deadline, then reuses it", async () => {
    built = vi.spyOn(Intl, "DateTimeFormat");
    vi.resetModules();
    const { withdrawalDeadline } = await import("./withdrawal.ts");
    expect(built).not.toHaveBeenCalled();
    withdrawalDeadline(new Date("2026-03-02T10:00:00Z"));
    withdrawalDeadline(new Date("2026-10-20T10:00:00Z"));
    expect(built).toHaveBeenCalledTimes(1);
  });
});
