// Quizzes (content §3): the player (ui/components/content/quiz/QuizPlayer.tsx) once the page runs in the
// browser. Without JavaScript (and until the page is hydrated) the quiz is a read-only list whose answers
// open behind <details>.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Question } from "../../../domain/learning/question.ts";
import { rightAnswer, shuffledOrder } from "../../../domain/learning/quiz.ts";
import { useHydrated } from "./hydrated.ts";
import { RightAnswer } from "./quiz/QuestionFeedback.tsx";
import { QuizPlayer, type QuizGrader, type QuizMode } from "./quiz/QuizPlayer.tsx";
import { QuizText } from "./quiz/QuizText.tsx";
import { AudioTranscript } from "./quiz/QuestionAudio.tsx";

export type { QuizAttemptDraft, QuizGrader, QuizMode, QuizRecordStatus } from "./quiz/QuizPlayer.tsx";

export interface QuizProps {
  questions: readonly Question[];
  /** Members: scoring and recording through the API (see QuizPlayer). */
  grader?: QuizGrader | undefined;
  /** Start in the player even before hydration (stories and tests); false: the read-only list. */
  interactive?: boolean;
  initialMode?: QuizMode;
}

export function Quiz({ questions, grader, interactive, initialMode }: QuizProps) {
  const hydrated = useHydrated();
  return (interactive ?? hydrated) ? (
    <QuizPlayer questions={questions} grader={grader} initialMode={initialMode} />
  ) : (
    <StaticQuiz questions={questions} />
  );
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** The read-only quiz: every question, what it asks for, and the answer behind a disclosure. */
export function StaticQuiz({ questions }: { questions: readonly Question[] }) {
  const total = questions.length;
  return (
    <ol className="quiz quiz--static">
      {questions.map((question, index) => {
        const number = index + 1;
        return (
          <li key={question.id} className="quiz-question">
            <p className="quiz-question__number">
              <Trans>
                Question {number} / {total}
              </Trans>
            </p>
            <div className="quiz-question__prompt">
              <QuizText source={question.prompt} />
            </div>
            {question.audio ? <AudioTranscript audio={question.audio} /> : null}
            <StaticField question={question} />
            <details className="quiz-answer">
              <summary>
                <Trans>Voir la réponse</Trans>
              </summary>
              <RightAnswer answer={rightAnswer(question)} choices={"choices" in question ? question.choices : undefined} />
              <QuizText source={question.explanation} />
            </details>
          </li>
        );
      })}
    </ol>
  );
}

function StaticField({ question }: { question: Question }) {
  const { t } = useLingui();
  switch (question.type) {
    case "single":
    case "multiple":
      return (
        <>
          {question.type === "multiple" ? (
            <p className="quiz-question__hint">
              <Trans>Plusieurs réponses possibles</Trans>
            </p>
          ) : null}
          <ul className="quiz-choices quiz-choices--static">
            {question.choices.map((choice, c) => (
              <li key={c} className="quiz-choice">
                <span className="quiz-choice__letter" aria-hidden="true">
                  {letter(c)}
                </span>
                <span className="quiz-choice__text">
                  <QuizText source={choice} inline />
                </span>
              </li>
            ))}
          </ul>
        </>
      );
    case "true-false":
      return <p className="quiz-question__hint">{t`Vrai ou faux ?`}</p>;
    case "numeric":
      return (
        <p className="quiz-question__hint">
          {question.unit ? t`Réponse : un nombre, en ${question.unit}.` : t`Réponse : un nombre.`}
        </p>
      );
    case "text":
      return <p className="quiz-question__hint">{t`Réponse : quelques mots.`}</p>;
    case "ordering":
      return (
        <>
          <p className="quiz-question__hint">{t`Remettez ces éléments dans l'ordre :`}</p>
          <ul className="quiz-choices quiz-choices--static">
            {shuffledOrder(question.items.length, `${question.id}:static`).map((item) => (
              <li key={item} className="quiz-choice">
                <QuizText source={question.items[item] ?? ""} inline />
              </li>
            ))}
          </ul>
        </>
      );
    case "matching":
      return (
        <>
          <p className="quiz-question__hint">{t`Associez chaque élément de gauche à un élément de droite.`}</p>
          <div className="quiz-static-matching">
            <ul className="quiz-choices quiz-choices--static">
              {question.pairs.map((pair) => (
                <li key={pair.left} className="quiz-choice">
                  <QuizText source={pair.left} inline />
                </li>
              ))}
            </ul>
            <ul className="quiz-choices quiz-choices--static">
              {shuffledOrder(question.pairs.length, `${question.id}:static`).map((right) => (
                <li key={right} className="quiz-choice">
                  <QuizText source={question.pairs[right]?.right ?? ""} inline />
                </li>
              ))}
            </ul>
          </div>
        </>
      );
  }
}
