import { describe, expect, it } from "vitest";
import { createI18n, extendI18n, loadCatalog } from "./catalogs.ts";

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

describe("extendI18n", () => {
  it("adds a part's catalogs to the page's messages, merged once per base and catalogs", async () => {
    await loadCatalog("fr", ["common", "premium"]);
    const page = createI18n("fr", ["common"]);
    const part = extendI18n(page, ["premium"]);
    expect(Object.keys(part.messages).length).toBeGreaterThan(Object.keys(page.messages).length);
    for (const id of Object.keys(page.messages)) expect(part.messages[id]).toEqual(page.messages[id]);
    // Another request's page instance shares the base messages: its part shares the merge.
    expect(extendI18n(createI18n("fr", ["common"]), ["premium"]).messages).toBe(part.messages);
    expect(Object.isFrozen(part.messages)).toBe(true);
    expect(extendI18n(page, ["premium", "content"]).messages).not.toBe(part.messages);
  });

  it("does not keep an extension made before its catalog was loaded", async () => {
    await loadCatalog("en", ["common"]);
    const page = createI18n("en", ["common"]);
    const before = extendI18n(page, ["simulators"]);
    await loadCatalog("en", ["simulators"]);
    const after = extendI18n(page, ["simulators"]);
    expect(Object.keys(after.messages).length).toBeGreaterThan(Object.keys(before.messages).length);
  });
});
