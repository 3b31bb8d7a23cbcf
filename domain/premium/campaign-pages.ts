// §2 "Premium and offers": the campaign and offer pages, each slug with the kind of offer it sells.

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
export const CAMPAIGN_KIND_BY_SLUG = Object.fromEntries(CAMPAIGN_PAGES.map((p) => [p.slug, p.kind])) as Readonly<
  Record<CampaignSlug, CampaignKind>
>;
