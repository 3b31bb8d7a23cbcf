// §3 "Offer campaign" and §9 (campaign windows, countdown rotations): the campaign entity, its window, its
// repeating countdown and the pages where its banner shows.
import * as v from "valibot";
import { PlanSchema } from "./plan.ts";
import { isUnderPath, normalizePath } from "./availability.ts";

/** §9: countdown rotations run from 1 to 7 days. */
export const MIN_COUNTER_ROTATION_DAYS = 1;
/** §9: countdown rotations run from 1 to 7 days. */
export const MAX_COUNTER_ROTATION_DAYS = 7;
/** §9: the countdown's offset, in minutes. */
export const DEFAULT_COUNTER_OFFSET_MINUTES = 10;

/** §9 countdown arithmetic: milliseconds in a day. */
export const DAY_MS = 86_400_000;

const NonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());
const SitePath = v.pipe(v.string(), v.startsWith("/", "A path starts with a slash."));
/** §3 bannerPagesVisibile: "*" (every page), an exact path, or "/prefix/*" (the prefix and every page under it). */
const PagePattern = v.union([v.literal("*"), SitePath]);
const Instant = v.pipe(v.string(), v.isoTimestamp("An ISO 8601 timestamp with seconds and an offset or Z."));

/**
 * §3 Offer campaign: the entity. The field `bannerPagesVisibile` keeps the spelling of §3. Dates are ISO 8601
 * timestamps (with an offset), counterRotation is in days (1 to 7), counterOffset in minutes.
 */
export const CampaignSchema = v.pipe(
  v.object({
    planId: NonEmpty,
    plan: v.optional(v.nullable(PlanSchema), null),
    paywallPath: SitePath,
    successPath: v.optional(SitePath),
    couponCode: NonEmpty,
    startDate: Instant,
    endDate: Instant,
    counterRotation: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(MIN_COUNTER_ROTATION_DAYS),
      v.maxValue(MAX_COUNTER_ROTATION_DAYS),
    ),
    counterOffset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), DEFAULT_COUNTER_OFFSET_MINUTES),
    bannerPagesVisibile: v.optional(v.array(PagePattern), []),
  }),
  v.check((c) => Date.parse(c.startDate) < Date.parse(c.endDate), "A campaign ends after it starts."),
  v.check((c) => c.plan === null || c.plan.id === c.planId, "The campaign's plan must be the plan of planId."),
);

/** §3 Offer campaign: a validated campaign. */
export type Campaign = v.InferOutput<typeof CampaignSchema>;

/** §9 Campaign windows: before its start, within its window (start included, end excluded), or over. */
export type CampaignStatus = "upcoming" | "active" | "ended";

type Window = Pick<Campaign, "startDate" | "endDate">;

/** §9 Campaign windows: where instant `at` falls in a campaign's window. */
export function campaignStatus(campaign: Window, at: Date): CampaignStatus {
  const t = at.getTime();
  if (t < Date.parse(campaign.startDate)) return "upcoming";
  return t < Date.parse(campaign.endDate) ? "active" : "ended";
}

/** §9 Campaign windows: whether a campaign runs at instant `at`. */
export function isCampaignActive(campaign: Window, at: Date): boolean {
  return campaignStatus(campaign, at) === "active";
}

/** §3/§9 countdown: what the banner's counter shows at an instant. */
export interface Countdown {
  /** Milliseconds left on the counter. */
  remainingMs: number;
  /** When the counter reaches zero: the campaign's deadline. */
  endsAt: Date;
}

/**
 * §3/§9 the campaign's deadline: the one instant a campaign page states ("jusqu'au …", the end of its window)
 * and its countdown counts to. Every page asks this function, so the date shown and the counter cannot differ.
 */
export function campaignDeadline(campaign: Window): Date {
  return new Date(Date.parse(campaign.endDate));
}

/**
 * §3/§9 countdown, our reading (docs/spec-notes.md): the counter counts to the campaign's real deadline
 * (campaignDeadline), never to a repeating cycle, which would contradict the end date the page states (fake urgency,
 * a misleading practice). Outside the window there is no counter (null).
 */
export function countdownAt(campaign: Window, at: Date): Countdown | null {
  if (!isCampaignActive(campaign, at)) return null;
  const endsAt = campaignDeadline(campaign);
  return { remainingMs: endsAt.getTime() - at.getTime(), endsAt };
}

/**
 * §3 counterRotation, our reading: the counter is shown only in the campaign's last `counterRotation` days (1 to 7),
 * when its deadline is close enough to matter; before that the page states the end date alone.
 */
export function showsCountdown(campaign: Window & Pick<Campaign, "counterRotation">, at: Date): boolean {
  const countdown = countdownAt(campaign, at);
  return countdown !== null && countdown.remainingMs <= campaign.counterRotation * DAY_MS;
}

/** §3/§9 countdown: a duration split for display (days, hours, minutes, seconds; whole, never negative). */
export function splitRemaining(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** §3 bannerPagesVisibile: whether a path matches one pattern ("*", exact path, or "/prefix/*"). */
export function matchesPagePattern(pattern: string, path: string): boolean {
  if (pattern === "*") return true;
  if (pattern.endsWith("/*")) return isUnderPath(path, normalizePath(pattern.slice(0, -2)));
  return normalizePath(path) === normalizePath(pattern);
}

/** §3 bannerPagesVisibile: whether a campaign lists a path among its banner pages. */
export function isBannerPage(campaign: Pick<Campaign, "bannerPagesVisibile">, path: string): boolean {
  return campaign.bannerPagesVisibile.some((pattern) => matchesPagePattern(pattern, path));
}
