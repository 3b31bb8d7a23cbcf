// What the pupil sees after checking a question: the verdict (right, partly right with the share earned,
// wrong, no answer), the right answer when it was missed, and the explanation.
import { Trans, useLingui } from "@lingui/react/macro";
import type { QuestionOutcome } from "../../../../domain/learning/quiz.ts";
import type { QuestionAnswer } from "../../../../domain/learning/quiz-responses.ts";
import { QuizText } from "./QuizText.tsx";

export function Verdict({ outcome }: { outcome: QuestionOutcome }) {
  const { i18n } = useLingui();
  if (outcome.correct) return <Trans>Bonne réponse !</Trans>;
  if (!outcome.answered) return <Trans>Pas de réponse.</Trans>;
  if (outcome.credit > 0) {
    const share = i18n.number(outcome.credit, { style: "percent", maximumFractionDigits: 0 });
    return <Trans>Réponse en partie juste : {share} du point.</Trans>;
  }
  return <Trans>Ce n'est pas la bonne réponse.</Trans>;
}

/** The verdict, the right answer and the explanation of a checked question. */
export function QuestionFeedback({ outcome, choices }: { outcome: QuestionOutcome; choices?: readonly string[] }) {
  return (
    <div className="quiz-question__feedback">
      <p className="quiz-question__verdict">
        <Verdict outcome={outcome} />
      </p>
      {outcome.correct ? null : <RightAnswer answer={outcome.answer} choices={choices} />}
      <div className="quiz-question__explanation">
        <QuizText source={outcome.explanation} />
      </div>
    </div>
  );
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** The right answer, written out for each type. */
export function RightAnswer({ answer, choices = [] }: { answer: QuestionAnswer; choices?: readonly string[] | undefined }) {
  const { t, i18n } = useLingui();
  const choice = (index: number) => (
    <span key={index} className="quiz-answer__choice">
      {letter(index)} (<QuizText source={choices[index] ?? ""} inline />)
    </span>
  );
  switch (answer.type) {
    case "single":
      return (
        <p className="quiz-answer__right">
          <Trans>Réponse attendue :</Trans> {choice(answer.choice)}
        </p>
      );
    case "multiple":
      return (
        <p className="quiz-answer__right">
          <Trans>Réponses attendues :</Trans> {answer.choices.map(choice)}
        </p>
      );
    case "true-false":
      return (
        <p className="quiz-answer__right">
          <Trans>Réponse attendue :</Trans> {answer.value ? t`Vrai` : t`Faux`}
        </p>
      );
    case "numeric": {
      const value = i18n.number(answer.value, { maximumFractionDigits: 10 });
      const tolerance = i18n.number(answer.tolerance, { maximumFractionDigits: 10 });
      const unit = answer.unit ? ` ${answer.unit}` : "";
      return (
        <p className="quiz-answer__right">
          <Trans>Réponse attendue :</Trans> {`${value}${unit}`}
          {answer.tolerance > 0 ? (
            <>
              {" "}
              <Trans>(à {tolerance} près)</Trans>
            </>
          ) : null}
        </p>
      );
    }
    case "text":
      return (
        <p className="quiz-answer__right">
          <Trans>Réponse attendue :</Trans> <QuizText source={answer.value} inline />
        </p>
      );
    case "ordering":
      return (
        <div className="quiz-answer__right">
          <p>
            <Trans>Le bon ordre :</Trans>
          </p>
          <ol>
            {answer.items.map((item) => (
              <li key={item}>
                <QuizText source={item} inline />
              </li>
            ))}
          </ol>
        </div>
      );
    case "matching":
      return (
        <div className="quiz-answer__right">
          <p>
            <Trans>Les bonnes paires :</Trans>
          </p>
          <ul>
            {answer.pairs.map((pair) => (
              <li key={pair.left}>
                <QuizText source={pair.left} inline /> → <QuizText source={pair.right} inline />
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
