// HTTP contract of the offer campaigns (§3 Offer campaign, §2 campaign pages, §9 windows and countdowns):
// GET /campaigns and GET /campaigns/{slug}.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import { IsoDateTime } from "../common.ts";
import { PlanResponse } from "./plans.ts";

/** §9 campaign windows: before its start, running (start included, end excluded), or over. */
export const CAMPAIGN_STATES = ["upcoming", "live", "ended"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** §2: a campaign page's slug: `offre-famille`, or one sub-page such as `flashoffer/lesfolles40`. */
export const CampaignSlug = v.pipe(
  v.string(),
  v.maxLength(120, "SlugInvalid"),
  v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/, "SlugInvalid"),
);

/** An instant to look at the campaigns from (previews); default: the server's clock. */
const At = v.optional(
  v.pipe(
    v.string(),
    v.isoTimestamp("AtInvalid"),
    v.check((value) => !Number.isNaN(Date.parse(value)), "AtInvalid"),
  ),
);

/** §9 campaign windows: GET /campaigns/{slug}'s optional instant. */
export const CampaignQuery = v.object({ at: At });
export type CampaignQuery = v.InferOutput<typeof CampaignQuery>;

/**
 * §2/§3/§9 GET /campaigns: `at` (optional instant), `state` (only the campaigns in this state at that instant),
 * `page` (only the live campaigns whose banner pages include this site path; whether the visitor is shown
 * offers at all, France only and never on /premium or /partenaires, is for the client to apply, §2/§4).
 */
export const CampaignListQuery = v.object({
  at: At,
  state: v.optional(v.picklist(CAMPAIGN_STATES, "StateInvalid")),
  page: v.optional(v.pipe(v.string(), v.maxLength(300, "PageInvalid"), v.startsWith("/", "PageInvalid"))),
});
export type CampaignListQuery = v.InferOutput<typeof CampaignListQuery>;

/**
 * §3/§9 countdown at the answer's instant: the time to the end of the current rotation (never past the
 * campaign's end), also split for display. Count down from `endsAt`: `remainingMs` is as of `at` and the
 * answer may be cached for up to 30 seconds.
 */
export const Countdown = v.object({
  remainingMs: v.number(),
  endsAt: IsoDateTime,
  days: v.number(),
  hours: v.number(),
  minutes: v.number(),
  seconds: v.number(),
});
export type Countdown = v.InferOutput<typeof Countdown>;

/** §3 Offer campaign: every field, with its state and countdown at `at`. */
export const CampaignResponse = v.object({
  id: v.string(),
  /** §2: the page's slug (`offre-famille`, `flashoffer/lesfolles40`), the `campaignSlug` of an order. */
  slug: v.string(),
  /** §2: what kind of offer the page carries (family, exam, seasonal...). */
  kind: v.string(),
  planId: v.string(),
  /** The campaign's plan (derived fields computed for it alone). Null if the plan is no longer sold. */
  plan: v.nullable(PlanResponse),
  paywallPath: v.string(),
  successPath: v.nullable(v.string()),
  couponCode: v.string(),
  /** The window: from `startDate` (included) to `endDate` (excluded). */
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  /** The countdown's cycle, in days (1 to 7). */
  counterRotation: v.number(),
  /** The countdown's offset, in minutes. */
  counterOffset: v.number(),
  /** §3 spelling kept: "*", an exact path, or "/prefix/*". */
  bannerPagesVisibile: v.array(v.string()),
  /** The campaign's own price for its plan while live (never above the plan's price), or null. */
  promoPrice: v.nullable(v.number()),
  state: v.picklist(CAMPAIGN_STATES),
  /** Live only. */
  countdown: v.nullable(Countdown),
  /** Upcoming only: milliseconds until the start. */
  startsInMs: v.nullable(v.number()),
});
export type CampaignResponse = v.InferOutput<typeof CampaignResponse>;

/** §2 campaign pages: a live campaign offered instead of one that is not running. */
export const CurrentOffer = v.object({
  id: v.string(),
  slug: v.string(),
  kind: v.string(),
  planId: v.string(),
  paywallPath: v.string(),
  endDate: IsoDateTime,
});
export type CurrentOffer = v.InferOutput<typeof CurrentOffer>;

/**
 * §2/§3/§9 GET /campaigns/{slug}: the page's campaign at `at`: the live record if one is, else the next upcoming one,
 * else the last one to end. When it is not live, `currentOffers` lists the live campaigns to show instead
 * (the general offers stay at `/premium`); null while it is live.
 */
export const CampaignDetailResponse = v.object({
  at: IsoDateTime,
  campaign: CampaignResponse,
  currentOffers: v.nullable(v.array(CurrentOffer)),
});
export type CampaignDetailResponse = v.InferOutput<typeof CampaignDetailResponse>;

/** §3/§9 GET /campaigns: the campaign records (filtered as asked) by start date, with their state at `at`. */
export const CampaignListResponse = v.object({
  at: IsoDateTime,
  campaigns: v.array(CampaignResponse),
});
export type CampaignListResponse = v.InferOutput<typeof CampaignListResponse>;

/** §3 Offer campaign: GET /campaigns, the campaigns with their state and countdown (public). */
export const LIST_CAMPAIGNS = endpoint({
  method: "GET",
  path: "/campaigns",
  summary:
    "The offer campaigns with their state (upcoming, live, ended) and countdown at `at` (default: the server's time); " +
    "`state` keeps one state, `page` keeps the live campaigns whose banner shows on that path (France-only display and " +
    "the /premium and /partenaires exclusions are the client's to apply, §2/§4)",
  tags: ["campaigns"],
  query: CampaignListQuery,
  response: CampaignListResponse,
  success: { status: 200, description: "The campaign records by start date" },
  errors: { 400: ["ValidationFailed"] },
  notes: { 400: "AtInvalid: not an ISO 8601 instant; StateInvalid; PageInvalid" },
});

/** §2 campaign pages: GET /campaigns/{slug}, the campaign of a page (its slug may have several segments). */
export const GET_CAMPAIGN = endpoint({
  method: "GET",
  path: "/campaigns/{slug+}",
  summary:
    "The campaign of a page (§2: `offre-famille`, `flashoffer/lesfolles40`...) at `at` (default: the server's time): " +
    "the live record, else the next upcoming one, else the last ended one, with its plan, state and countdown; when it " +
    "is not live, `currentOffers` lists the live campaigns to show instead",
  tags: ["campaigns"],
  query: CampaignQuery,
  response: CampaignDetailResponse,
  success: { status: 200, description: "The campaign" },
  errors: { 400: ["ValidationFailed"], 404: ["CampaignNotFound"] },
  notes: { 400: "SlugInvalid, AtInvalid", 404: "no campaign for this page" },
});
