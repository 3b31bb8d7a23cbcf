// Issue 15: the orders of renewals. The provider's own subscription charges each term on one invoice (ADR 040); its
// order here is keyed by the subscription and the term (the idempotency key of the order, unique per member), so
// every event about that invoice (refusals, then the payment) reaches the same order. The one that awaits its
// member's payment when the bank asked for authentication carries the provider's page for it (ADR 029 addendum).
import { renewalAwaitsMember } from "../../../../domain/premium/subscription.ts";
import type { MemberOrder, OrderRepository } from "../checkout/ports.ts";
import type { ManagedSubscription } from "./ports.ts";

/** Issue 15: the idempotency key of the order of a term's renewal. */
export function renewalKey(subscriptionId: string, term: Date): string {
  return `renewal:${subscriptionId}:${term.toISOString()}`;
}

/**
 * Issue 15: the renewal order of a subscription's current term that awaits its member's payment (refused for
 * authentication: renewalAwaitsMember, with the provider's page where it is paid), or null.
 */
export async function renewalAwaitingMember(
  orders: Pick<OrderRepository, "findByIdempotencyKey">,
  s: ManagedSubscription,
): Promise<MemberOrder | null> {
  if (s.status !== "past_due" || s.periodEnd === null || s.renewalAttempts < 1) return null;
  const order = await orders.findByIdempotencyKey(s.memberId, renewalKey(s.id, s.periodEnd));
  if (order === null || order.status !== "failed" || order.redirectUrl === null) return null;
  return renewalAwaitsMember(s, order.failureReason) ? order : null;
}
