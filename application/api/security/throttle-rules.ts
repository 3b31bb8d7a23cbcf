// The throttling policy of the API, in one table. Counters are keyed by rule name and subject (account,
// member or address); the limiter (application/api/security/ports.ts) counts, the use cases and routes name a rule.
import type { RateRule } from "./ports.ts";

export const RATE_RULES = {
  /** Failed logins per account (normalised e-mail), whether or not the account exists: same behaviour for both. */
  loginAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins per client address. Generous: schools put many pupils behind one address. */
  loginIp: { name: "login-ip", limit: 100, windowSeconds: 15 * 60 },
  /** Sign-ups per client address. */
  signupIp: { name: "signup-ip", limit: 20, windowSeconds: 60 * 60 },
  /** Forgotten-password requests per client address (answered 429 beyond). */
  resetIp: { name: "reset-ip", limit: 20, windowSeconds: 60 * 60 },
  /** Reset e-mails per address: beyond, the request is answered the same but no mail is written. */
  resetEmail: { name: "reset-email", limit: 3, windowSeconds: 60 * 60 },
  /** Newsletter subscriptions per client address. */
  newsletterIp: { name: "newsletter-ip", limit: 30, windowSeconds: 60 * 60 },
  /** Wrong current passwords (account deletion) per member. */
  passwordConfirm: { name: "password-confirm", limit: 10, windowSeconds: 15 * 60 },
  /** Coupon checks per client address (guessing codes). */
  couponValidateIp: { name: "coupon-validate-ip", limit: 60, windowSeconds: 10 * 60 },
  /** Checkout sessions opened per member. */
  checkoutMember: { name: "checkout-member", limit: 30, windowSeconds: 10 * 60 },
  /** Gift-card redemptions per member (guessing codes). */
  giftCardMember: { name: "gift-card-member", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The counter key of an e-mail address: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
