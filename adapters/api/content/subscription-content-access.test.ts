import { describe, expect, it } from "vitest";
import type { FamilyRepository } from "../../../application/api/account/family/ports.ts";
import type { SubscriptionRecord, SubscriptionRepository } from "../../../application/api/premium/subscriptions.ts";
import { SubscriptionContentAccessPolicy } from "./subscription-content-access.ts";

const now = new Date("2026-03-01T00:00:00Z");

function subscription(memberId: string, isFamily: boolean): SubscriptionRecord {
  return {
    id: `${memberId}-sub`,
    memberId,
    planId: isFamily ? "family-yearly" : "solo-yearly",
    product: "premium",
    provider: "sandbox",
    providerReference: null,
    status: "active",
    isFamily,
    periodStart: new Date("2026-01-01T00:00:00Z"),
    periodEnd: new Date("2027-01-01T00:00:00Z"),
  };
}

function policy(active: Record<string, SubscriptionRecord[]>, holders: Record<string, string>) {
  const asked: Date[] = [];
  const subscriptions = {
    activeOf: async (memberId: string, at: Date) => {
      asked.push(at);
      return active[memberId] ?? [];
    },
  } as unknown as SubscriptionRepository;
  const families = { holderOf: async (memberId: string) => holders[memberId] ?? null } as unknown as FamilyRepository;
  return { policy: new SubscriptionContentAccessPolicy(subscriptions, families, { now: () => now }), asked };
}

describe("SubscriptionContentAccessPolicy", () => {
  it("lets a member with an active plan of their own read premium content, at the clock's time", async () => {
    const { policy: p, asked } = policy({ solo: [subscription("solo", false)] }, {});
    expect(await p.canReadPremium({ memberId: "solo" })).toBe(true);
    expect(asked).toEqual([now]);
  });

  it("lets a child read through the holder's family plan, not through a solo plan of the holder", async () => {
    const { policy: family } = policy({ parent: [subscription("parent", true)] }, { child: "parent" });
    expect(await family.canReadPremium({ memberId: "child" })).toBe(true);
    const { policy: solo } = policy({ parent: [subscription("parent", false)] }, { child: "parent" });
    expect(await solo.canReadPremium({ memberId: "child" })).toBe(false);
  });

  it("refuses members without plan and visitors", async () => {
    const { policy: p, asked } = policy({}, {});
    expect(await p.canReadPremium({ memberId: "nobody" })).toBe(false);
    expect(await p.canReadPremium({ memberId: null })).toBe(false);
    expect(asked).toHaveLength(1);
  });
});
