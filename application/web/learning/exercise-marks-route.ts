// An exercise bank's marks as its page sees them: the route it reads and posts them to, and what that route
// answers. No imports: the bank's chunk takes these without the use cases of exercise-marks.ts (tsyringe, valibot,
// neverthrow), which only the route's server code runs (docs/decisions/012).

/** The resource route of a bank's marks: GET `?bank=<path>` reads them, a POST (bank, exercise, mark) keeps one. */
export const EXERCISE_MARKS_ROUTE = "/revisions/cours-et-quiz/exercices-marques";

type Mark = "success" | "review";

/**
 * What the route answers: `account: false` for a visitor (marks stay on the device); for a member, the bank's marks
 * kept on their account, or why they could not be read or kept.
 */
export type ExerciseMarksAnswer =
  | { account: false }
  | { account: true; ok: true; marks: Record<string, Mark> }
  | { account: true; ok: false; reason: string };
