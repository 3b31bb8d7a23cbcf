// §1 grade simulators: what an average out of 20 means for the Bac and the Brevet (DNB): admission,
// the Bac's second group, the mentions. The thresholds are the same for both diplomas (Code de
// l'éducation, articles on the baccalauréat général/technologique and on the DNB; our pages
// content/exams/bac and content/exams/brevet say the same).
import { ceilHundredths, compare, type Fraction, fraction, sub } from "./exact.ts";

/** §1 grade simulators: the diploma is awarded from an average of 10/20. */
export const PASS_MARK = 10;

/** §1 grade simulators: Bac only: from 8 to below 10 the candidate sits the second group (rattrapage). */
export const SECOND_GROUP_MIN = 8;

/** §1 grade simulators: the mentions, lowest first. */
export const MENTIONS = ["assez-bien", "bien", "tres-bien", "felicitations"] as const;
export type Mention = (typeof MENTIONS)[number];

/**
 * §1 grade simulators: lowest average giving each mention: assez bien 12, bien 14, très bien 16,
 * "très bien avec les félicitations du jury" 18 (sessions since 2021 for the Bac, 2026 reform for the DNB).
 */
export const MENTION_THRESHOLDS: Readonly<Record<Mention, number>> = {
  "assez-bien": 12,
  bien: 14,
  "tres-bien": 16,
  felicitations: 18,
};

/** §1 grade simulators: the mention an average gives, or null below 12. */
export function mentionFor(average: Fraction): Mention | null {
  let found: Mention | null = null;
  for (const mention of MENTIONS) {
    if (compare(average, fraction(MENTION_THRESHOLDS[mention])) >= 0) found = mention;
  }
  return found;
}

/** §1 grade simulators: the next mention above an average and the points (hundredths, rounded up) still missing. */
export interface NextMention {
  readonly mention: Mention;
  readonly missingHundredths: number;
}

/** §1 grade simulators: the next mention to reach from an average, or null once "félicitations" is reached. */
export function nextMention(average: Fraction): NextMention | null {
  for (const mention of MENTIONS) {
    const gap = sub(fraction(MENTION_THRESHOLDS[mention]), average);
    if (gap.num > 0) return { mention, missingHundredths: ceilHundredths(gap) };
  }
  return null;
}

/** §1 grade simulators: the averages worth aiming at: admission (10) then each mention. */
export const TARGETS: readonly { readonly threshold: number; readonly mention: Mention | null }[] = [
  { threshold: PASS_MARK, mention: null },
  ...MENTIONS.map((mention) => ({ threshold: MENTION_THRESHOLDS[mention], mention })),
];
