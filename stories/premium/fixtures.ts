// Data for the premium stories: the API's answers built from the domain's catalogue and campaign seeds, prepared
// by the same use-case code the pages use.
import { buildPlansPage, singlePlanCard } from "../../application/web/premium/plans-view.ts";
import {
  AFRICA_PLANS,
  campaignDetail,
  FRANCE_PLANS,
  mobileMoneyOrderPlan,
  orderView,
  planById,
  planResponses,
  TESTING_PLAN,
} from "../../application/web/premium/fixtures.test-support.ts";
import type { CampaignView } from "../../application/web/premium/load-campaign.ts";

export { mobileMoneyOrderPlan, orderView };

/** §2 /premium in France, without and with PIXPAY23. */
export const FRANCE_PAGE = buildPlansPage(FRANCE_PLANS, null);
export const FAMILY_ONLY_PAGE = buildPlansPage(FRANCE_PLANS, "PIXPAY23");
/** §2 /premium?country=SN. */
export const AFRICA_PAGE = buildPlansPage(AFRICA_PLANS, null);

/** Plan cards as the plans page prices them. */
export const FAMILY_YEARLY = FRANCE_PAGE.family[0]!;
export const SOLO_MONTHLY = FRANCE_PAGE.solo[2]!;
export const AFRICA_MOBILE = AFRICA_PAGE.family.find((plan) => plan.provider === "mobile_money")!;
export const FAMILY_LIFETIME = singlePlanCard(planResponses(["family-lifetime"])[0]!);
export const SOLO_YEARLY_HELD = buildPlansPage(planResponses(["solo-yearly", "solo-monthly"], ["solo-yearly"]), null)
  .solo[0]!;
/** §7 testing mode's one-day plan: a duration counted in days ("1 jour"). */
export const ONE_DAY = singlePlanCard(TESTING_PLAN);
export const FAMILY_PACK = singlePlanCard(planById(planResponses(["family-pack-4-years"]), "family-pack-4-years"));

/** A coupon checked as valid for the family plans (20 % off). */
export const FAMILY_COUPON = {
  code: "FAMILLE26",
  discount: { kind: "percent" as const, value: 20 },
  planIds: FRANCE_PAGE.family.map((plan) => plan.id),
};

/** The instant the stories are rendered for (campaigns of 2026–2027 live, 2024 ones over). */
export const STORY_NOW = new Date("2026-11-21T12:00:00Z");

function view(slug: string, at: Date, era: "historical" | "current" = "current"): CampaignView {
  const { campaign } = campaignDetail(slug, at, { era });
  const { plan: _plan, countdown: _countdown, startsInMs: _startsIn, ...rest } = campaign;
  return rest;
}

/** §3 campaigns: one running (offre-famille), one over (Black Friday 2024), one not started (Christmas 2026). */
export const LIVE_CAMPAIGN = view("offre-famille", STORY_NOW);
export const ENDED_CAMPAIGN = view("offreblackfriday", new Date("2025-01-10T00:00:00Z"), "historical");
export const UPCOMING_CAMPAIGN = view("famille-noel", STORY_NOW);
export const CURRENT_OFFERS = campaignDetail("offreblackfriday", new Date("2026-12-10T00:00:00Z")).currentOffers ?? [];
