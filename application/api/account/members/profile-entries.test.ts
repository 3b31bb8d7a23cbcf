import { describe, expect, it } from "vitest";
import {
  isFamilyAccount,
  isPremium,
  parseProfileEntries,
  profileHasFamilyPlan,
  PROFILE_ENTRY_NAMES,
} from "../../../../domain/account/profile.ts";
import type { SubscriptionRecord } from "../../premium/subscriptions.ts";
import { givesAccess } from "../../../../adapters/memory/memory-payment-store.ts";
import { buildProfileEntries, type ProfileFacts } from "./profile-entries.ts";
import type { MemberRecord } from "./ports.ts";

const member: MemberRecord = {
  id: "m-1",
  email: "a@example.org",
  passwordHash: "x",
  firstname: "Ana",
  lastname: "Lopez",
  username: null,
  birthdate: "2009-01-02",
  accessType: "student",
  levelOfEducation: "3ème",
  currentDegree: null,
  country: "FR",
  region: null,
  featureFlags: {},
  profiledAt: new Date("2026-01-01"),
  refreshProfilingStep: null,
  createdAt: new Date("2026-01-01"),
};

const sub = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: "s",
  memberId: "m-1",
  planId: "solo-yearly",
  product: "revizo-premium",
  provider: "sandbox",
  providerReference: null,
  status: "active",
  isFamily: false,
  periodStart: new Date("2026-01-01T00:00:00Z"),
  periodEnd: new Date("2027-01-01T00:00:00Z"),
  ...over,
});

const profileOf = (facts: ProfileFacts) => parseProfileEntries(buildProfileEntries(facts))._unsafeUnwrap().profile;

describe("buildProfileEntries", () => {
  it("gives every known entry, in the spec's order, with null for unknown values", () => {
    const entries = buildProfileEntries({ member, ownSubscriptions: [], family: null });
    expect(entries.map((e) => e.name)).toEqual([...PROFILE_ENTRY_NAMES]);
    const profile = profileOf({ member, ownSubscriptions: [], family: null });
    expect(profile).toMatchObject({
      username: null,
      currentDegree: null,
      region: null,
      family: [],
      refreshProfiling: null,
      featureFlags: { displayEmail: true },
    });
    expect(isPremium(profile)).toBe(false);
    expect(isFamilyAccount(profile)).toBe(false);
  });

  it("makes a subscriber premium, and shares a family plan with a child only", () => {
    const solo = profileOf({ member, ownSubscriptions: [sub()], family: null });
    expect(isPremium(solo)).toBe(true);
    expect(profileHasFamilyPlan(solo)).toBe(false);

    const holder = { ...member, id: "h" };
    const holderSubs = [
      sub({ isFamily: true, planId: "family-yearly" }),
      sub({ planId: "solo-toeic-pack", product: "revizo-tests-de-langues" }),
    ];
    const child = profileOf({
      member,
      ownSubscriptions: [],
      family: { role: "member", holder, holderSubscriptions: holderSubs, members: [], maxMembers: 5 },
    });
    expect(profileHasFamilyPlan(child)).toBe(true);
    expect(child.products).toEqual(["revizo-premium"]);
    expect(child.plans).toMatchObject([{ id: "family-yearly", viaFamily: true }]);
    expect(isFamilyAccount(child)).toBe(true);
  });

  it("shows the refreshProfiling step and the feature flags as stored", () => {
    const profile = profileOf({
      member: { ...member, refreshProfilingStep: "level", featureFlags: { displayEmail: false } },
      ownSubscriptions: [],
      family: null,
    });
    expect(profile.refreshProfiling).toEqual({ step: "level" });
    expect(profile.featureFlags).toEqual({ displayEmail: false });
  });
});

describe("givesAccess", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("gives access inside the period for active, past_due and canceled subscriptions only", () => {
    expect(givesAccess(sub(), now)).toBe(true);
    expect(givesAccess(sub({ status: "past_due" }), now)).toBe(true);
    expect(givesAccess(sub({ status: "canceled" }), now)).toBe(true);
    expect(givesAccess(sub({ status: "pending" }), now)).toBe(false);
    expect(givesAccess(sub({ status: "expired" }), now)).toBe(false);
    expect(givesAccess(sub({ periodEnd: now }), now)).toBe(false);
    expect(givesAccess(sub({ periodStart: new Date("2026-07-01") }), now)).toBe(false);
    expect(givesAccess(sub({ periodEnd: null }), now)).toBe(true);
  });
});
