import { describe, expect, it } from "vitest";
import { isContentPath, normalizeContentPath } from "./content-path.ts";

describe("§7 content paths", () => {
  it("drops slashes at either end and lowercases", () => {
    expect(normalizeContentPath("/Revisions/Lycee/")).toBe("revisions/lycee");
    expect(normalizeContentPath("  / ")).toBe("");
  });
  it("refuses odd segments, more than 16 segments and more than 512 characters", () => {
    expect(normalizeContentPath("revisions/../etc")).toBeNull();
    expect(normalizeContentPath("a/".repeat(16) + "a")).toBeNull();
    expect(normalizeContentPath("a/".repeat(15) + "a")).toBe("a/".repeat(15) + "a");
    expect(normalizeContentPath("a".repeat(100) + "/" + "b".repeat(100) + "/" + "c".repeat(100) + "/" + "d".repeat(100) + "/" + "e".repeat(120))).toBeNull();
  });
  it("issue 14: a page asks the API only for a path the API accepts as written", () => {
    expect(isContentPath("/exams/bac/")).toBe(true);
    expect(isContentPath("")).toBe(true);
    expect(isContentPath("Exams/Bac")).toBe(false);
    expect(isContentPath(Array.from({ length: 17 }, (_, i) => `s${i}`).join("/"))).toBe(false);
  });
});
