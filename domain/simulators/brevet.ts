// §1/§2 Brevet grade simulator (/simulateur-de-notes-brevet): the diplôme national du brevet (DNB) from
// the 2026 session reform, as data, and the computation of the final mark out of 20.
import {
  add,
  ceilHundredths,
  compare,
  div,
  type Fraction,
  floorHundredths,
  fraction,
  fromDecimal,
  max,
  min,
  mul,
  sub,
  sum,
} from "./exact.ts";
import { MARK_MAX, type MarkError, markValue, readMark } from "./marks.ts";
import { type Mention, mentionFor, type NextMention, nextMention, PASS_MARK } from "./outcome.ts";
import { averageOf, isComplete, summarize, type TargetView, targetsFor, type WeightedMark } from "./weighted.ts";

/**
 * §1 the session whose rules this module encodes: the DNB reformed from session 2026 (mark out of 20
 * instead of 800 points). Source: the decree and arrêté reforming the DNB for the 2026 session, as our
 * own page content/exams/brevet states them (the figures below are taken from that page). NOT CERTAIN:
 * the page is our only source for the options bonus (see BREVET_OPTION_BONUS_ABOVE) and for the
 * equal weight of every subject in the contrôle continu; check them against the arrêté when possible.
 */
export const BREVET_SESSION = 2026;

/** §1 the share of each block in the final mark: contrôle continu 40 %, final exams 60 %. */
export const BREVET_SHARES = { controleContinu: 40, epreuves: 60 } as const;

/** §1 the final exams of the DNB (candidats scolaires) with their coefficients, as content/exams/brevet states them. */
export const BREVET_EXAMS = [
  { id: "francais", coefficient: 2 },
  { id: "mathematiques", coefficient: 2 },
  { id: "histoire-geographie", coefficient: 1.5 },
  { id: "emc", coefficient: 0.5 },
  { id: "sciences", coefficient: 2 },
  { id: "oral", coefficient: 2 },
] as const;
export type BrevetExam = (typeof BREVET_EXAMS)[number]["id"];

/**
 * §1 the compulsory subjects of 3e whose annual averages make the contrôle continu, each with the same
 * weight (the average of the annual averages). The list is that of the cycle 4 timetable.
 */
export const BREVET_SUBJECTS = [
  "francais",
  "mathematiques",
  "histoire-geographie-emc",
  "langue-vivante-a",
  "langue-vivante-b",
  "sciences-vie-terre",
  "physique-chimie",
  "technologie",
  "arts-plastiques",
  "education-musicale",
  "eps",
] as const;
export type BrevetSubject = (typeof BREVET_SUBJECTS)[number];

/**
 * §1 optional course of 3e (LCA, langues et cultures européennes ou régionales, chant choral…): the
 * points above 10/20 are added to the contrôle continu, which cannot exceed 20 (content/exams/brevet).
 * The simulator offers two options and adds the points of each (NOT CERTAIN for more than one option).
 */
export const BREVET_OPTION_BONUS_ABOVE = 10;
/** §1 how many optional courses the simulator offers. */
export const BREVET_OPTION_SLOTS = 2;

/** §1 the contrôle continu is typed subject by subject ("detail") or as the one average of averages ("moyenne"). */
export type BrevetControleContinuMode = "detail" | "moyenne";

/** §1 query keys of the Brevet form. */
export const BREVET_FIELDS = {
  mode: "cc-mode",
  average: "cc-moyenne",
  subject: (subject: BrevetSubject) => `cc-${subject}`,
  exam: (examId: BrevetExam) => examId,
  option: (slot: number) => `option-${slot}`,
} as const;

/** §1 what the simulator is given: marks in hundredths (absent = not known yet). */
export interface BrevetInput {
  readonly mode: BrevetControleContinuMode;
  /** Mode "moyenne": the average of the annual averages of 3e. */
  readonly average: number | null;
  /** Mode "detail": the annual average of each subject entered (subjects left out do not count). */
  readonly subjects: Readonly<Partial<Record<BrevetSubject, number>>>;
  readonly exams: Readonly<Partial<Record<BrevetExam, number>>>;
  readonly options: readonly number[];
}

/** §1 every mark field id of the form, in display order, for one mode of the contrôle continu. */
export function brevetFieldIds(mode: BrevetControleContinuMode): string[] {
  return [
    ...(mode === "moyenne" ? [BREVET_FIELDS.average] : BREVET_SUBJECTS.map(BREVET_FIELDS.subject)),
    ...BREVET_EXAMS.map((e) => BREVET_FIELDS.exam(e.id)),
    ...Array.from({ length: BREVET_OPTION_SLOTS }, (_, i) => BREVET_FIELDS.option(i + 1)),
  ];
}

/** §1 reads the form (query string or live fields): the marks it holds and the errors of its fields. */
export function readBrevetForm(get: (field: string) => string | null | undefined): {
  input: BrevetInput;
  errors: Record<string, MarkError>;
} {
  const mode: BrevetControleContinuMode = get(BREVET_FIELDS.mode) === "moyenne" ? "moyenne" : "detail";
  const errors: Record<string, MarkError> = {};
  const read = (field: string): number | null => {
    const reading = readMark(get(field));
    if (reading.kind === "error") errors[field] = reading.error;
    return reading.kind === "mark" ? reading.hundredths : null;
  };
  const subjects: Partial<Record<BrevetSubject, number>> = {};
  const exams: Partial<Record<BrevetExam, number>> = {};
  const average = mode === "moyenne" ? read(BREVET_FIELDS.average) : null;
  if (mode === "detail") {
    for (const subject of BREVET_SUBJECTS) {
      const value = read(BREVET_FIELDS.subject(subject));
      if (value !== null) subjects[subject] = value;
    }
  }
  for (const { id } of BREVET_EXAMS) {
    const value = read(BREVET_FIELDS.exam(id));
    if (value !== null) exams[id] = value;
  }
  const options = Array.from({ length: BREVET_OPTION_SLOTS }, (_, i) => read(BREVET_FIELDS.option(i + 1))).filter(
    (value): value is number => value !== null,
  );
  return { input: { mode, average, subjects, exams, options }, errors };
}

/** §1 the contrôle continu mark: the average of averages plus the option points above 10, capped at 20; null if none entered. */
export function brevetControleContinu(input: BrevetInput): Fraction | null {
  const base =
    input.mode === "moyenne"
      ? input.average === null
        ? null
        : markValue(input.average)
      : averageOf(
          summarize(Object.values(input.subjects).map((h) => ({ coefficient: fraction(1), mark: markValue(h) }))),
        );
  if (base === null) return null;
  const bonus = sum(input.options.map((h) => max(fraction(0), sub(markValue(h), fraction(BREVET_OPTION_BONUS_ABOVE)))));
  return min(fraction(MARK_MAX), add(base, bonus));
}

/**
 * §1 the weight of each mark in the final mark, on a scale of 100: contrôle continu 40, and each exam
 * 60 × its coefficient / the sum of the exam coefficients (français 12, maths 12, histoire-géographie
 * 9, EMC 3, sciences 12, oral 12).
 */
export function brevetWeights(): {
  readonly controleContinu: Fraction;
  readonly exams: Readonly<Record<BrevetExam, Fraction>>;
} {
  const examTotal = sum(BREVET_EXAMS.map((e) => fromDecimal(e.coefficient)));
  const exams = Object.fromEntries(
    BREVET_EXAMS.map((e) => [e.id, div(mul(fraction(BREVET_SHARES.epreuves), fromDecimal(e.coefficient)), examTotal)]),
  ) as Record<BrevetExam, Fraction>;
  return { controleContinu: fraction(BREVET_SHARES.controleContinu), exams };
}

/** §1 the DNB decision: admitted from 10, otherwise not admitted (the DNB has no second group). */
export type BrevetOutcome = "admis" | "non-admis";

/** §1 the simulation of a Brevet: partial while marks are missing, complete with the decision once all are there. */
export interface BrevetResult {
  readonly session: number;
  readonly complete: boolean;
  /** "controle-continu" and the exam ids not entered yet. */
  readonly missing: readonly string[];
  /** Share of the final mark already entered, in percent (0 to 100). */
  readonly enteredShare: number;
  /** Average of what is entered (final when complete), rounded down to the hundredth; null if nothing entered. */
  readonly averageHundredths: number | null;
  readonly controleContinuHundredths: number | null;
  /** Average of the final exams entered, with their coefficients. */
  readonly epreuvesHundredths: number | null;
  readonly outcome: BrevetOutcome | null;
  readonly mention: Mention | null;
  readonly nextMention: NextMention | null;
  readonly missingToPassHundredths: number | null;
  readonly targets: readonly TargetView[];
}

/** §1 simulates the Brevet: 40 % contrôle continu + 60 % final exams, decision and mention. */
export function simulateBrevet(input: BrevetInput): BrevetResult {
  const weights = brevetWeights();
  const controleContinu = brevetControleContinu(input);
  const examItems: (WeightedMark & { id: BrevetExam })[] = BREVET_EXAMS.map((e) => {
    const value = input.exams[e.id];
    return { id: e.id, coefficient: weights.exams[e.id], mark: value === undefined ? null : markValue(value) };
  });
  const all = summarize([{ coefficient: weights.controleContinu, mark: controleContinu }, ...examItems]);
  const average = averageOf(all);
  const complete = isComplete(all);
  const final = complete ? average : null;
  const outcome: BrevetOutcome | null =
    final === null ? null : compare(final, fraction(PASS_MARK)) >= 0 ? "admis" : "non-admis";
  const epreuves = averageOf(summarize(examItems));
  return {
    session: BREVET_SESSION,
    complete,
    missing: [
      ...(controleContinu === null ? ["controle-continu"] : []),
      ...examItems.filter((e) => e.mark === null).map((e) => e.id),
    ],
    enteredShare: all.entered.num / all.entered.den,
    averageHundredths: average === null ? null : floorHundredths(average),
    controleContinuHundredths: controleContinu === null ? null : floorHundredths(controleContinu),
    epreuvesHundredths: epreuves === null ? null : floorHundredths(epreuves),
    outcome,
    mention: final !== null && outcome === "admis" ? mentionFor(final) : null,
    nextMention: final !== null && outcome === "admis" ? nextMention(final) : null,
    missingToPassHundredths:
      final !== null && outcome === "non-admis" ? ceilHundredths(sub(fraction(PASS_MARK), final)) : null,
    targets: complete ? [] : targetsFor(all),
  };
}
