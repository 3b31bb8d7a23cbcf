import type { RateDecision, RateLimiter, RateRule } from "../../application/api/security/ports.ts";

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed-window counters in this process: the limiter used when REDIS_URL is unset (one process), and in
 * tests. `now` is injectable so tests move time. At most `maxKeys` windows are kept (oldest dropped).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 100_000,
  ) {}

  async peek(rule: RateRule, key: string): Promise<RateDecision> {
    return this.decide(rule, this.current(rule, key)?.count ?? 0, this.current(rule, key));
  }

  async hit(rule: RateRule, key: string): Promise<RateDecision> {
    const id = `${rule.name}:${key}`;
    let window = this.current(rule, key);
    if (!window) {
      window = { count: 0, resetsAt: this.now() + rule.windowSeconds * 1000 };
      this.windows.delete(id);
      this.windows.set(id, window);
      this.prune();
    }
    window.count += 1;
    return this.decide(rule, window.count - 1, window);
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    this.windows.delete(`${rule.name}:${key}`);
  }

  private current(rule: RateRule, key: string): Window | null {
    const window = this.windows.get(`${rule.name}:${key}`);
    return window && window.resetsAt > this.now() ? window : null;
  }

  /** `before`: hits counted before this one; allowed while under the limit. */
  private decide(rule: RateRule, before: number, window: Window | null): RateDecision {
    const allowed = before < rule.limit;
    const used = window?.count ?? 0;
    return {
      allowed,
      remaining: Math.max(0, rule.limit - used),
      count: used,
      retryAfterSeconds: allowed || !window ? 0 : Math.ceil((window.resetsAt - this.now()) / 1000),
    };
  }

  private prune(): void {
    if (this.windows.size <= this.maxKeys) return;
    const now = this.now();
    for (const [id, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(id);
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
