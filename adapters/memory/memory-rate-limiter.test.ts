import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "./memory-rate-limiter.ts";

const rule = { name: "test", limit: 3, windowSeconds: 60 };

describe("MemoryRateLimiter", () => {
  it("allows `limit` hits in a window, then refuses with the seconds left", async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect(await limiter.peek(rule, "k")).toEqual({ allowed: true, remaining: 3, count: 0, retryAfterSeconds: 0 });
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, "k")).allowed).toBe(true);
    now += 20_000;
    expect(await limiter.peek(rule, "k")).toEqual({ allowed: false, remaining: 0, count: 3, retryAfterSeconds: 40 });
    expect(await limiter.hit(rule, "k")).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 40 });
    now += 40_000;
    expect(await limiter.peek(rule, "k")).toEqual({ allowed: true, remaining: 3, count: 0, retryAfterSeconds: 0 });
  });

  it("keeps keys and rules apart, and forgets a key on reset", async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, "a");
    expect((await limiter.peek(rule, "a")).allowed).toBe(false);
    expect((await limiter.peek(rule, "b")).allowed).toBe(true);
    expect((await limiter.peek({ ...rule, name: "other" }, "a")).allowed).toBe(true);
    await limiter.reset(rule, "a");
    expect((await limiter.peek(rule, "a")).allowed).toBe(true);
  });

  it("keeps at most maxKeys windows, dropping expired then oldest ones", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now, 2);
    await limiter.hit(rule, "old");
    now += 61_000;
    for (let i = 0; i < 3; i++) await limiter.hit(rule, "x");
    await limiter.hit(rule, "y");
    await limiter.hit(rule, "z");
    // "x" was the oldest live window: dropped, so it starts again.
    expect((await limiter.peek(rule, "x")).allowed).toBe(true);
    expect((await limiter.peek(rule, "z")).remaining).toBe(2);
  });
});
