// Demo accounts for development (never in production): one per situation the product has to show.
// Idempotent: an account that exists is left as it is (with its subscription and family).
import type { CatalogPlanId } from "../../../domain/premium/catalog.ts";
import type { PasswordHasher } from "../account/auth/ports.ts";
import type { FamilyRepository } from "../account/family/ports.ts";
import type { MemberRepository, NewMember, ProfileChanges } from "../account/members/ports.ts";
import type { IdGenerator } from "../shared/ports.ts";

/** The password of every demo account. */
export const DEMO_PASSWORD = "Demo-2026!";

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  birthdate: string;
  /** Null: profiling not done yet. */
  profile: Omit<ProfileChanges, "profiledAt"> | null;
  plan: CatalogPlanId | null;
  /** Children created in this account's family (family plans only). */
  children?: DemoAccount[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "eleve@demo.test",
    firstname: "Léa",
    lastname: "Moreau",
    birthdate: "2009-03-12",
    profile: {
      accessType: "student",
      levelOfEducation: "première",
      currentDegree: "Bac général",
      country: "FR",
      region: "FR",
      username: "lea-demo",
    },
    plan: null,
  },
  {
    email: "premium@demo.test",
    firstname: "Hugo",
    lastname: "Lefèvre",
    birthdate: "2008-09-30",
    profile: {
      accessType: "student",
      levelOfEducation: "terminale",
      currentDegree: "Bac général",
      country: "FR",
      region: "FR",
      username: "hugo-demo",
    },
    plan: "solo-yearly",
  },
  {
    email: "parent@demo.test",
    firstname: "Claire",
    lastname: "Bernard",
    birthdate: "1984-06-02",
    profile: {
      accessType: "parent",
      levelOfEducation: "3ème",
      currentDegree: null,
      country: "FR",
      region: "FR",
      username: "claire-demo",
    },
    plan: "family-yearly",
    children: [
      {
        email: "enfant@demo.test",
        firstname: "Tom",
        lastname: "Bernard",
        birthdate: "2012-11-20",
        profile: { accessType: "student", levelOfEducation: "3ème", currentDegree: null, country: "FR", region: "FR" },
        plan: null,
      },
    ],
  },
  {
    email: "nouveau@demo.test",
    firstname: "Inès",
    lastname: "Garnier",
    birthdate: "2010-01-25",
    profile: null,
    plan: null,
  },
];

/**
 * How a demo account gets its plan: bought as a member buys one (an order, its payment, the receipt, the card kept
 * for renewals), so the account shows what a subscriber's does. One that cannot be made (a card provider other than
 * the sandbox) is logged and leaves the account without a plan.
 */
export interface DemoPurchases {
  buy(memberId: string, planId: CatalogPlanId): Promise<void>;
}

export interface SeedPorts {
  members: MemberRepository;
  purchases: DemoPurchases;
  families: FamilyRepository;
  hasher: PasswordHasher;
  ids: IdGenerator;
}

/** Creates the missing demo accounts; returns the e-mails created. */
export async function seedDemoAccounts(
  ports: SeedPorts,
  now: Date,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | null = null;
  const hash = async () => (passwordHash ??= await ports.hasher.hash(DEMO_PASSWORD));
  const newMember = async (account: DemoAccount): Promise<NewMember> => ({
    id: ports.ids.uuid(),
    email: account.email,
    passwordHash: await hash(),
    firstname: account.firstname,
    lastname: account.lastname,
    birthdate: account.birthdate,
    termsAcceptedAt: now,
    ...(account.profile ? { profile: { ...account.profile, profiledAt: now } } : {}),
  });

  for (const account of accounts) {
    const existing = await ports.members.findByEmail(account.email);
    let holderId = existing?.id ?? null;
    if (!existing) {
      const member = await newMember(account);
      if ((await ports.members.create(member, now)) === "created") {
        created.push(account.email);
        holderId = member.id;
        if (account.plan) await ports.purchases.buy(member.id, account.plan);
      }
    }
    for (const child of account.children ?? []) {
      if (!holderId || (await ports.members.findByEmail(child.email))) continue;
      const outcome = await ports.families.addChild({
        holderId,
        child: await newMember(child),
        maxMembers: Number.MAX_SAFE_INTEGER,
        now,
      });
      if (outcome === "added") created.push(child.email);
    }
  }
  return created;
}
