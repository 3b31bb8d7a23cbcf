// Ports of the API's defences: throttling and bot protection.
import type { ResultAsync } from "neverthrow";

/** How many hits a key may take in a window before it is refused. */
export interface RateRule {
  /** Distinguishes counters of different rules for the same subject (e.g. "login-ip"). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits left in the current window (0 when refused). */
  remaining: number;
  /** Hits counted in the current window (this one included for `hit`). */
  count: number;
  /** Seconds until a refused key may try again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every process (Redis) or kept in this process (memory).
 * `peek` reads without counting, `hit` counts one and tells whether the key is now over its limit,
 * `reset` forgets the key (e.g. a successful login clears the account's failures).
 */
export interface RateLimiter {
  peek(rule: RateRule, key: string): Promise<RateDecision>;
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  reset(rule: RateRule, key: string): Promise<void>;
}
export const RateLimiterToken = Symbol("RateLimiter");

/** Why a bot-protection token was refused; `codes` are the verifier's own error codes. */
export type BotCheckFailed = { type: "BotCheckFailed"; codes: string[] };

export interface BotCheckInput {
  token: string;
  /** The caller's address, passed on to the verifier when known. */
  remoteIp: string | null;
  /** Lets the verifier recognise a retried request (Turnstile's idempotency_key). */
  idempotencyKey: string;
  /** The action the widget was rendered for (§7: "subscribe"). */
  expectedAction?: string;
}

/** Checks a bot-protection token server-side (Turnstile siteverify, or the offline development verifier). */
export interface BotVerifier {
  verify(input: BotCheckInput): ResultAsync<void, BotCheckFailed>;
}
export const BotVerifierToken = Symbol("BotVerifier");
