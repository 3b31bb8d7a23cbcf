// The answer field of one question, by type, usable with the keyboard alone: radios and checkboxes for
// choices and true/false, a text field for numbers (inputmode=decimal, the unit beside it) and short answers,
// move up/down buttons for an ordering, one select per left item for a matching. After the check the field
// is read-only and marks what was right and wrong.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Question } from "../../../../domain/learning/question.ts";
import type { QuestionOutcome } from "../../../../domain/learning/quiz.ts";
import type { QuizResponse, ResponseOf } from "../../../../domain/learning/quiz-responses.ts";
import { plainOf } from "./question-texts.ts";
import { QuizText } from "./QuizText.tsx";

export interface QuestionFieldProps {
  question: Question;
  response: QuizResponse | undefined;
  onChange: (response: QuizResponse) => void;
  /** Set once the question is checked: the field is read-only and marked. */
  outcome: QuestionOutcome | null;
  /** Unique prefix for the ids of the field's elements. */
  idBase: string;
  /** The display order of matching's right column (a permutation of the pairs' indexes). */
  rightOrder: readonly number[];
  /** The display order of a choice question's choices (a permutation of their indexes; empty: their own order). */
  choiceOrder?: readonly number[];
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function QuestionField(props: QuestionFieldProps) {
  const { question } = props;
  switch (question.type) {
    case "single":
    case "multiple":
      return <ChoiceField {...props} question={question} />;
    case "true-false":
      return <TrueFalseField {...props} question={question} />;
    case "numeric":
    case "text":
      return <TypedField {...props} question={question} />;
    case "ordering":
      return <OrderingField {...props} question={question} />;
    case "matching":
      return <MatchingField {...props} question={question} />;
  }
}

type FieldOf<T extends Question["type"]> = Omit<QuestionFieldProps, "question"> & { question: Extract<Question, { type: T }> };

function ChoiceField({ question, response, onChange, outcome, idBase, choiceOrder = [] }: FieldOf<"single" | "multiple">) {
  const { t } = useLingui();
  const multiple = question.type === "multiple";
  const chosen =
    response?.type === "single" ? [response.choice] : response?.type === "multiple" ? response.choices : [];
  const right =
    outcome?.answer.type === "single" ? [outcome.answer.choice] : outcome?.answer.type === "multiple" ? outcome.answer.choices : [];
  const choose = (index: number, on: boolean) => {
    if (!multiple) return onChange({ type: "single", choice: index });
    const next = on ? [...chosen.filter((c) => c !== index), index].sort((a, b) => a - b) : chosen.filter((c) => c !== index);
    onChange({ type: "multiple", choices: next });
  };
  return (
    <>
      {multiple ? (
        <p className="quiz-question__hint">
          <Trans>Plusieurs réponses possibles</Trans>
        </p>
      ) : null}
      <ul className="quiz-choices">
        {(choiceOrder.length === question.choices.length ? choiceOrder : question.choices.map((_, c) => c)).map((c, position) => {
          const choice = question.choices[c]!;
          const selected = chosen.includes(c);
          const isRight = outcome !== null && right.includes(c);
          const isWrong = outcome !== null && selected && !isRight;
          return (
            <li key={c}>
              <label className={`quiz-choice${selected ? " is-selected" : ""}${isRight ? " is-right" : ""}${isWrong ? " is-wrong" : ""}`}>
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={`${idBase}-choice`}
                  value={c}
                  checked={selected}
                  disabled={outcome !== null}
                  onChange={(event) => choose(c, event.target.checked)}
                />
                {/* The letter is part of the choice's name: the right answer is given by it, and a choice
                    made of a formula alone would have no name a screen reader can compute without it. */}
                <span className="quiz-choice__letter">{letter(position)}</span>
                <span className="quiz-choice__text">
                  <QuizText source={choice} inline />
                </span>
                {isRight ? <span className="quiz-choice__mark">{t`Bonne réponse`}</span> : null}
                {isWrong ? <span className="quiz-choice__mark">{t`Votre choix`}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function TrueFalseField({ response, onChange, outcome, idBase }: FieldOf<"true-false">) {
  const { t } = useLingui();
  const value = response?.type === "true-false" ? response.value : null;
  const right = outcome?.answer.type === "true-false" ? outcome.answer.value : null;
  const options: [boolean, string][] = [
    [true, t`Vrai`],
    [false, t`Faux`],
  ];
  return (
    <ul className="quiz-choices quiz-choices--inline">
      {options.map(([option, label]) => {
        const selected = value === option;
        const isRight = outcome !== null && right === option;
        const isWrong = outcome !== null && selected && !isRight;
        return (
          <li key={label}>
            <label className={`quiz-choice${selected ? " is-selected" : ""}${isRight ? " is-right" : ""}${isWrong ? " is-wrong" : ""}`}>
              <input
                type="radio"
                name={`${idBase}-choice`}
                checked={selected}
                disabled={outcome !== null}
                onChange={() => onChange({ type: "true-false", value: option })}
              />
              <span className="quiz-choice__text">{label}</span>
              {isRight ? <span className="quiz-choice__mark">{t`Bonne réponse`}</span> : null}
              {isWrong ? <span className="quiz-choice__mark">{t`Votre choix`}</span> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function TypedField({ question, response, onChange, outcome, idBase }: FieldOf<"numeric" | "text">) {
  const numeric = question.type === "numeric";
  const unit = question.type === "numeric" ? (question.unit ?? null) : null;
  const value = response?.type === question.type ? response.value : "";
  return (
    <div className="quiz-typed">
      <label className="quiz-typed__label" htmlFor={`${idBase}-input`}>
        {numeric ? <Trans>Votre réponse (un nombre)</Trans> : <Trans>Votre réponse</Trans>}
      </label>
      <div className="quiz-typed__row">
        <input
          id={`${idBase}-input`}
          className={`quiz-typed__input${numeric ? " quiz-typed__input--number" : ""}`}
          type="text"
          inputMode={numeric ? "decimal" : "text"}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={numeric ? 100 : 300}
          value={value}
          readOnly={outcome !== null}
          aria-describedby={unit ? `${idBase}-unit` : undefined}
          onChange={(event) =>
            onChange(
              question.type === "numeric"
                ? { type: "numeric", value: event.target.value }
                : { type: "text", value: event.target.value },
            )
          }
        />
        {unit ? (
          <span className="quiz-typed__unit" id={`${idBase}-unit`}>
            {unit}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function OrderingField({ question, response, onChange, outcome, idBase }: FieldOf<"ordering">) {
  const { t } = useLingui();
  const order = (response as ResponseOf<"ordering"> | undefined)?.order ?? question.items.map((_, i) => i);
  const [announce, setAnnounce] = useState("");
  const focusAfterMove = useRef<string | null>(null);
  const count = order.length;
  const rightItems = outcome?.answer.type === "ordering" ? outcome.answer.items : null;

  useEffect(() => {
    if (focusAfterMove.current) {
      document.getElementById(focusAfterMove.current)?.focus();
      focusAfterMove.current = null;
    }
  });

  const move = (position: number, by: -1 | 1) => {
    const target = position + by;
    const next = [...order];
    [next[position], next[target]] = [next[target]!, next[position]!];
    const item = plainOf(question.items[order[position]!] ?? "");
    const place = target + 1;
    setAnnounce(t`« ${item} » en position ${place} sur ${count}`);
    // Keep the focus on the same button of the moved item (or the other one at either end).
    const button = (target === 0 && by === -1) || (target === count - 1 && by === 1) ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
    focusAfterMove.current = `${idBase}-item-${order[position]}-${button}`;
    onChange({ type: "ordering", order: next });
  };

  return (
    <div className="quiz-ordering">
      <p className="quiz-question__hint" id={`${idBase}-hint`}>
        <Trans>Remettez les éléments dans l'ordre avec les boutons Monter et Descendre.</Trans>
      </p>
      <ol className="quiz-ordering__list" aria-describedby={`${idBase}-hint`}>
        {order.map((itemIndex, position) => {
          const source = question.items[itemIndex] ?? "";
          const item = plainOf(source);
          const isRight = rightItems !== null && rightItems[position] === source;
          const isWrong = rightItems !== null && !isRight;
          return (
            <li key={itemIndex} className={`quiz-ordering__item${isRight ? " is-right" : ""}${isWrong ? " is-wrong" : ""}`}>
              <span className="quiz-ordering__position" aria-hidden="true">
                {position + 1}
              </span>
              <span className="quiz-ordering__text">
                <QuizText source={source} inline />
              </span>
              {outcome === null ? (
                <span className="quiz-ordering__moves">
                  <button
                    type="button"
                    id={position === 0 ? undefined : `${idBase}-item-${itemIndex}-up`}
                    className="quiz-move"
                    aria-label={t`Monter « ${item} »`}
                    disabled={position === 0}
                    onClick={() => move(position, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    id={position === count - 1 ? undefined : `${idBase}-item-${itemIndex}-down`}
                    className="quiz-move"
                    aria-label={t`Descendre « ${item} »`}
                    disabled={position === count - 1}
                    onClick={() => move(position, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </span>
              ) : (
                <span className="quiz-choice__mark">{isRight ? t`Bien placé` : t`Mal placé`}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}

function MatchingField({ question, response, onChange, outcome, idBase, rightOrder }: FieldOf<"matching">) {
  const { t } = useLingui();
  const matches = (response as ResponseOf<"matching"> | undefined)?.matches ?? question.pairs.map(() => null);
  const rightPairs = outcome?.answer.type === "matching" ? outcome.answer.pairs : null;
  const choose = (left: number, value: string) => {
    const next = question.pairs.map((_, i) => matches[i] ?? null);
    next[left] = value === "" ? null : Number(value);
    onChange({ type: "matching", matches: next });
  };
  const rightsId = `${idBase}-rights`;
  return (
    <>
      {/* The right column, rendered (formulas included) and lettered; each select offers its letters, since an
          option can only hold plain text. */}
      <ul className="quiz-matching__rights" id={rightsId}>
        {rightOrder.map((right, position) => (
          <li key={right} className="quiz-matching__right">
            <span className="quiz-choice__letter">{letter(position)}</span>
            <span className="quiz-choice__text">
              <QuizText source={question.pairs[right]?.right ?? ""} inline />
            </span>
          </li>
        ))}
      </ul>
      <ul className="quiz-matching">
        {question.pairs.map((pair, left) => {
          const chosen = matches[left] ?? null;
          const chosenText = chosen === null ? null : (question.pairs[chosen]?.right ?? null);
          const isRight = rightPairs !== null && chosenText !== null && rightPairs[left]?.right === chosenText;
          const isWrong = rightPairs !== null && !isRight;
          return (
            <li key={left} className={`quiz-matching__row${isRight ? " is-right" : ""}${isWrong ? " is-wrong" : ""}`}>
              <label className="quiz-matching__left" htmlFor={`${idBase}-match-${left}`}>
                <QuizText source={pair.left} inline />
              </label>
              <select
                id={`${idBase}-match-${left}`}
                className="quiz-matching__select"
                value={chosen === null ? "" : String(chosen)}
                disabled={outcome !== null}
                aria-describedby={rightsId}
                onChange={(event) => choose(left, event.target.value)}
              >
                <option value="">{t`— Choisir —`}</option>
                {rightOrder.map((right, position) => (
                  <option key={right} value={String(right)}>
                    {`${letter(position)}. ${plainOf(question.pairs[right]?.right ?? "")}`}
                  </option>
                ))}
              </select>
              {rightPairs !== null ? <span className="quiz-choice__mark">{isRight ? t`Bonne paire` : t`À revoir`}</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
