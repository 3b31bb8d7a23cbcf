// Learning rules: quiz scoring. A question is right when exactly its right choices are chosen (one for a
// single-answer question, all of them and nothing else when several are right). See content/README.md.

/** §1 quizzes: what scoring needs of a question (its choices and the indexes of the right ones). */
export interface QuizQuestion {
  readonly id: string;
  readonly choices: readonly unknown[];
  readonly answers: readonly number[];
}

/** §1 quizzes: a question with several right choices ("plusieurs réponses possibles"). */
export function isMultipleChoice(question: QuizQuestion): boolean {
  return question.answers.length > 1;
}

export interface QuestionResult {
  id: string;
  chosen: number[];
  correct: boolean;
}

export interface QuizScore {
  score: number;
  maxScore: number;
  results: QuestionResult[];
}

/** §1 quizzes: the score of a quiz, one point per question answered exactly right. */
export function scoreQuiz(
  questions: readonly QuizQuestion[],
  responses: Readonly<Record<string, readonly number[]>>,
): QuizScore {
  const results = questions.map((question) => {
    const chosen = [...new Set(responses[question.id] ?? [])]
      .filter((index) => index >= 0 && index < question.choices.length)
      .sort((a, b) => a - b);
    const expected = [...new Set(question.answers)].sort((a, b) => a - b);
    const correct =
      expected.length > 0 && chosen.length === expected.length && chosen.every((index, i) => index === expected[i]);
    return { id: question.id, chosen, correct };
  });
  return { score: results.filter((result) => result.correct).length, maxScore: questions.length, results };
}

/** §1 quizzes: a quiz can be checked only when the API sent its answers (not a premium quiz for a non-subscriber). */
export function canCheck(questions: readonly QuizQuestion[]): boolean {
  return questions.length > 0 && questions.every((question) => question.answers.length > 0);
}
