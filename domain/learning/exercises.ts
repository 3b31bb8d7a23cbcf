// Learning rules: exercises with worked solutions (content/README.md §9, issue 27). An exercise bank is a chapter part:
// each exercise has a statement, exactly two hints (the second closer to the solution), two to eight steps revealed
// one at a time, and its answer; the pupil marks it « Réussi » or « À revoir ». One schema for the importer, the
// linter and the page; one rule for what a bank's marks mean.
import * as v from "valibot";

export const EXERCISE_RULES = { minExercises: 3, hints: 2, minSteps: 2, maxSteps: 8 } as const;

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

const ExerciseSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "id: lowercase letters, digits and -")),
  title: Text,
  statement: Text,
  hints: v.pipe(v.array(Text), v.length(EXERCISE_RULES.hints, `hints: exactly ${EXERCISE_RULES.hints}`)),
  steps: v.pipe(
    v.array(Text),
    v.minLength(EXERCISE_RULES.minSteps, `steps: at least ${EXERCISE_RULES.minSteps}`),
    v.maxLength(EXERCISE_RULES.maxSteps, `steps: at most ${EXERCISE_RULES.maxSteps}`),
  ),
  answer: Text,
});

/** What is wrong with a bank's `exercises` list (empty: nothing). */
export function exerciseBankProblems(raw: unknown): string[] {
  if (!Array.isArray(raw)) return ["exercises: a list is needed"];
  const problems: string[] = [];
  if (raw.length < EXERCISE_RULES.minExercises) problems.push(`exercises: at least ${EXERCISE_RULES.minExercises}`);
  const ids = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const parsed = v.safeParse(ExerciseSchema, entry);
    if (!parsed.success) {
      for (const issue of parsed.issues)
        problems.push(`exercises[${index}].${v.getDotPath(issue) ?? ""}: ${issue.message}`);
      return;
    }
    if (ids.has(parsed.output.id)) problems.push(`exercises[${index}]: id "${parsed.output.id}" is used twice`);
    ids.add(parsed.output.id);
  });
  return problems;
}

export type ExerciseMark = "success" | "review";

/**
 * What a pupil's marks on a bank mean: done (marked at all), succeeded, and the exercises to do again (marked « À
 * revoir » and not « Réussi » since). `marks` maps an exercise id to its latest mark; ids no longer in the bank
 * (an exercise removed from the file) do not count.
 */
export function bankProgress(
  exerciseIds: readonly string[],
  marks: Readonly<Record<string, ExerciseMark>>,
): { done: number; succeeded: number; toReview: string[]; total: number } {
  const marked = exerciseIds.filter((id) => marks[id] !== undefined);
  return {
    done: marked.length,
    succeeded: marked.filter((id) => marks[id] === "success").length,
    toReview: marked.filter((id) => marks[id] === "review"),
    total: exerciseIds.length,
  };
}
