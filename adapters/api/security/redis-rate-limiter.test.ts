// Runs against the Redis of REDIS_URL (default redis://127.0.0.1:6379) when one answers; skipped otherwise.
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "../../memory/memory-rate-limiter.ts";
import { RedisRateLimiter } from "./redis-rate-limiter.ts";

const url = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setTimeout(300, () => (socket.destroy(), resolve(false)));
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
});

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const rule = { name: "redis-test", limit: 2, windowSeconds: 30 };

describe.skipIf(!reachable)("RedisRateLimiter on a real Redis", () => {
  const redis = reachable ? RedisRateLimiter.connect(url.toString()) : (null as unknown as Redis);
  const prefix = `revizo-test:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("shares one window between limiter instances (processes), then resets", async () => {
    const a = new RedisRateLimiter(redis, new MemoryRateLimiter(), silent, prefix);
    const b = new RedisRateLimiter(redis, new MemoryRateLimiter(), silent, prefix);
    expect(await a.peek(rule, "user@example.org")).toEqual({
      allowed: true,
      remaining: 2,
      count: 0,
      retryAfterSeconds: 0,
    });
    expect((await a.hit(rule, "user@example.org")).allowed).toBe(true);
    expect((await b.hit(rule, "user@example.org")).allowed).toBe(true);
    const refused = await a.hit(rule, "user@example.org");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect((await b.peek(rule, "user@example.org")).allowed).toBe(false);
    // The subject is hashed: no address in the keys.
    expect((await redis.keys(`${prefix}*`)).join()).not.toContain("example.org");
    await b.reset(rule, "user@example.org");
    expect((await a.peek(rule, "user@example.org")).allowed).toBe(true);
  });
});

describe("RedisRateLimiter without Redis", () => {
  it("falls back to the in-process limiter and logs the failure once", async () => {
    const errors: unknown[] = [];
    const broken = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const limiter = new RedisRateLimiter(
      broken,
      new MemoryRateLimiter(),
      { ...silent, error: (m: string) => errors.push(m) },
      "x:",
    );
    expect((await limiter.hit(rule, "k")).allowed).toBe(true);
    expect((await limiter.hit(rule, "k")).allowed).toBe(true);
    expect((await limiter.hit(rule, "k")).allowed).toBe(false);
    expect((await limiter.peek(rule, "k")).allowed).toBe(false);
    await limiter.reset(rule, "k");
    expect((await limiter.peek(rule, "k")).allowed).toBe(true);
    expect(errors).toEqual(["rate_limiter.redis_unavailable"]);
    broken.disconnect();
  });
});
