// Issue 15, the right of withdrawal of a distance contract (Code de la consommation L221-18: 14 days) and its
// exception for digital content not supplied on a tangible medium (L221-28 13°, with L221-26): the access may start
// at once, during those 14 days, only when the buyer gave their prior express consent to it and acknowledged that
// they thereby lose the right of withdrawal. docs/spec-notes.md cites the texts.

/** L221-18: the right of withdrawal of a distance contract lasts 14 days. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * L221-28 13°: whether an order may be opened (the subscription starts at once when paid): only with the buyer's
 * express consent and acknowledgement, given as one box ticked at checkout (`true`, never a default).
 */
export function mayStartAtOnce(waiver: boolean | null | undefined): boolean {
  return waiver === true;
}
