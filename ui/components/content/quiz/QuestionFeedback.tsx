// What the pupil sees after checking a question: the verdict (right, partly right with the share earned,
// wrong, no answer), the right answer when it was missed, and the explanation.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Question } from "../../../../domain/learning/question.ts";
import type { QuestionOutcome } from "../../../../domain/learning/quiz.ts";
import type { QuestionAnswer, QuizResponse } from "../../../../domain/learning/quiz-responses.ts";
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
export function QuestionFeedback({
  outcome,
  choices,
  order,
}: {
  outcome: QuestionOutcome;
  choices?: readonly string[];
  /** The order the choices were shown in (their letters are those positions). */
  order?: readonly number[] | undefined;
}) {
  return (
    <div className="quiz-question__feedback">
      <p className="quiz-question__verdict">
        <Verdict outcome={outcome} />
      </p>
      {outcome.correct ? null : <RightAnswer answer={outcome.answer} choices={choices} order={order} />}
      <div className="quiz-question__explanation">
        <QuizText source={outcome.explanation} />
      </div>
    </div>
  );
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** A choice as the pupil saw it: the letter of its place in the order shown (its own index when none is given). */
function ChoiceText({ index, choices, order }: { index: number; choices: readonly string[]; order?: readonly number[] | undefined }) {
  const shown = order && order.length > 0 ? order.indexOf(index) : index;
  return (
    <span className="quiz-answer__choice">
      {letter(shown < 0 ? index : shown)} (<QuizText source={choices[index] ?? ""} inline />)
    </span>
  );
}

/** Issue 32: what the pupil answered, in the mistakes list (choices by the letters they saw). */
export function YourAnswer({
  question,
  response,
  order,
}: {
  question: Question;
  response: QuizResponse | undefined;
  order?: readonly number[] | undefined;
}) {
  const { t } = useLingui();
  const choices = "choices" in question ? question.choices : [];
  const none = t`pas de réponse`;
  const givenOf = (answer: QuizResponse | undefined): ReactNode | undefined => {
    if (answer === undefined) return none;
    switch (answer.type) {
      case "single":
        return <ChoiceText index={answer.choice} choices={choices} order={order} />;
      case "multiple":
        return answer.choices.length === 0
          ? none
          : answer.choices.map((index) => <ChoiceText key={index} index={index} choices={choices} order={order} />);
      case "true-false":
        return answer.value ? t`Vrai` : t`Faux`;
      case "numeric":
      case "text":
        return answer.value === "" ? none : answer.value;
      default:
        // An ordering or a matching: the right answer below says it all.
        return undefined;
    }
  };
  const given = givenOf(response);
  if (given === undefined) return null;
  return (
    <p className="quiz-answer__yours">
      <Trans>Votre réponse :</Trans> {given}
    </p>
  );
}

/** The right answer, written out for each type. */
export function RightAnswer({
  answer,
  choices = [],
  order,
}: {
  answer: QuestionAnswer;
  choices?: readonly string[] | undefined;
  order?: readonly number[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const choice = (index: number) => <ChoiceText key={index} index={index} choices={choices} order={order} />;
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
