// What the member space points a member to, from their level of education (§3 levelOfEducation; a
// parent's is their child's): the revision areas of the post-login home (§2 /revisions/cours-et-quiz) and
// the orientation content of my future (§2 /mon-avenir). Paths are routes of §2.
import type { LevelOfEducation } from "../../../domain/validation/newsletter.ts";

/** The four school stages the levels belong to. */
export type SchoolStage = "primaire" | "college" | "lycee" | "sup";

const STAGE_OF: Readonly<Record<LevelOfEducation, SchoolStage>> = {
  primaire: "primaire",
  "6ème": "college",
  "5ème": "college",
  "4ème": "college",
  "3ème": "college",
  seconde: "lycee",
  première: "lycee",
  terminale: "lycee",
  sup: "sup",
};

/** The stage of a level, or null for an unknown one. */
export function schoolStage(level: string | null): SchoolStage | null {
  return level !== null && Object.hasOwn(STAGE_OF, level) ? STAGE_OF[level as LevelOfEducation] : null;
}

/** A link of the member space: a key the page names in its language, and a §2 route. */
export interface MemberLink {
  key: string;
  path: string;
  /** True when the link is chosen for the member's stage (shown first). */
  forStage: boolean;
}

const REVISION_AREAS: readonly { key: string; path: string; stages: readonly SchoolStage[] }[] = [
  { key: "brevet", path: "/brevet", stages: ["college"] },
  { key: "brevetSimulator", path: "/simulateur-de-notes-brevet", stages: ["college"] },
  { key: "bac", path: "/bac", stages: ["lycee"] },
  { key: "bacSimulator", path: "/simulateur-de-notes-bac", stages: ["lycee"] },
  { key: "languageTests", path: "/revisions/tests-de-langues", stages: ["lycee", "sup"] },
  { key: "competitiveExams", path: "/revisions/tests-et-concours", stages: ["sup"] },
  { key: "diplomas", path: "/revisions/diplomes", stages: ["sup"] },
  { key: "library", path: "/revisions/bibliotheque-des-savoirs", stages: ["primaire", "college", "lycee", "sup"] },
];

const ORIENTATION: readonly { key: string; path: string; stages: readonly SchoolStage[] }[] = [
  // Parcoursup is also the way to change course after a first year of higher education (réorientation).
  { key: "parcoursup", path: "/orientation/parcoursup", stages: ["lycee", "sup"] },
  { key: "orientation", path: "/orientation", stages: ["college", "lycee", "sup"] },
  { key: "exams", path: "/revisions/tests-et-concours", stages: ["sup"] },
  { key: "languageTests", path: "/revisions/tests-de-langues", stages: ["lycee", "sup"] },
  { key: "brevet", path: "/brevet", stages: ["college"] },
  { key: "commitment", path: "/nos-engagements/orientation", stages: [] },
  { key: "blog", path: "/blog", stages: [] },
];

const STAGE_ORDER: readonly SchoolStage[] = ["primaire", "college", "lycee", "sup"];

/** A link only for stages the member has left behind (the Brevet for a lycéen): not offered to them. */
function behind(stages: readonly SchoolStage[], stage: SchoolStage | null): boolean {
  if (stage === null || stages.length === 0) return false;
  return Math.max(...stages.map((s) => STAGE_ORDER.indexOf(s))) < STAGE_ORDER.indexOf(stage);
}

function links(list: typeof REVISION_AREAS, level: string | null, all: boolean): MemberLink[] {
  const stage = schoolStage(level);
  const mapped = list
    .filter((item) => !behind(item.stages, stage))
    .map((item) => ({
      key: item.key,
      path: item.path,
      forStage: stage !== null && item.stages.includes(stage),
    }));
  const chosen = mapped.filter((link) => link.forStage);
  const others = all || chosen.length === 0 ? mapped.filter((link) => !link.forStage) : [];
  return [...chosen, ...others];
}

/** §2 post-login home: the revision areas of the member's stage first (every area when the level is unknown). */
export function revisionAreas(level: string | null): MemberLink[] {
  return links(REVISION_AREAS, level, false);
}

/** §2 /mon-avenir: the orientation links, those of the member's stage first, none for a stage they have left. */
export function orientationLinks(level: string | null): MemberLink[] {
  return links(ORIENTATION, level, true);
}
