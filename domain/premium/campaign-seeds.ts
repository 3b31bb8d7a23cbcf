// §2 "Premium and offers" and §9 (campaign windows, coupons, countdowns): seed campaigns, one historical and
// one current per campaign page. Historical windows follow §9 (early 2024 to autumn 2024); current windows
// (2026–2027) keep live campaigns in the product; every window fits its page's copy (windowFitsCopy). Coupon codes are our own.
import * as v from "valibot";
import { type CatalogPlanId, catalogPlan } from "./catalog.ts";
import { type CampaignKind, type StaticCampaignSlug, CAMPAIGN_KIND_BY_SLUG, CAMPAIGN_PAGES } from "./campaign-pages.ts";
import { type Campaign, CampaignSchema, DEFAULT_COUNTER_OFFSET_MINUTES } from "./campaign.ts";

/** §9 Campaign windows: a historical window (2024, as in §9) or a current one (2026–2027). */
export type CampaignEra = "historical" | "current";

/** §3 Offer campaign: a seeded campaign, with its page and era. */
export type SeedCampaign = Campaign & {
  id: string;
  slug: StaticCampaignSlug;
  kind: CampaignKind;
  era: CampaignEra;
};

type Window = readonly [start: string, end: string];
interface Windows {
  historical: Window;
  current: Window;
}

const YEAR_ROUND: Windows = {
  historical: ["2024-01-08T00:00:00+01:00", "2024-10-14T00:00:00+02:00"],
  current: ["2026-09-01T00:00:00+02:00", "2027-09-01T00:00:00+02:00"],
};
const EXAMS: Windows = {
  historical: ["2024-03-04T00:00:00+01:00", "2024-07-08T00:00:00+02:00"],
  current: ["2026-09-01T00:00:00+02:00", "2027-07-12T00:00:00+02:00"],
};
/** A flash offer lasts a weekend (issue 15: at most FLASH_MAX_DAYS). */
const FLASH: Windows = {
  historical: ["2024-02-09T00:00:00+01:00", "2024-02-12T00:00:00+01:00"],
  current: ["2027-02-05T00:00:00+01:00", "2027-02-08T00:00:00+01:00"],
};
const LIFETIME: Windows = {
  historical: ["2024-05-13T00:00:00+02:00", "2024-06-10T00:00:00+02:00"],
  current: YEAR_ROUND.current,
};
const SUMMER: Windows = {
  historical: ["2024-06-24T00:00:00+02:00", "2024-09-02T00:00:00+02:00"],
  current: ["2027-06-21T00:00:00+02:00", "2027-09-01T00:00:00+02:00"],
};
/** A back-to-school offer runs from mid-August to mid-October (issue 15: never in November). */
const BACK_TO_SCHOOL: Windows = {
  historical: ["2024-08-19T00:00:00+02:00", "2024-10-14T00:00:00+02:00"],
  current: ["2027-08-16T00:00:00+02:00", "2027-10-11T00:00:00+02:00"],
};
const CHRISTMAS: Windows = {
  historical: ["2024-01-02T00:00:00+01:00", "2024-01-15T00:00:00+01:00"],
  current: ["2026-12-01T00:00:00+01:00", "2027-01-05T00:00:00+01:00"],
};
const BLACK_FRIDAY: Windows = {
  historical: ["2024-11-25T00:00:00+01:00", "2024-12-03T00:00:00+01:00"],
  current: ["2026-11-20T00:00:00+01:00", "2026-12-01T00:00:00+01:00"],
};

const PUBLIC_PAGES = ["/", "/revisions/*", "/bac/*", "/brevet/*", "/orientation/*", "/blog/*"];
const EXAM_PAGES = ["/bac/*", "/brevet/*", "/simulateur-de-notes-bac/*", "/simulateur-de-notes-brevet"];
const PARENT_PAGES = ["/", "/nos-engagements/parents", "/partage_parents"];
const ORIENTATION_PAGES = ["/orientation/*"];
const LANGUAGE_PAGES = ["/revisions/tests-de-langues/*"];
/** Africa (offers are shown in France only, so a banner would never show) and partner pages have no banner. */
const NO_BANNER: string[] = [];

const SUCCESS = "/subscribe-success";

type Row = readonly [
  slug: StaticCampaignSlug,
  planId: CatalogPlanId,
  coupon: string,
  rotationDays: number,
  windows: Windows,
  bannerPages: readonly string[],
  successPath: string | undefined,
];

/** §2/§9: one row per campaign page: plan, coupon stem, countdown rotation, windows, banner pages, success page. */
const ROWS: readonly Row[] = [
  ["actual", "solo-yearly", "REVIZO", 1, YEAR_ROUND, PUBLIC_PAGES, SUCCESS],
  ["afrique", "africa-family-yearly-mobile-money", "AFRIQUE", 7, YEAR_ROUND, NO_BANNER, undefined],
  ["bienvenue-inscription-famille", "family-yearly", "BIENVENUEFAMILLE", 3, YEAR_ROUND, PARENT_PAGES, SUCCESS],
  ["famille-noel", "family-yearly", "NOELFAMILLE", 1, CHRISTMAS, PARENT_PAGES, SUCCESS],
  ["flashoffer", "solo-yearly-flash", "FLASH", 1, FLASH, PUBLIC_PAGES, SUCCESS],
  ["flashoffer/lesfolles40", "solo-yearly-flash", "FOLLES40", 2, FLASH, PUBLIC_PAGES, SUCCESS],
  ["lifeoffer", "family-lifetime", "AVIE", 3, LIFETIME, PUBLIC_PAGES, "/subscribe-success/lifeoffer-mobile"],
  ["marine-nationale", "family-yearly-partner", "MARINE", 7, YEAR_ROUND, NO_BANNER, SUCCESS],
  ["offre-examens-2025", "solo-yearly", "EXAMENS", 2, EXAMS, EXAM_PAGES, SUCCESS],
  ["offre-famille", "family-yearly", "FAMILLE", 4, YEAR_ROUND, PARENT_PAGES, SUCCESS],
  ["offre-rentree-25-26", "family-yearly", "RENTREE", 5, BACK_TO_SCHOOL, PUBLIC_PAGES, SUCCESS],
  ["offre-reussite-2025", "solo-yearly", "REUSSITE", 3, EXAMS, EXAM_PAGES, SUCCESS],
  ["offre-reussite-bac", "solo-yearly", "BAC", 2, EXAMS, ["/bac/*", "/simulateur-de-notes-bac/*"], SUCCESS],
  ["offre-reussite-bac-2025", "solo-yearly", "BACPLUS", 2, EXAMS, ["/bac/*"], SUCCESS],
  ["offre-reussite-bac-pro-2025", "solo-yearly", "BACPRO", 4, EXAMS, ["/bac/*"], SUCCESS],
  ["offre-reussite-brevet", "solo-yearly", "BREVET", 2, EXAMS, ["/brevet/*", "/simulateur-de-notes-brevet"], SUCCESS],
  ["offre-reussite-brevet-2025", "solo-yearly", "BREVETPLUS", 2, EXAMS, ["/brevet/*"], SUCCESS],
  ["offre-solo", "solo-yearly", "SOLO", 4, YEAR_ROUND, PUBLIC_PAGES, SUCCESS],
  ["offreblackfriday", "family-yearly", "BLACKFRIDAY", 1, BLACK_FRIDAY, PUBLIC_PAGES, SUCCESS],
  ["pack-reussite-4-ans", "family-pack-4-years", "PACK4ANS", 6, YEAR_ROUND, PARENT_PAGES, SUCCESS],
  ["parcoursup", "solo-yearly", "PARCOURSUP", 3, EXAMS, ORIENTATION_PAGES, SUCCESS],
  ["parents", "family-yearly", "PARENTS", 5, YEAR_ROUND, PARENT_PAGES, SUCCESS],
  ["toeic", "solo-toeic-pack", "TOEIC", 6, YEAR_ROUND, LANGUAGE_PAGES, SUCCESS],
  ["welcome-back", "solo-yearly", "RETOUR", 7, YEAR_ROUND, NO_BANNER, SUCCESS],
  ["cahier-de-vacances", "family-holiday-workbook", "VACANCES", 2, SUMMER, PUBLIC_PAGES, SUCCESS],
  ["offre-bienvenue-inscription-eleve", "solo-yearly", "BIENVENUEELEVE", 3, YEAR_ROUND, NO_BANNER, SUCCESS],
  ["offre-speciale-rentree", "family-yearly", "RENTREESPECIALE", 5, BACK_TO_SCHOOL, PUBLIC_PAGES, SUCCESS],
  [
    "offre-speciale-rentree-reussite-scolaire-famille",
    "family-yearly",
    "RENTREEFAMILLE",
    5,
    BACK_TO_SCHOOL,
    PARENT_PAGES,
    SUCCESS,
  ],
  [
    "offre-speciale-rentree-reussite-scolaire-famille-v2",
    "family-yearly",
    "RENTREEFAMILLE2",
    6,
    BACK_TO_SCHOOL,
    PARENT_PAGES,
    SUCCESS,
  ],
  [
    "offre-speciale-rentree-reussite-scolaire-famille-v3",
    "family-yearly-partner",
    "RENTREEFAMILLE3",
    6,
    BACK_TO_SCHOOL,
    PARENT_PAGES,
    SUCCESS,
  ],
  [
    "offre-speciale-rentree-reussite-scolaire-solo",
    "solo-yearly",
    "RENTREESOLO",
    5,
    BACK_TO_SCHOOL,
    PUBLIC_PAGES,
    SUCCESS,
  ],
];

/** §9: the coupon suffix of each era (the year the campaigns started). */
export const ERA_COUPON_SUFFIX: Readonly<Record<CampaignEra, string>> = { historical: "24", current: "26" };

const PATH_BY_SLUG = Object.fromEntries(CAMPAIGN_PAGES.map((p) => [p.slug, p.path])) as Readonly<
  Record<StaticCampaignSlug, string>
>;

function seed(row: Row, era: CampaignEra): SeedCampaign {
  const [slug, planId, coupon, counterRotation, windows, bannerPages, successPath] = row;
  const [startDate, endDate] = windows[era];
  const campaign = v.parse(CampaignSchema, {
    planId,
    plan: catalogPlan(planId),
    paywallPath: PATH_BY_SLUG[slug],
    ...(successPath === undefined ? {} : { successPath }),
    couponCode: `${coupon}${ERA_COUPON_SUFFIX[era]}`,
    startDate,
    endDate,
    counterRotation,
    counterOffset: DEFAULT_COUNTER_OFFSET_MINUTES,
    bannerPagesVisibile: [...bannerPages],
  });
  return { ...campaign, id: `${slug.replace("/", "-")}-${era}`, slug, kind: CAMPAIGN_KIND_BY_SLUG[slug], era };
}

/** §9: the seeded campaigns, historical (2024) then current (2026–2027), in page order. */
export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  ...ROWS.map((row) => seed(row, "historical")),
  ...ROWS.map((row) => seed(row, "current")),
];
