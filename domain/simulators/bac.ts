// §1/§2 Bac grade simulator (/simulateur-de-notes-bac/{exam?}): the official grading of the baccalauréat
// général and technologique, as data, and the computation of the final mark out of 20.
import { compare, type Fraction, fraction, max, sub, sum, mul, div, ceilHundredths, floorHundredths } from "./exact.ts";
import { MARK_MAX, type MarkError, markValue, readMark } from "./marks.ts";
import { type Mention, mentionFor, type NextMention, nextMention, PASS_MARK, SECOND_GROUP_MIN } from "./outcome.ts";
import { averageOf, isComplete, summarize, type TargetView, targetsFor, type WeightedMark } from "./weighted.ts";

/** §2 the `exam` segment of /simulateur-de-notes-bac/{exam?}: the two ways (voies) covered. */
export const BAC_VARIANTS = ["general", "technologique"] as const;
export type BacVariant = (typeof BAC_VARIANTS)[number];

/** §2 /simulateur-de-notes-bac without `exam` simulates the bac général. */
export const DEFAULT_BAC_VARIANT: BacVariant = "general";

/** §2 the variant named by the `exam` segment (absent → général), or null for an unknown one (→ 404). */
export function bacVariantFromParam(exam: string | undefined): BacVariant | null {
  if (exam === undefined || exam === "") return DEFAULT_BAC_VARIANT;
  return (BAC_VARIANTS as readonly string[]).includes(exam) ? (exam as BacVariant) : null;
}

/**
 * §1 the sessions the simulator knows. Sessions 2022 to 2026 share one table (2026 stands for them);
 * session 2027 adds the épreuve anticipée de mathématiques (end of première, June 2026) and lowers the
 * Grand oral to keep a total of 100 (décret n° 2025-513 and arrêté du 10 juin 2025; docs/spec-notes.md §Bac).
 */
export const BAC_SESSIONS = [2026, 2027] as const;
export type BacSession = (typeof BAC_SESSIONS)[number];
const FIRST_SESSION: BacSession = 2026;
const LATEST_SESSION: BacSession = 2027;

/** The month (1-12) a school year starts: September. A school year runs September to August. */
const SCHOOL_YEAR_FIRST_MONTH = 9;

/**
 * §1 the session a pupil of terminale sits during the school year of `date` (September to August: in
 * 2026-27 they sit session 2027), brought within the sessions the simulator knows (before 2025-26:
 * 2026; after 2026-27: 2027, the latest table). The date is an argument (the domain reads no clock); its
 * calendar day is read in UTC.
 */
export function bacSessionForDate(date: Date): BacSession {
  const month = date.getUTCMonth() + 1;
  const session = date.getUTCFullYear() + (month >= SCHOOL_YEAR_FIRST_MONTH ? 1 : 0);
  // The sessions are consecutive years: clamping gives a known one.
  return Math.min(Math.max(session, FIRST_SESSION), LATEST_SESSION) as BacSession;
}

/** §1 the session named by the `session` query parameter ("2026", "2027"); any other value (or none) gives the one of `date`. */
export function bacSessionFromParam(value: string | null | undefined, date: Date): BacSession {
  const named = BAC_SESSIONS.find((session) => String(session) === value);
  return named ?? bacSessionForDate(date);
}

/** §1 the two blocks of the Bac: contrôle continu (40 coefficients) and final exams (60 coefficients). */
export type BacPart = "controle-continu" | "epreuves";

/** §1 the subjects of the Bac, as named by the official texts. */
export type BacSubject =
  | "histoire-geographie"
  | "langue-vivante-a"
  | "langue-vivante-b"
  | "enseignement-scientifique"
  | "mathematiques"
  | "eps"
  | "emc"
  | "specialite-abandonnee"
  | "francais-ecrit"
  | "francais-oral"
  | "mathematiques-anticipees"
  | "philosophie"
  | "specialite-1"
  | "specialite-2"
  | "grand-oral";

/** §1 one mark of the Bac: its field id (also its query-string key), subject, year, block and coefficient. */
export interface BacComponent {
  readonly id: string;
  readonly subject: BacSubject;
  readonly year: "premiere" | "terminale";
  readonly part: BacPart;
  readonly coefficient: number;
  /** Can be retaken at the second group (written final exams only). */
  readonly secondGroup: boolean;
}

const cc = (id: string, subject: BacSubject, year: BacComponent["year"], coefficient: number): BacComponent => ({
  id,
  subject,
  year,
  part: "controle-continu",
  coefficient,
  secondGroup: false,
});
const exam = (
  id: string,
  subject: BacSubject,
  year: BacComponent["year"],
  coefficient: number,
  secondGroup: boolean,
): BacComponent => ({ id, subject, year, part: "epreuves", coefficient, secondGroup });

/**
 * §1 THE COEFFICIENTS of the Bac, sessions 2022 to 2026.
 * Sources: Code de l'éducation, articles D. 334-4 (voie générale) and D. 336-4 (voie technologique);
 * arrêtés du 16 juillet 2018 relatifs aux épreuves du baccalauréat général et du baccalauréat
 * technologique à compter de la session de 2021, and arrêté du 16 juillet 2018 relatif aux modalités
 * d'organisation du contrôle continu, all three as amended by the arrêtés du 27 juillet 2021 (contrôle
 * continu from the school-report annual averages of première and terminale, session 2022 onward).
 * - Contrôle continu, 40: histoire-géographie 3 + 3, langue vivante A 3 + 3, langue vivante B 3 + 3,
 *   enseignement scientifique (général) or mathématiques (technologique) 3 + 3, EPS 6 (terminale only:
 *   contrôle en cours de formation, three activities), EMC 1 + 1, the spécialité dropped at the end of
 *   première 8 (première only).
 * - Final exams, 60: français écrit 5 and oral 5 (épreuves anticipées, end of première), philosophie
 *   8 (général) / 4 (technologique), each of the two spécialités of terminale 16, Grand oral 10
 *   (général) / 14 (technologique).
 * content/exams/bac states the same figures for the voie générale. The voie technologique has the same
 * structure; its two different figures (philosophie 4, Grand oral 14) come from the arrêté, not from
 * our content, which covers only the voie générale.
 */
const SESSION_2026: Readonly<Record<BacVariant, readonly BacComponent[]>> = {
  general: [
    cc("hg-1", "histoire-geographie", "premiere", 3),
    cc("hg-t", "histoire-geographie", "terminale", 3),
    cc("lva-1", "langue-vivante-a", "premiere", 3),
    cc("lva-t", "langue-vivante-a", "terminale", 3),
    cc("lvb-1", "langue-vivante-b", "premiere", 3),
    cc("lvb-t", "langue-vivante-b", "terminale", 3),
    cc("es-1", "enseignement-scientifique", "premiere", 3),
    cc("es-t", "enseignement-scientifique", "terminale", 3),
    cc("eps", "eps", "terminale", 6),
    cc("emc-1", "emc", "premiere", 1),
    cc("emc-t", "emc", "terminale", 1),
    cc("spe-1re", "specialite-abandonnee", "premiere", 8),
    exam("fr-ecrit", "francais-ecrit", "premiere", 5, true),
    exam("fr-oral", "francais-oral", "premiere", 5, false),
    exam("philo", "philosophie", "terminale", 8, true),
    exam("spe1", "specialite-1", "terminale", 16, true),
    exam("spe2", "specialite-2", "terminale", 16, true),
    exam("go", "grand-oral", "terminale", 10, false),
  ],
  technologique: [
    cc("hg-1", "histoire-geographie", "premiere", 3),
    cc("hg-t", "histoire-geographie", "terminale", 3),
    cc("lva-1", "langue-vivante-a", "premiere", 3),
    cc("lva-t", "langue-vivante-a", "terminale", 3),
    cc("lvb-1", "langue-vivante-b", "premiere", 3),
    cc("lvb-t", "langue-vivante-b", "terminale", 3),
    cc("maths-1", "mathematiques", "premiere", 3),
    cc("maths-t", "mathematiques", "terminale", 3),
    cc("eps", "eps", "terminale", 6),
    cc("emc-1", "emc", "premiere", 1),
    cc("emc-t", "emc", "terminale", 1),
    cc("spe-1re", "specialite-abandonnee", "premiere", 8),
    exam("fr-ecrit", "francais-ecrit", "premiere", 5, true),
    exam("fr-oral", "francais-oral", "premiere", 5, false),
    exam("philo", "philosophie", "terminale", 4, true),
    exam("spe1", "specialite-1", "terminale", 16, true),
    exam("spe2", "specialite-2", "terminale", 16, true),
    exam("go", "grand-oral", "terminale", 14, false),
  ],
};

/**
 * §1 THE COEFFICIENTS of the Bac from session 2027: the table of 2026 with the épreuve anticipée de
 * mathématiques (written, 2 hours, end of première, coefficient 2) and the Grand oral lowered by the
 * same 2 coefficients, so the final exams still total 60 and the Bac 100.
 * Sources (docs/spec-notes.md, "Bac session 2027"): décret n° 2025-513 du 10 juin 2025 instaurant une
 * épreuve anticipée de mathématiques aux baccalauréats général et technologique, and the arrêté du 10
 * juin 2025 amending the arrêtés du 16 juillet 2018 (JORF and BOEN of 12 June 2025): coefficient 2 for the
 * new exam; Grand oral 10 → 8 in the voie générale. NOT CERTAIN: the voie technologique's Grand oral at
 * 12 (14 − 2): the text of the arrêté giving that figure could not be read; the only source found says the
 * two coefficients are "pris sur le grand oral" without naming the voie. Also NOT CERTAIN: whether the
 * new exam may be retaken at the second group; it is not offered there (like the oral de français).
 */
const SESSION_2027: Readonly<Record<BacVariant, readonly BacComponent[]>> = {
  general: withMathematiquesAnticipees(SESSION_2026.general, 8),
  technologique: withMathematiquesAnticipees(SESSION_2026.technologique, 12),
};

function withMathematiquesAnticipees(components: readonly BacComponent[], grandOral: number): BacComponent[] {
  return components.flatMap((c) => {
    if (c.id === "go") return [{ ...c, coefficient: grandOral }];
    if (c.id === "fr-oral") return [c, exam("maths-ea", "mathematiques-anticipees", "premiere", 2, false)];
    return [c];
  });
}

/** §1 the coefficient tables by session and variant. */
export const BAC_COEFFICIENTS: Readonly<Record<BacSession, Readonly<Record<BacVariant, readonly BacComponent[]>>>> = {
  2026: SESSION_2026,
  2027: SESSION_2027,
};

/**
 * §1 optional courses (enseignements optionnels, LCA latin and grec included): each year's annual
 * average counts with coefficient 2, added to the 100 (arrêté du 27 juillet 2021; the former "points
 * above 10" bonus no longer exists, so a weak option can lower the average). The simulator offers three.
 */
export const BAC_OPTION_COEFFICIENT_PER_YEAR = 2;
/** §1 how many optional courses the simulator offers (at most 1 + 2 LCA in première, 2 + 2 LCA in terminale are allowed). */
export const BAC_OPTION_SLOTS = 3;

/** §1 the query keys of an optional course's two annual averages. */
export function bacOptionIds(slot: number): { readonly premiere: string; readonly terminale: string } {
  return { premiere: `opt${slot}-1`, terminale: `opt${slot}-t` };
}

/** §1 the second group: at most two subjects retaken, by an oral. */
export const BAC_SECOND_GROUP_MAX_SUBJECTS = 2;

/** §1 the query key of the second-group oral mark of a component. */
export function bacSecondGroupId(componentId: string): string {
  return `oral-${componentId}`;
}

/** §1 the coefficients of one block of a variant (40 and 60 without options). */
export function bacPartTotal(variant: BacVariant, session: BacSession, part: BacPart): number {
  return BAC_COEFFICIENTS[session][variant]
    .filter((c) => c.part === part)
    .reduce((total, c) => total + c.coefficient, 0);
}

/** §1 what the simulator is given: marks in hundredths by field id (absent = not known yet). */
export interface BacInput {
  readonly variant: BacVariant;
  readonly session: BacSession;
  readonly marks: Readonly<Record<string, number>>;
  /** Second-group oral marks in hundredths, by component id. */
  readonly secondGroup: Readonly<Record<string, number>>;
}

/** §1 a field error: a refused mark, or more than two second-group subjects. */
export type BacFieldError = MarkError | "TooManySecondGroupSubjects";

/** §1 every field id the form of a variant has, in display order. */
export function bacFieldIds(variant: BacVariant, session: BacSession): string[] {
  const options = Array.from({ length: BAC_OPTION_SLOTS }, (_, i) => bacOptionIds(i + 1));
  return [
    ...BAC_COEFFICIENTS[session][variant].map((c) => c.id),
    ...options.flatMap((o) => [o.premiere, o.terminale]),
    ...BAC_COEFFICIENTS[session][variant].filter((c) => c.secondGroup).map((c) => bacSecondGroupId(c.id)),
  ];
}

/**
 * Issue 32: the marks typed for one session that another session also asks (the subjects both have), for the switch
 * of session to keep them; a field the other session does not have, or left empty, is dropped.
 */
export function bacMarksForSession(
  variant: BacVariant,
  session: BacSession,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of bacFieldIds(variant, session)) {
    const value = values[field]?.trim();
    if (value) kept[field] = value;
  }
  return kept;
}

/** §1 reads the form (query string or live fields): the marks it holds and the errors of its fields. */
export function readBacForm(
  variant: BacVariant,
  session: BacSession,
  get: (field: string) => string | null | undefined,
): { input: BacInput; errors: Record<string, BacFieldError> } {
  const marks: Record<string, number> = {};
  const secondGroup: Record<string, number> = {};
  const errors: Record<string, BacFieldError> = {};
  const oralIds = new Map(
    BAC_COEFFICIENTS[session][variant].filter((c) => c.secondGroup).map((c) => [bacSecondGroupId(c.id), c.id] as const),
  );
  for (const field of bacFieldIds(variant, session)) {
    const reading = readMark(get(field));
    if (reading.kind === "error") errors[field] = reading.error;
    if (reading.kind !== "mark") continue;
    const componentId = oralIds.get(field);
    if (componentId === undefined) marks[field] = reading.hundredths;
    else secondGroup[componentId] = reading.hundredths;
  }
  const retaken = Object.keys(secondGroup);
  if (retaken.length > BAC_SECOND_GROUP_MAX_SUBJECTS) {
    for (const id of retaken) errors[bacSecondGroupId(id)] = "TooManySecondGroupSubjects";
  }
  return { input: { variant, session, marks, secondGroup }, errors };
}

/** §1 the first-group decision: admitted (≥ 10), second group (8 to below 10), not admitted (below 8). */
export type BacOutcome = "admis" | "second-groupe" | "ajourne";

/** §1 the first-group decision for a final average. */
export function bacOutcome(average: Fraction): BacOutcome {
  if (compare(average, fraction(PASS_MARK)) >= 0) return "admis";
  return compare(average, fraction(SECOND_GROUP_MIN)) >= 0 ? "second-groupe" : "ajourne";
}

/** §1 one subject that may be retaken at the second group. */
export interface SecondGroupSubject {
  readonly id: string;
  readonly subject: BacSubject;
  readonly coefficient: number;
  readonly writtenHundredths: number;
  /** The oral mark needed to pass if only this subject is retaken (rounded up), or null above 20. */
  readonly neededAloneHundredths: number | null;
  /** The oral mark entered, if any. */
  readonly oralHundredths: number | null;
}

/** §1 the second group: points missing, the subjects that can be retaken and, once orals are entered, the result. */
export interface SecondGroupView {
  /** Points (coefficient × mark) missing to reach 10 on average, rounded up to the hundredth. */
  readonly missingPointsHundredths: number;
  readonly subjects: readonly SecondGroupSubject[];
  /** Null until at least one oral mark is entered. */
  readonly final: null | { readonly averageHundredths: number; readonly admitted: boolean };
}

/** §1 the simulation of a Bac: partial while marks are missing, complete with the decision once all are there. */
export interface BacResult {
  readonly variant: BacVariant;
  readonly session: BacSession;
  readonly complete: boolean;
  /** Field ids of the compulsory marks not entered yet. */
  readonly missing: readonly string[];
  /** Sum of the coefficients entered and of all coefficients (100 plus the options entered). */
  readonly enteredCoefficient: number;
  readonly totalCoefficient: number;
  /** Average of what is entered (final when complete), rounded down to the hundredth; null if nothing entered. */
  readonly averageHundredths: number | null;
  /** Averages of the marks entered in each block (options belong to the contrôle continu). */
  readonly controleContinuHundredths: number | null;
  readonly epreuvesHundredths: number | null;
  /**
   * Complete only: the first-group decision, its mention and the next mention (admitted only). A
   * candidate admitted after the second group gets no mention (see the note on secondGroup).
   */
  readonly outcome: BacOutcome | null;
  readonly mention: Mention | null;
  readonly nextMention: NextMention | null;
  /** Complete and not admitted: points missing on the average to reach 10 (rounded up). */
  readonly missingToPassHundredths: number | null;
  /** While incomplete: the average needed on the marks still missing to pass and for each mention. */
  readonly targets: readonly TargetView[];
  /**
   * Complete with outcome "second-groupe" only. Rule (arrêté du 16 juillet 2018, second group): two
   * subjects at most among the written final exams (français écrit, philosophie, the two spécialités),
   * each retaken by an oral; the better of the two marks counts with the same coefficient; admitted at
   * 10. NOT CERTAIN: that a candidate admitted after the second group gets no mention (so none is given).
   */
  readonly secondGroup: SecondGroupView | null;
}

function weightedMarks(input: BacInput): { component: BacComponent | null; part: BacPart; item: WeightedMark }[] {
  const mark = (id: string) => {
    const value = input.marks[id];
    return value === undefined ? null : markValue(value);
  };
  const compulsory = BAC_COEFFICIENTS[input.session][input.variant].map((component) => ({
    component,
    part: component.part,
    item: { coefficient: fraction(component.coefficient), mark: mark(component.id) },
  }));
  const options = Array.from({ length: BAC_OPTION_SLOTS }, (_, i) => bacOptionIds(i + 1))
    .flatMap((o) => [o.premiere, o.terminale])
    .map(mark)
    .filter((value): value is Fraction => value !== null)
    .map((value) => ({
      component: null,
      part: "controle-continu" as const,
      item: { coefficient: fraction(BAC_OPTION_COEFFICIENT_PER_YEAR), mark: value },
    }));
  return [...compulsory, ...options];
}

const hundredthsOrNull = (value: Fraction | null) => (value === null ? null : floorHundredths(value));

function secondGroupView(input: BacInput, points: Fraction, total: Fraction): SecondGroupView {
  const missing = sub(mul(fraction(PASS_MARK), total), points);
  const subjects = BAC_COEFFICIENTS[input.session][input.variant]
    .filter((c) => c.secondGroup)
    .map((c): SecondGroupSubject => {
      // Called only once every mark is entered: the written mark is there.
      const written = input.marks[c.id] as number;
      const neededMark = sum([markValue(written), div(missing, fraction(c.coefficient))]);
      return {
        id: c.id,
        subject: c.subject,
        coefficient: c.coefficient,
        writtenHundredths: written,
        neededAloneHundredths: compare(neededMark, fraction(MARK_MAX)) > 0 ? null : ceilHundredths(neededMark),
        oralHundredths: input.secondGroup[c.id] ?? null,
      };
    });
  const retaken = subjects.flatMap((s) =>
    s.oralHundredths === null
      ? []
      : [{ coefficient: s.coefficient, written: s.writtenHundredths, oral: s.oralHundredths }],
  );
  const view = { missingPointsHundredths: ceilHundredths(missing), subjects };
  if (retaken.length === 0 || retaken.length > BAC_SECOND_GROUP_MAX_SUBJECTS) return { ...view, final: null };
  // The better of the written mark and the oral mark counts, with the written exam's coefficient.
  const gained = sum(
    retaken.map((r) => mul(fraction(r.coefficient), max(fraction(0), sub(markValue(r.oral), markValue(r.written))))),
  );
  const average = div(sum([points, gained]), total);
  return {
    ...view,
    final: { averageHundredths: floorHundredths(average), admitted: compare(average, fraction(PASS_MARK)) >= 0 },
  };
}

/** §1 simulates the Bac: weighted average over 100 coefficients (plus options), decision, mention, second group. */
export function simulateBac(input: BacInput): BacResult {
  const rows = weightedMarks(input);
  const all = summarize(rows.map((r) => r.item));
  const partAverage = (part: BacPart) =>
    hundredthsOrNull(averageOf(summarize(rows.filter((r) => r.part === part).map((r) => r.item))));
  const average = averageOf(all);
  const complete = isComplete(all);
  const final = complete ? average : null;
  const outcome = final === null ? null : bacOutcome(final);
  return {
    variant: input.variant,
    session: input.session,
    complete,
    missing: rows.flatMap((r) => (r.component !== null && r.item.mark === null ? [r.component.id] : [])),
    enteredCoefficient: all.entered.num / all.entered.den,
    totalCoefficient: all.total.num / all.total.den,
    averageHundredths: hundredthsOrNull(average),
    controleContinuHundredths: partAverage("controle-continu"),
    epreuvesHundredths: partAverage("epreuves"),
    outcome,
    mention: final !== null && outcome === "admis" ? mentionFor(final) : null,
    nextMention: final !== null && outcome === "admis" ? nextMention(final) : null,
    missingToPassHundredths:
      final !== null && outcome !== "admis" ? ceilHundredths(sub(fraction(PASS_MARK), final)) : null,
    targets: complete ? [] : targetsFor(all),
    secondGroup: outcome === "second-groupe" ? secondGroupView(input, all.points, all.total) : null,
  };
}
