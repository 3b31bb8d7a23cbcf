// §3 Offer campaign, §2 campaign pages, §9 windows and countdowns: GET /campaigns and GET /campaigns/{slug},
// with each record's state and countdown at the server's time (a Clock port, so tests control it).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { campaignStatus, countdownAt, isBannerPage, splitRemaining } from "../../../../domain/premium/campaign.ts";
import { distinctOffers, isPersonalLink, offerGroup } from "../../../../domain/premium/campaign-pages.ts";
import type {
  CampaignDetailResponse,
  CampaignListResponse,
  CampaignResponse,
  CampaignState,
  CurrentOffer,
} from "../../../contracts/premium/campaigns.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { planResponses } from "./plan-views.ts";
import {
  CampaignRepositoryToken,
  PlanRepositoryToken,
  type CampaignRepository,
  type PlanRepository,
  type StoredCampaign,
  type StoredPlan,
} from "./ports.ts";

/** §9 campaign windows: the domain's status, named for the API (active is "live"). */
export function campaignState(campaign: Pick<StoredCampaign, "startDate" | "endDate">, at: Date): CampaignState {
  const status = campaignStatus(campaign, at);
  return status === "active" ? "live" : status;
}

/**
 * §2/§9: which record of a page counts at `at`: the live one (the earliest started if several), else the next
 * to start, else the last to end; null when the page has none.
 */
export function pickCampaign<T extends Pick<StoredCampaign, "startDate" | "endDate">>(
  records: readonly T[],
  at: Date,
): T | null {
  const byStart = [...records].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const live = byStart.find((c) => campaignState(c, at) === "live");
  if (live) return live;
  const upcoming = byStart.find((c) => campaignState(c, at) === "upcoming");
  if (upcoming) return upcoming;
  return [...byStart].sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate))[0] ?? null;
}

/** §3/§9: a campaign record as answered, with its plan, state and countdown at `at`. */
export function campaignResponse(campaign: StoredCampaign, plan: StoredPlan | null, at: Date): CampaignResponse {
  const state = campaignState(campaign, at);
  const countdown = countdownAt(campaign, at);
  const [planView] = plan && plan.active ? planResponses([plan]) : [];
  return {
    id: campaign.id,
    slug: campaign.slug,
    kind: campaign.kind,
    planId: campaign.planId,
    plan: planView ?? null,
    paywallPath: campaign.paywallPath,
    successPath: campaign.successPath,
    couponCode: campaign.couponCode,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    counterRotation: campaign.counterRotation,
    counterOffset: campaign.counterOffset,
    bannerPagesVisibile: [...campaign.bannerPagesVisibile],
    promoPrice: campaign.promoPrice,
    state,
    countdown: countdown
      ? {
          remainingMs: countdown.remainingMs,
          endsAt: countdown.endsAt.toISOString(),
          ...splitRemaining(countdown.remainingMs),
        }
      : null,
    startsInMs: state === "upcoming" ? Date.parse(campaign.startDate) - at.getTime() : null,
  };
}

function currentOffer(c: StoredCampaign): CurrentOffer {
  return { id: c.id, slug: c.slug, kind: c.kind, planId: c.planId, paywallPath: c.paywallPath, endDate: c.endDate };
}

/** §2 campaign pages: no campaign record for the page. */
export type CampaignNotFound = { type: "CampaignNotFound" };

/** §3/§9: the filters of GET /campaigns. */
export interface CampaignListFilter {
  at?: Date | undefined;
  state?: CampaignState | undefined;
  /** Only the live campaigns whose banner shows on this path. */
  page?: string | undefined;
}

/** §3 Offer campaign, §9 windows and countdowns: the campaign pages at the server's time. */
@injectable()
export class Campaigns {
  constructor(
    @inject(CampaignRepositoryToken) private readonly campaigns: CampaignRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** GET /campaigns/{slug}: the page's campaign at `at` (default now) and, when it is not live, the live offers. */
  get(slug: string, at?: Date): ResultAsync<CampaignDetailResponse, CampaignNotFound> {
    return new ResultAsync(this.runGet(slug, at ?? this.clock.now()));
  }

  /** GET /campaigns: every campaign record (as filtered) with its state at `at` (default now). */
  list(filter: CampaignListFilter = {}): ResultAsync<CampaignListResponse, never> {
    return ResultAsync.fromSafePromise(this.runList(filter));
  }

  private async runGet(slug: string, at: Date): Promise<Result<CampaignDetailResponse, CampaignNotFound>> {
    const campaign = pickCampaign(await this.campaigns.bySlug(slug), at);
    if (!campaign) return err({ type: "CampaignNotFound" });
    const plan = await this.plans.findById(campaign.planId);
    const response = campaignResponse(campaign, plan, at);
    let currentOffers: CurrentOffer[] | null = null;
    if (response.state !== "live") {
      const all = await this.campaigns.all();
      // Each offer once: not this page's own offer (under another address), nor twice under two addresses.
      // A personal link is only ever reached by its own token: never listed.
      const live = all.filter(
        (c) => !isPersonalLink(c) && offerGroup(c.slug) !== offerGroup(slug) && campaignState(c, at) === "live",
      );
      currentOffers = distinctOffers(live).map(currentOffer);
    }
    return ok({ at: at.toISOString(), campaign: response, currentOffers });
  }

  private async runList({ at = this.clock.now(), state, page }: CampaignListFilter): Promise<CampaignListResponse> {
    // Personal links (§2 /premium/{token}) are reached by their token only, never listed.
    let records = (await this.campaigns.all()).filter((c) => !isPersonalLink(c));
    if (state) records = records.filter((c) => campaignState(c, at) === state);
    if (page !== undefined) records = records.filter((c) => campaignState(c, at) === "live" && isBannerPage(c, page));
    const plans = await this.plans.findByIds([...new Set(records.map((c) => c.planId))]);
    const byId = new Map(plans.map((p) => [p.plan.id, p]));
    return { at: at.toISOString(), campaigns: records.map((c) => campaignResponse(c, byId.get(c.planId) ?? null, at)) };
  }
}
