// §6 premium: a member reads premium bodies and answers when they hold a plan giving access now, of
// their own or the family plan of the holder they belong to (the rule of the profile's products and plans).
import type { ContentAccessPolicy, ContentViewer } from "../../../application/api/content/ports.ts";
import type { FamilyRepository } from "../../../application/api/account/family/ports.ts";
import type { Clock } from "../../../application/api/shared/ports.ts";
import type { SubscriptionRepository } from "../../../application/api/premium/subscriptions.ts";

export class SubscriptionContentAccessPolicy implements ContentAccessPolicy {
  private readonly subscriptions: SubscriptionRepository;
  private readonly families: FamilyRepository;
  private readonly clock: Clock;

  constructor(subscriptions: SubscriptionRepository, families: FamilyRepository, clock: Clock) {
    this.subscriptions = subscriptions;
    this.families = families;
    this.clock = clock;
  }

  async canReadPremium(viewer: ContentViewer): Promise<boolean> {
    if (viewer.memberId === null) return false;
    const now = viewer.at ?? this.clock.now();
    const [own, holderId] = await Promise.all([this.subscriptions.activeOf(viewer.memberId, now), this.families.holderOf(viewer.memberId)]);
    if (own.length > 0) return true;
    if (holderId === null) return false;
    const shared = await this.subscriptions.activeOf(holderId, now);
    return shared.some((subscription) => subscription.isFamily);
  }
}
