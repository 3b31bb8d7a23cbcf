// §3 Profile: the named entries of GET /profile, built from the member, their subscriptions and family.
import type {
  FamilyEntryValue,
  FamilyMemberView,
  ProfileEntry,
  ProfilePlan,
} from "../../../contracts/account/profile.ts";
import type { FamilyMemberRecord } from "../family/ports.ts";
import type { SubscriptionRecord } from "../../premium/subscriptions.ts";
import type { MemberRecord } from "./ports.ts";

export interface ProfileFacts {
  member: MemberRecord;
  /** The member's own subscriptions giving access now. */
  ownSubscriptions: SubscriptionRecord[];
  /** The family this member belongs to (as holder or child), or null. */
  family: {
    role: "holder" | "member";
    holder: Pick<MemberRecord, "id" | "firstname" | "lastname">;
    /** The holder's subscriptions giving access now (only family ones are shared). */
    holderSubscriptions: SubscriptionRecord[];
    /** Children listed to the holder; a child sees none (no sibling's address is shown). */
    members: FamilyMemberRecord[];
    maxMembers: number;
  } | null;
}

function planOf(subscription: SubscriptionRecord, viaFamily: boolean): ProfilePlan {
  return {
    id: subscription.planId,
    product: subscription.product,
    provider: subscription.provider,
    status: subscription.status,
    periodStart: subscription.periodStart.toISOString(),
    periodEnd: subscription.periodEnd?.toISOString() ?? null,
    isFamily: subscription.isFamily,
    viaFamily,
  };
}

/** A child as shown in the family space. */
export function familyMemberView(record: FamilyMemberRecord): FamilyMemberView {
  return {
    id: record.id,
    firstname: record.firstname,
    lastname: record.lastname,
    email: record.email,
    levelOfEducation: record.levelOfEducation,
    addedAt: record.addedAt.toISOString(),
  };
}

/** The plans a member holds: their own, plus the family plan of their holder when they are a child. */
export function plansOf(facts: ProfileFacts): ProfilePlan[] {
  const own = facts.ownSubscriptions.map((s) => planOf(s, false));
  const shared =
    facts.family?.role === "member"
      ? facts.family.holderSubscriptions.filter((s) => s.isFamily).map((s) => planOf(s, true))
      : [];
  return [...own, ...shared];
}

/** §3: every known entry, in the order of the spec's list; unknown values are null. */
export function buildProfileEntries(facts: ProfileFacts): ProfileEntry[] {
  const { member, family } = facts;
  const plans = plansOf(facts);
  const products = [...new Set(plans.map((p) => p.product))];
  const hasFamilyPlan = plans.some((p) => p.isFamily);
  const familyValue: FamilyEntryValue = family
    ? {
        role: family.role,
        holder: { id: family.holder.id, firstname: family.holder.firstname, lastname: family.holder.lastname },
        members: family.members.map(familyMemberView),
        maxMembers: family.maxMembers,
      }
    : [];
  const valueOf = (value: string | null) => (value === null ? null : { value });
  return [
    { name: "products", value: products },
    { name: "plans", value: plans },
    { name: "hasFamilyPlan", value: hasFamilyPlan },
    {
      name: "refreshProfiling",
      value: member.refreshProfilingStep === null ? null : { step: member.refreshProfilingStep },
    },
    { name: "firstname", value: member.firstname },
    { name: "lastname", value: member.lastname },
    { name: "family", value: familyValue },
    { name: "username", value: member.username },
    { name: "email", value: member.email },
    { name: "birthdate", value: member.birthdate },
    { name: "featureFlags", value: { displayEmail: member.featureFlags.displayEmail ?? true } },
    { name: "country", value: member.country === null ? null : { value: member.country, valueId: member.country } },
    { name: "accessType", value: valueOf(member.accessType) },
    { name: "currentDegree", value: valueOf(member.currentDegree) },
    { name: "levelOfEducation", value: valueOf(member.levelOfEducation) },
    { name: "region", value: member.region },
  ];
}
