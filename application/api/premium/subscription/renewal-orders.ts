// Issue 15: the orders of renewals: each charge of a term is an order under the idempotency key of its term and
// attempt (ADR 023), so the key names the subscription and the term it renews; and the one that awaits its member's
// payment when the bank asked for authentication (ADR 029 addendum).
import { renewalAwaitsMember } from "../../../../domain/premium/subscription.ts";
import type { MemberOrder, OrderRepository } from "../checkout/ports.ts";
import type { ManagedSubscription } from "./ports.ts";

/** Issue 15: the idempotency key of the charge of a term's renewal, per attempt. */
export function renewalKey(subscriptionId: string, term: Date, attempt: number): string {
  return `renewal:${subscriptionId}:${term.toISOString()}:${attempt}`;
}

/** Issue 15 (ADR 029 addendum): the subscription and term of a renewal order's key (null: not a renewal's key). */
export function renewalKeyParts(key: string): { subscriptionId: string; term: Date; attempt: number } | null {
  const match = /^renewal:([^:]+):(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):(\d+)$/.exec(key);
  if (match === null) return null;
  const term = new Date(match[2]!);
  return Number.isNaN(term.getTime()) ? null : { subscriptionId: match[1]!, term, attempt: Number(match[3]) };
}

/**
 * Issue 15: the renewal order of a subscription's current term that awaits its member's payment (the last charge
 * of the term, refused for authentication: renewalAwaitsMember), or null.
 */
export async function renewalAwaitingMember(
  orders: Pick<OrderRepository, "findByIdempotencyKey">,
  s: ManagedSubscription,
): Promise<MemberOrder | null> {
  if (s.status !== "past_due" || s.periodEnd === null || s.renewalAttempts < 1) return null;
  const order = await orders.findByIdempotencyKey(s.memberId, renewalKey(s.id, s.periodEnd, s.renewalAttempts));
  if (order === null || order.status === "paid" || order.status === "canceled") return null;
  return renewalAwaitsMember(s, order.failureReason) ? order : null;
}
