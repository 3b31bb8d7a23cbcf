// Issue 15, gift cards bought on the site: which plans can be given, the code a card carries (made from random
// characters the caller draws: this module has no randomness), how it is printed, what a buyer may write on it, and
// the state the buyer sees (not used yet / used on a date).
import type { Plan } from "./plan.ts";
import { planDuration } from "./plan-duration.ts";

/** Issue 15: the longest recipient name printed on a card. */
export const GIFT_RECIPIENT_MAX_LENGTH = 60;
/** Issue 15: the longest message printed on a card. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;
/** Issue 15: the characters of a bought card's code (16 of them, grouped by 4 when printed). */
export const GIFT_CODE_LENGTH = 16;

/**
 * Issue 15: whether a plan can be given as a gift card: paid by bank card (the gift-card checkout takes cards only)
 * and for a known length (a card gives one period; a lifetime plan is sold only through its campaign).
 */
export function isGiftablePlan(
  plan: Pick<Plan, "provider" | "fixedDuration" | "fixedDurationUnit" | "renewingPeriodicity">,
): boolean {
  return plan.provider === "card" && planDuration(plan) !== null;
}

/**
 * Issue 15: a card's code from random hexadecimal characters (e.g. the hex digits of fresh UUIDs from the id port):
 * the first 16 letters and digits, upper case. Throws when fewer are given (a caller's bug, never the buyer's).
 */
export function giftCardCodeFrom(randomHex: string): string {
  const characters = randomHex.replace(/[^0-9a-fA-F]/g, "").toUpperCase();
  if (characters.length < GIFT_CODE_LENGTH) throw new Error("a gift-card code needs 16 random characters");
  return characters.slice(0, GIFT_CODE_LENGTH);
}

/** Issue 15: a code as printed and mailed, in groups of four (`ABCD-1234-…`); typing it back ignores the dashes. */
export function formatGiftCardCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join("-");
}

/** Issue 15: what the buyer wrote on the card, trimmed (empty: nothing); null when too long. */
export function giftDedication(input: { recipientName?: string | null; message?: string | null }): {
  recipientName: string | null;
  message: string | null;
} | null {
  const recipientName = (input.recipientName ?? "").trim();
  const message = (input.message ?? "").trim();
  if (recipientName.length > GIFT_RECIPIENT_MAX_LENGTH || message.length > GIFT_MESSAGE_MAX_LENGTH) return null;
  return { recipientName: recipientName === "" ? null : recipientName, message: message === "" ? null : message };
}

/**
 * Issue 15: a bought card as its buyer sees it: waiting for the payment, not used yet, used on a date, or withdrawn
 * (its buyer withdrew within 14 days: voided and refunded).
 */
export type GiftCardState =
  | { state: "pending" }
  | { state: "unused" }
  | { state: "used"; usedAt: Date }
  | { state: "withdrawn"; withdrawnAt: Date };

/** Issue 15: the state of a bought card, from whether it exists yet (paid), when it was voided, and redeemed. */
export function giftCardState(card: {
  issued: boolean;
  redeemedAt: Date | null;
  voidedAt: Date | null;
}): GiftCardState {
  if (!card.issued) return { state: "pending" };
  if (card.voidedAt !== null) return { state: "withdrawn", withdrawnAt: card.voidedAt };
  return card.redeemedAt === null ? { state: "unused" } : { state: "used", usedAt: card.redeemedAt };
}
