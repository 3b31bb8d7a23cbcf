import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryLocaleStore } from "../../../adapters/memory/memory-locale-store.ts";
import { LocalePreferenceStoreToken } from "./ports.ts";
import { ResolveLocale } from "./resolve-locale.ts";

function setup(stored: string | null = null) {
  const store = new MemoryLocaleStore(stored);
  const container = root.createChildContainer();
  container.registerInstance(LocalePreferenceStoreToken, store);
  return { store, useCase: container.resolve(ResolveLocale) };
}

describe("ResolveLocale", () => {
  it("remembers lang=en and uses it", () => {
    const { store, useCase } = setup();
    expect(useCase.execute({ url: new URL("http://x/?lang=en"), acceptLanguage: null })).toBe("en");
    expect(store.read()).toBe("en");
  });
  it("uses the stored locale on a later visit without lang", () => {
    const { useCase } = setup("en");
    expect(useCase.execute({ url: new URL("http://x/bac"), acceptLanguage: "fr-FR" })).toBe("en");
  });
  it("falls back to the browser language, without storing it", () => {
    const { store, useCase } = setup();
    expect(useCase.execute({ url: new URL("http://x/"), acceptLanguage: "en-EN,en;q=0.9" })).toBe("en");
    expect(store.read()).toBeNull();
  });
  it("forces French on /reset", () => {
    const { useCase } = setup("en");
    expect(useCase.execute({ url: new URL("http://x/reset"), acceptLanguage: "en" })).toBe("fr");
  });
});
