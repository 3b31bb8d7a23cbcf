// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { WebStorage } from "./web-storage.ts";

describe("WebStorage (§3 browser storage)", () => {
  it("reads and writes local and session storage separately", () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    const storage = new WebStorage();
    storage.set("local", "fv", "1");
    storage.set("session", "fv", "2");
    expect(window.localStorage.getItem("fv")).toBe("1");
    expect(storage.get("session", "fv")).toBe("2");
    storage.remove("local", "fv");
    expect(storage.get("local", "fv")).toBeNull();
  });

  it("never throws when storage is blocked or full", () => {
    const blocked = {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
      sessionStorage: {
        getItem: () => {
          throw new Error("x");
        },
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
        removeItem: () => {
          throw new Error("x");
        },
      } as unknown as Storage,
    };
    const storage = new WebStorage(blocked);
    expect(storage.get("local", "a")).toBeNull();
    expect(() => storage.set("session", "a", "b")).not.toThrow();
    expect(storage.get("session", "a")).toBeNull();
    expect(() => storage.remove("session", "a")).not.toThrow();
    expect(() => storage.set("local", "a", "b")).not.toThrow();
  });
});
