import { describe, expect, it } from "vitest";
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "./storage-keys.ts";

describe("§3 browser storage keys", () => {
  it("uses the names of the spec where it gives them", () => {
    expect(LOCAL_STORAGE_KEYS).toMatchObject({
      installationId: "installationId",
      locale: "locale",
      firstVisit: "fv",
      profilingSteps: "profiling_steps",
      newsletterLastPopupDateMouseLeave: "newsletterLastPopupDateMouseLeave",
    });
    expect(SESSION_STORAGE_KEYS).toMatchObject({ login: "login", register: "register" });
  });
  it("never reuses a key, within or across the two storages", () => {
    const all = [...Object.values(LOCAL_STORAGE_KEYS), ...Object.values(SESSION_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(LOCAL_STORAGE_KEYS)).toHaveLength(7);
    expect(Object.keys(SESSION_STORAGE_KEYS)).toHaveLength(4);
  });
});
