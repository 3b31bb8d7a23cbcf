import { describe, expect, it } from "vitest";
import type { MemberOrder } from "../checkout/ports.ts";
import type { ManagedSubscription } from "./ports.ts";
import { renewalAwaitingMember, renewalKey } from "./renewal-orders.ts";

const term = new Date("2027-11-25T11:00:00.000Z");
const subscription = (over: Partial<ManagedSubscription> = {}) =>
  ({
    id: "5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11",
    memberId: "member-1",
    status: "past_due",
    periodEnd: term,
    renewalAttempts: 1,
    ...over,
  }) as ManagedSubscription;
const order = (over: Partial<MemberOrder> = {}) =>
  ({
    id: "order-1",
    memberId: "member-1",
    idempotencyKey: renewalKey("5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11", term),
    status: "failed",
    failureReason: "authentication_required",
    redirectUrl: "https://pay.example/in_1",
    ...over,
  }) as MemberOrder;
/** Orders found by (member, key), as the repository answers. */
const ordersOf = (...stored: MemberOrder[]) => ({
  findByIdempotencyKey: async (memberId: string, key: string) =>
    stored.find((o) => o.memberId === memberId && o.idempotencyKey === key) ?? null,
});

describe("renewal orders (ADR 040)", () => {
  it("one key per subscription and term", () => {
    expect(renewalKey("5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11", term)).toBe(
      "renewal:5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11:2027-11-25T11:00:00.000Z",
    );
  });
  it("the current term's refused order awaits its member when the bank asked to authenticate and a page exists", async () => {
    expect(await renewalAwaitingMember(ordersOf(order()), subscription())).toMatchObject({ id: "order-1" });
    expect(await renewalAwaitingMember(ordersOf(order({ failureReason: "card_declined" })), subscription())).toBeNull();
    expect(await renewalAwaitingMember(ordersOf(order({ redirectUrl: null })), subscription())).toBeNull();
    expect(await renewalAwaitingMember(ordersOf(order({ status: "paid" })), subscription())).toBeNull();
  });
  it("nothing for a subscription not past due, or whose term has no refused order", async () => {
    expect(await renewalAwaitingMember(ordersOf(order()), subscription({ status: "active" }))).toBeNull();
    expect(await renewalAwaitingMember(ordersOf(order()), subscription({ renewalAttempts: 0 }))).toBeNull();
    const later = new Date(term.getTime() + 365 * 86_400_000);
    expect(await renewalAwaitingMember(ordersOf(order()), subscription({ periodEnd: later }))).toBeNull();
  });
});
