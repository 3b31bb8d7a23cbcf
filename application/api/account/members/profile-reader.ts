// Gathers what a profile is built from: the member, their active subscriptions, their family.
import { inject, injectable } from "tsyringe";
import { FamilyRepositoryToken, type FamilyRepository } from "../family/ports.ts";
import { ApiSettingsToken, ClockToken, type ApiSettings, type Clock } from "../../shared/ports.ts";
import { SubscriptionRepositoryToken, type SubscriptionRepository } from "../../premium/subscriptions.ts";
import type { ProfileFacts } from "./profile-entries.ts";
import { MemberRepositoryToken, type MemberRepository } from "./ports.ts";

@injectable()
export class ProfileReader {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(SubscriptionRepositoryToken) private readonly subscriptions: SubscriptionRepository,
    @inject(FamilyRepositoryToken) private readonly families: FamilyRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
  ) {}

  /** Null when the member does not exist (deleted meanwhile). */
  async facts(memberId: string): Promise<ProfileFacts | null> {
    const now = this.clock.now();
    const [member, ownSubscriptions, holderId] = await Promise.all([
      this.members.findById(memberId),
      this.subscriptions.activeOf(memberId, now),
      this.families.holderOf(memberId),
    ]);
    if (!member) return null;
    const maxMembers = this.settings.familyMaxMembers;
    if (holderId !== null) {
      const [holder, holderSubscriptions] = await Promise.all([
        this.members.findById(holderId),
        this.subscriptions.activeOf(holderId, now),
      ]);
      if (holder) {
        return {
          member,
          ownSubscriptions,
          family: { role: "member", holder, holderSubscriptions, members: [], maxMembers },
        };
      }
    }
    const children = await this.families.membersOf(memberId);
    if (children.length > 0 || ownSubscriptions.some((s) => s.isFamily)) {
      return {
        member,
        ownSubscriptions,
        family: {
          role: "holder",
          holder: member,
          holderSubscriptions: ownSubscriptions,
          members: children,
          maxMembers,
        },
      };
    }
    return { member, ownSubscriptions, family: null };
  }
}
