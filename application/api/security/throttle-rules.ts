// The throttling rules of the API. Counters are keyed by rule name and subject (account or address).
import type { RateRule } from "./ports.ts";

/** Failed logins per account (normalised e-mail), whether or not the account exists: same behaviour for both. */
export const LOGIN_ACCOUNT_RULE: RateRule = { name: "login-account", limit: 10, windowSeconds: 15 * 60 };
/** Failed logins per client address. Generous: schools put many pupils behind one address. */
export const LOGIN_IP_RULE: RateRule = { name: "login-ip", limit: 100, windowSeconds: 15 * 60 };
/** Sign-ups per client address. */
export const SIGNUP_IP_RULE: RateRule = { name: "signup-ip", limit: 20, windowSeconds: 60 * 60 };
/** Forgotten-password requests per client address (answered 429 beyond). */
export const RESET_IP_RULE: RateRule = { name: "reset-ip", limit: 20, windowSeconds: 60 * 60 };
/** Reset e-mails per address: beyond, the request is answered the same but no mail is written. */
export const RESET_EMAIL_RULE: RateRule = { name: "reset-email", limit: 3, windowSeconds: 60 * 60 };
/** Newsletter subscriptions per client address. */
export const NEWSLETTER_IP_RULE: RateRule = { name: "newsletter-ip", limit: 30, windowSeconds: 60 * 60 };
/** Wrong current passwords (account deletion) per member. */
export const PASSWORD_CONFIRM_RULE: RateRule = { name: "password-confirm", limit: 10, windowSeconds: 15 * 60 };

/** The counter key of an e-mail address: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
