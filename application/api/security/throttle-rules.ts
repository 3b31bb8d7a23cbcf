// The throttling policy of the API, in one table. Counters are keyed by rule name and subject (account,
// member or address); the limiter (application/api/security/ports.ts) counts, the use cases and routes name a rule.
import { normalizeEmail } from "../../../domain/validation/email.ts";
import type { RateRule } from "./ports.ts";

export const RATE_RULES = {
  /**
   * Failed logins per (account, client address) pair: beyond, that pair is answered 429 until the window ends.
   * The owner, from another address, is not (docs/decisions/022-login-throttling.md).
   */
  loginPair: { name: "login-pair", limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed logins per account (normalised e-mail) from any address, whether or not the account exists (same
   * behaviour for both). Never a refusal: beyond the limit, every attempt on the account waits (loginDelaySeconds).
   */
  loginAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins per client address. Generous: schools put many pupils behind one address. */
  loginIp: { name: "login-ip", limit: 100, windowSeconds: 15 * 60 },
  /**
   * Sign-ups per client address. A class signing up together in one lesson comes from the school's one address
   * (30 pupils and more), so the limit leaves room for two classes an hour; bots are stopped by the sign-up's
   * bot challenge, not by this count.
   */
  signupIp: { name: "signup-ip", limit: 60, windowSeconds: 60 * 60 },
  /** Forgotten-password requests per client address (answered 429 beyond). */
  resetIp: { name: "reset-ip", limit: 20, windowSeconds: 60 * 60 },
  /** Reset e-mails per address: beyond, the request is answered the same but no mail is written. */
  resetEmail: { name: "reset-email", limit: 3, windowSeconds: 60 * 60 },
  /** Newsletter subscriptions per client address. */
  newsletterIp: { name: "newsletter-ip", limit: 30, windowSeconds: 60 * 60 },
  /** Issue 15: newsletter unsubscriptions (the link's confirmation) per client address. */
  newsletterUnsubscribeIp: { name: "newsletter-unsubscribe-ip", limit: 30, windowSeconds: 60 * 60 },
  /** Wrong current passwords (account deletion) per member. */
  passwordConfirm: { name: "password-confirm", limit: 10, windowSeconds: 15 * 60 },
  /** Coupon checks per client address (guessing codes). */
  couponValidateIp: { name: "coupon-validate-ip", limit: 60, windowSeconds: 10 * 60 },
  /** Checkout sessions opened per member. */
  checkoutMember: { name: "checkout-member", limit: 30, windowSeconds: 10 * 60 },
  /** Gift-card redemptions per member (guessing codes). */
  giftCardMember: { name: "gift-card-member", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The longest wait of a login attempt (seconds): the owner is slowed down, never locked out. */
export const LOGIN_DELAY_MAX_SECONDS = 8;

/**
 * Issue 14 / ADR 022: how long an attempt on an account waits before its password is checked, from the account's
 * recent failures from every address: nothing up to the loginAccount limit, then 1 s, doubling every 5 failures,
 * up to LOGIN_DELAY_MAX_SECONDS.
 */
export function loginDelaySeconds(accountFailures: number): number {
  const over = accountFailures - RATE_RULES.loginAccount.limit;
  if (over < 0) return 0;
  return Math.min(LOGIN_DELAY_MAX_SECONDS, 2 ** Math.floor(over / 5));
}

/** The counter key of a login attempt's (account, address) pair. */
export function loginPairKey(email: string, ip: string | null): string {
  return `${emailKey(email)}|${ip ?? "unknown"}`;
}

/** The counter key of an e-mail address: its normal form (trimmed, lower case). */
export function emailKey(email: string): string {
  return normalizeEmail(email);
}
