// §2 "Premium and offers": the campaign and offer pages, each slug with the kind of offer it sells.
import { SERVICE_TIME_ZONE } from "../time/service-time-zone.ts";

/** §2 Premium and offers: what a campaign page sells. */
export const CAMPAIGN_KINDS = [
  "current",
  "family",
  "solo",
  "welcome",
  "win-back",
  "seasonal",
  "flash",
  "lifetime",
  "africa",
  "partner",
  "exam",
  "orientation",
  "back-to-school",
  "multi-year-pack",
  "language-test",
  "holiday-workbook",
  "personal-link",
] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** §2 Premium and offers: one campaign page. */
export interface CampaignPage {
  slug: string;
  path: string;
  kind: CampaignKind;
  /** False when §2 names the page without giving its path; ours is then a stand-in (docs/spec-notes.md). */
  pathShown: boolean;
  /** True for the dynamic /premium/{token} page, which has no fixed slug. */
  dynamic: boolean;
}

const premium = <S extends string>(slug: S, kind: CampaignKind, pathShown = true) =>
  ({ slug, path: `/premium/${slug}`, kind, pathShown, dynamic: false }) as const;
const topLevel = <S extends string>(slug: S, kind: CampaignKind, pathShown = true) =>
  ({ slug, path: `/${slug}`, kind, pathShown, dynamic: false }) as const;

/** §2 Premium and offers: every campaign page under /premium/ and every top-level offer page. */
export const CAMPAIGN_PAGES = [
  premium("actual", "current"),
  premium("afrique", "africa"),
  premium("bienvenue-inscription-famille", "welcome"),
  premium("famille-noel", "seasonal"),
  premium("flashoffer", "flash"),
  premium("flashoffer/lesfolles40", "flash"),
  premium("lifeoffer", "lifetime"),
  premium("marine-nationale", "partner"),
  premium("offre-examens-2025", "exam"),
  premium("offre-famille", "family"),
  { slug: "{token}", path: "/premium/{token}", kind: "personal-link", pathShown: true, dynamic: true },
  premium("offre-rentree-25-26", "back-to-school"),
  premium("offre-reussite-2025", "exam"),
  premium("offre-reussite-bac", "exam"),
  premium("offre-reussite-bac-2025", "exam"),
  premium("offre-reussite-bac-pro-2025", "exam"),
  premium("offre-reussite-brevet", "exam"),
  premium("offre-reussite-brevet-2025", "exam"),
  premium("offre-solo", "solo"),
  premium("offreblackfriday", "seasonal"),
  premium("pack-reussite-4-ans", "multi-year-pack"),
  premium("parcoursup", "orientation"),
  premium("parents", "family"),
  premium("toeic", "language-test"),
  premium("welcome-back", "win-back"),
  premium("cahier-de-vacances", "holiday-workbook", false),
  topLevel("offre-bienvenue-inscription-eleve", "welcome"),
  topLevel("offre-speciale-rentree", "back-to-school"),
  topLevel("offre-speciale-rentree-reussite-scolaire-famille", "back-to-school"),
  topLevel("offre-speciale-rentree-reussite-scolaire-famille-v2", "back-to-school", false),
  topLevel("offre-speciale-rentree-reussite-scolaire-famille-v3", "back-to-school", false),
  topLevel("offre-speciale-rentree-reussite-scolaire-solo", "back-to-school"),
] as const satisfies readonly CampaignPage[];

/** §2 Premium and offers: the slug of any campaign page. */
export type CampaignSlug = (typeof CAMPAIGN_PAGES)[number]["slug"];
/** §2 Premium and offers: the slug of a page with a fixed path (every page but /premium/{token}). */
export type StaticCampaignSlug = Exclude<CampaignSlug, "{token}">;

/** §2 Premium and offers: slug → kind, for every page. */
export const CAMPAIGN_KIND_BY_SLUG = /* @__PURE__ */ Object.fromEntries(
  CAMPAIGN_PAGES.map((p) => [p.slug, p.kind]),
) as Readonly<Record<CampaignSlug, CampaignKind>>;

// §9 campaign windows are written in the service's time zone (Paris); a page's season is read in it.
let parisMonthFormat: Intl.DateTimeFormat | undefined;

/**
 * The month (1 to 12) of `at` in Paris. The formatter is built at the first call, not when the module loads: every
 * page's browser bundle holds this module (the popins' timing reads the campaign pages) without ever calling this, and
 * a bundler keeps a `new` at the top of a module for its possible side effects; building a formatter with a time zone
 * costs a phone tens of milliseconds of main thread (docs/decisions/012, addendum "lighthouse").
 */
function parisMonth(at: Date): number {
  parisMonthFormat ??= new Intl.DateTimeFormat("en-GB", { month: "numeric", timeZone: SERVICE_TIME_ZONE });
  return Number(parisMonthFormat.format(at));
}

/**
 * Issue 15 "campaign windows and copy fit the date": the months (1 to 12, Paris time) in which a page's copy is
 * true: a back-to-school offer from August to October, a Christmas offer in December and early January, Black
 * Friday in late November, the holiday workbook in summer. Null: the copy holds all year.
 */
export function seasonOf(page: { slug: string; kind: CampaignKind }): readonly number[] | null {
  switch (page.slug) {
    case "famille-noel":
      return [12, 1];
    case "offreblackfriday":
      return [11, 12];
  }
  switch (page.kind) {
    case "back-to-school":
      return [8, 9, 10];
    case "holiday-workbook":
      return [6, 7, 8, 9];
    default:
      return null;
  }
}

/** Issue 15: whether a page's copy is true on date `at` (the date is an argument: the domain reads no clock). */
export function copyFitsDate(page: { slug: string; kind: CampaignKind }, at: Date): boolean {
  const months = seasonOf(page);
  return months === null || months.includes(parisMonth(at));
}

/** Issue 15: a flash offer is a short one: its window lasts a week at most. */
export const FLASH_MAX_DAYS = 7;
const DAY = 86_400_000;

/**
 * Issue 15: whether a campaign's window fits its copy: every day of it in the page's season, and a flash offer
 * no longer than FLASH_MAX_DAYS.
 */
export function windowFitsCopy(campaign: {
  slug: string;
  kind: CampaignKind;
  startDate: string;
  endDate: string;
}): boolean {
  const start = Date.parse(campaign.startDate);
  const end = Date.parse(campaign.endDate);
  if (campaign.kind === "flash" && end - start > FLASH_MAX_DAYS * DAY) return false;
  for (let t = start; t < end; t += DAY) if (!copyFitsDate(campaign, new Date(t))) return false;
  return copyFitsDate(campaign, new Date(end - 1));
}

/**
 * Issue 15 "list each offer once": pages that sell the same offer under another address (the -v2/-v3 variants, the
 * dated copies of an exam offer) belong to the group of the first; a list of offers keeps one page per group.
 */
const SAME_OFFER_AS: Readonly<Record<string, string>> = {
  "offre-speciale-rentree-reussite-scolaire-famille-v2": "offre-speciale-rentree-reussite-scolaire-famille",
  "offre-speciale-rentree-reussite-scolaire-famille-v3": "offre-speciale-rentree-reussite-scolaire-famille",
  "offre-reussite-bac-2025": "offre-reussite-bac",
  "offre-reussite-brevet-2025": "offre-reussite-brevet",
};

/** Issue 15: the group of offers a page belongs to (its own slug when it is the only one). */
export function offerGroup(slug: string): string {
  return SAME_OFFER_AS[slug] ?? slug;
}

/** Issue 15: a list of offers with each offer once (the first page of each group kept, order kept). */
export function distinctOffers<T extends { slug: string }>(offers: readonly T[]): T[] {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const group = offerGroup(offer.slug);
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

/** §2 /premium/{token}: a personal campaign link (§3: one buyer's own offer, reached by its token only). */
export function isPersonalLink(campaign: { kind: string }): boolean {
  return campaign.kind === "personal-link";
}

const FIXED_SLUGS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  CAMPAIGN_PAGES.filter((p) => !p.dynamic).map((p) => p.slug),
);
const TOKEN = /^[a-z0-9][a-z0-9-]{5,63}$/;

/**
 * §2 /premium/{token}: whether a slug under /premium/ can be a personal link's token (one segment of 6 to 64 lower-case
 * letters, digits or dashes, and no fixed page's slug). Such an address with no campaign is an unknown or expired
 * link (issue 15), not a missing page.
 */
export function isPersonalLinkToken(slug: string): boolean {
  return !FIXED_SLUGS.has(slug) && TOKEN.test(slug);
}
