// Fixed-window counters in Redis, shared by every process (REDIS_URL). Keys hold a SHA-256 of the subject
// (never an e-mail address in clear). If Redis fails, the in-process limiter answers meanwhile (degraded
// but still protective) and the failure is logged.
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import type { RateDecision, RateLimiter, RateRule } from "../../../application/api/security/ports.ts";
import type { AppLogger } from "../../../application/api/shared/ports.ts";

/** INCR, start the window on the first hit, answer [count, milliseconds left]. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

export class RedisRateLimiter implements RateLimiter {
  private lastFailureLog = 0;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimiter,
    private readonly logger: AppLogger,
    private readonly prefix = "revizo:rl:",
  ) {}

  /** A client for REDIS_URL whose commands give up after 500 ms (the fallback answers then). */
  static connect(url: string): Redis {
    return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  }

  /** Closes the connection (graceful shutdown). */
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  async peek(rule: RateRule, key: string): Promise<RateDecision> {
    try {
      const [count, ttl] = await this.run(PEEK, rule, key);
      return decide(rule, count, count, ttl);
    } catch (error) {
      this.degraded(error);
      return this.fallback.peek(rule, key);
    }
  }

  async hit(rule: RateRule, key: string): Promise<RateDecision> {
    try {
      const [count, ttl] = await this.run(HIT, rule, key);
      return decide(rule, count - 1, count, ttl);
    } catch (error) {
      this.degraded(error);
      return this.fallback.hit(rule, key);
    }
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    try {
      await this.redis.del(this.keyOf(rule, key));
    } catch (error) {
      this.degraded(error);
    }
    await this.fallback.reset(rule, key);
  }

  private async run(script: string, rule: RateRule, key: string): Promise<[number, number]> {
    const reply = (await this.redis.eval(script, 1, this.keyOf(rule, key), String(rule.windowSeconds * 1000))) as [
      number,
      number,
    ];
    return [Number(reply[0]), Number(reply[1])];
  }

  private keyOf(rule: RateRule, key: string): string {
    return `${this.prefix}${rule.name}:${createHash("sha256").update(key).digest("base64url")}`;
  }

  private degraded(error: unknown): void {
    const now = Date.now();
    if (now - this.lastFailureLog < 60_000) return;
    this.lastFailureLog = now;
    this.logger.error("rate_limiter.redis_unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** `before`: hits counted before this one; allowed while under the limit. */
function decide(rule: RateRule, before: number, count: number, ttlMs: number): RateDecision {
  const allowed = before < rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    count,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)),
  };
}
