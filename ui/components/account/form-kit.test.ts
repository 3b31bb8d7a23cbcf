import { describe, expect, it, vi } from "vitest";
import { lazyFormCheck, type FormCheck } from "./form-kit.tsx";

describe("lazyFormCheck", () => {
  const check: FormCheck<"email"> = (data) => (data.get("email") ? null : { email: "Required" });

  it("has no check before loading, the loaded one after, and imports its code once", async () => {
    const importCheck = vi.fn(() => Promise.resolve(check));
    const lazy = lazyFormCheck(importCheck);
    expect(lazy.current()).toBeUndefined();
    expect(importCheck).not.toHaveBeenCalled();
    await Promise.all([lazy.load(), lazy.load()]);
    await lazy.load();
    expect(importCheck).toHaveBeenCalledTimes(1);
    expect(lazy.current()).toBe(check);
    expect(lazy.current()?.(new FormData())).toEqual({ email: "Required" });
  });

  it("is null (the server checks) when its code cannot load, and never rejects", async () => {
    const lazy = lazyFormCheck<"email">(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await expect(lazy.load()).resolves.toBeUndefined();
    expect(lazy.current()).toBeNull();
  });
});
