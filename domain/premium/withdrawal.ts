// Issue 15, the right of withdrawal of a distance contract (Code de la consommation L221-18: 14 days) and its
// exception for digital content not supplied on a tangible medium (L221-28 13°, with L221-26): the access may start
// at once, during those 14 days, only when the buyer gave their prior express consent to it and acknowledged that
// they thereby lose the right of withdrawal. docs/spec-notes.md cites the texts.
import { SERVICE_TIME_ZONE } from "../time/service-time-zone.ts";
import { wallClock, zonedMidnight } from "../time/zoned-time.ts";

/** L221-18: the right of withdrawal of a distance contract lasts 14 days. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * L221-28 13°: whether an order may be opened (the subscription starts at once when paid): only with the buyer's
 * express consent and acknowledgement, given as one box ticked at checkout (`true`, never a default).
 */
export function mayStartAtOnce(waiver: boolean | null | undefined): boolean {
  return waiver === true;
}

/** The withdrawal period is counted in days in Paris. */

/**
 * L221-18 and L221-19: the instant the right of withdrawal of a contract concluded at `concludedAt` ends. The day of
 * the conclusion does not count; the period ends at the end of the 14th day after it, in Paris; a period that would
 * end on a Saturday or a Sunday runs to the end of the following Monday. (Public holidays also extend it under
 * L221-19; they are not known here, so such a period ends on the holiday itself: docs/decisions/030.)
 */
export function withdrawalDeadline(concludedAt: Date): Date {
  const wall = new Date(wallClock(concludedAt.getTime(), SERVICE_TIME_ZONE));
  const last = new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + WITHDRAWAL_PERIOD_DAYS),
  );
  const weekday = last.getUTCDay();
  const extra = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  // The end of the last day is the start of the next one.
  return zonedMidnight(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + extra + 1, SERVICE_TIME_ZONE);
}

/** Issue 15: whether the buyer of a gift card may still withdraw, and until when (or why not). */
export type GiftCardWithdrawal =
  | { allowed: true; until: Date }
  /** `unpaid`: no contract yet; `withdrawn`: done already; `redeemed`: its content was supplied; `expired`: too late. */
  | { allowed: false; reason: "unpaid" | "withdrawn" | "redeemed" | "expired"; until: Date | null };

/**
 * Issue 15, the right of withdrawal of a bought gift card (L221-18): the card is a contract for digital content whose
 * supply starts only when it is redeemed, so its buyer may withdraw within 14 days of the payment as long as nobody
 * redeemed it (once redeemed, the content was supplied: L221-28 13°). Withdrawing voids the card and refunds it.
 */
export function giftCardWithdrawal(
  card: { paidAt: Date | null; redeemedAt: Date | null; voidedAt: Date | null },
  now: Date,
): GiftCardWithdrawal {
  if (card.paidAt === null) return { allowed: false, reason: "unpaid", until: null };
  const until = withdrawalDeadline(card.paidAt);
  if (card.voidedAt !== null) return { allowed: false, reason: "withdrawn", until };
  if (card.redeemedAt !== null) return { allowed: false, reason: "redeemed", until };
  if (now.getTime() >= until.getTime()) return { allowed: false, reason: "expired", until };
  return { allowed: true, until };
}
