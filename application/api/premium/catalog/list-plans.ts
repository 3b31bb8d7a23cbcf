// §7 GET /productplans/getanonymeproductplans?country= and GET /productplans/getproductplans: the plans of the
// caller's market, with the member's current plan marked.
import { ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { buyerRegion } from "../../../../domain/region/region.ts";
import type { PlanResponse } from "../../../contracts/premium/plans.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { SubscriptionRepositoryToken, type SubscriptionRepository } from "../subscriptions.ts";
import { marketFor } from "./market.ts";
import { planResponses } from "./plan-views.ts";
import {
  CommerceSettingsToken,
  PlanRepositoryToken,
  type CommerceSettings,
  type Market,
  type PlanRepository,
} from "./ports.ts";

/** §7 plans calls: who asks, from where. */
export interface ListPlansInput {
  /** The request's region (country headers, else FR; for the anonymous list, its `country` parameter first). */
  region: string;
  /** §7: the `country` a member's page chose (it overrides their profile's), or null. */
  chosen?: string | null;
  /** The member asking (getproductplans), or null (anonymous). */
  memberId: string | null;
}

/** §7 plans calls: the market chosen and its plans. */
export interface PlanList {
  market: Market;
  /** The region the market was chosen for (`buyerRegion`: the chosen country, else the profile's, else the request's). */
  region: string;
  plans: PlanResponse[];
}

/** §7 GET /productplans/getanonymeproductplans and /getproductplans. */
@injectable()
export class ListPlans {
  constructor(
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(SubscriptionRepositoryToken) private readonly subscriptions: SubscriptionRepository,
    @inject(CommerceSettingsToken) private readonly settings: CommerceSettings,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(input: ListPlansInput): ResultAsync<PlanList, never> {
    return ResultAsync.fromSafePromise(this.run(input));
  }

  private async run({ region, chosen: choice = null, memberId }: ListPlansInput): Promise<PlanList> {
    let current = new Set<string>();
    let chosen: string = region;
    if (memberId !== null) {
      const [member, active] = await Promise.all([
        this.members.findById(memberId),
        this.subscriptions.activeOf(memberId, this.clock.now()),
      ]);
      chosen = buyerRegion({ chosen: choice, profileCountry: member?.country, requestRegion: region });
      current = new Set(active.map((s) => s.planId));
    }
    const market = marketFor(chosen, this.settings.plansTestingMode);
    const stored = await this.plans.listed(market);
    return { market, region: chosen, plans: planResponses(stored, current) };
  }
}
