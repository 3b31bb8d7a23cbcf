import { describe, expect, it } from "vitest";
import { createI18n, loadCatalog } from "./catalogs.ts";

describe("createI18n", () => {
  it("merges a locale's loaded catalogs once: every instance shares the same frozen messages", async () => {
    await loadCatalog("fr", ["common", "content"]);
    const first = createI18n("fr", ["common", "content"]);
    const second = createI18n("fr", ["common", "content"]);
    expect(first).not.toBe(second);
    expect(second.messages).toBe(first.messages);
    expect(Object.isFrozen(first.messages)).toBe(true);
    expect(Object.keys(first.messages).length).toBeGreaterThan(0);
    // Other catalogs, another merge.
    expect(createI18n("fr", ["common"]).messages).not.toBe(first.messages);
  });

  it("does not keep a merge made before a catalog was loaded: the next instance has its messages", async () => {
    const before = createI18n("en", ["common", "premium"]);
    await loadCatalog("en", ["common", "premium"]);
    const after = createI18n("en", ["common", "premium"]);
    expect(Object.keys(after.messages).length).toBeGreaterThan(Object.keys(before.messages).length);
  });
});
