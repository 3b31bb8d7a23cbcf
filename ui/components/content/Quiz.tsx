// Quizzes (content §3): choose answers, check them, see the score and the explanations, start again.
// Without JavaScript (and until the page is hydrated) the quiz is a read-only list whose answers open
// behind <details>; the interactive form takes over in the browser.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { QuizQuestion } from "../../../application/web/content/content-document.ts";
import { isMultipleChoice, scoreQuiz } from "../../../domain/learning/quiz.ts";
import { useSession } from "../../composition/app-context.tsx";
import { useHydrated } from "./hydrated.ts";
import { ContentHtml } from "./ContentHtml.tsx";

export type QuizRecordStatus = "idle" | "saving" | "saved" | "failed";

export interface QuizAttemptDraft {
  responses: Record<string, number[]>;
  durationMs: number;
}

export interface QuizProps {
  questions: readonly QuizQuestion[];
  /** Called once per check (the page records the attempt of a logged-in member). */
  onChecked?: (attempt: QuizAttemptDraft) => void;
  recordStatus?: QuizRecordStatus;
  /** Start in the interactive form even before hydration (stories and tests). */
  interactive?: boolean;
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function Quiz({ questions, onChecked, recordStatus = "idle", interactive }: QuizProps) {
  const hydrated = useHydrated();
  return interactive ?? hydrated ? (
    <InteractiveQuiz questions={questions} onChecked={onChecked} recordStatus={recordStatus} />
  ) : (
    <StaticQuiz questions={questions} />
  );
}

/** The read-only quiz: every question, its choices, and the answer behind a disclosure. */
export function StaticQuiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const count = questions.length;
  return (
    <ol className="quiz quiz--static">
      {questions.map((question, index) => {
        const number = index + 1;
        return (
          <li key={question.id} className="quiz-question">
            <p className="quiz-question__number">
              <Trans>
                Question {number} sur {count}
              </Trans>
            </p>
            <ContentHtml className="quiz-question__prompt" html={question.prompt} />
            {isMultipleChoice(question) ? (
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
                  <ContentHtml inline html={choice} />
                </li>
              ))}
            </ul>
            {question.answers.length > 0 ? (
              <details className="quiz-answer">
                <summary>
                  <Trans>Voir la réponse</Trans>
                </summary>
                <p>
                  <Trans>Réponse :</Trans>{" "}
                  {question.answers.map((answer, i) => (
                    <span key={answer}>
                      {i > 0 ? ", " : null}
                      {letter(answer)} (<ContentHtml inline html={question.choices[answer] ?? ""} />)
                    </span>
                  ))}
                </p>
                {question.explanation ? <ContentHtml html={question.explanation} /> : null}
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function InteractiveQuiz({ questions, onChecked, recordStatus }: Required<Pick<QuizProps, "questions" | "recordStatus">> & Pick<QuizProps, "onChecked">) {
  const { t } = useLingui();
  const session = useSession();
  const formId = useId();
  const [responses, setResponses] = useState<Record<string, number[]>>({});
  const [checked, setChecked] = useState(false);
  const startedAt = useRef<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const result = scoreQuiz(questions, responses);
  const answered = questions.filter((question) => (responses[question.id] ?? []).length > 0).length;
  const missing = questions.length - answered;
  const count = questions.length;
  const { score, maxScore } = result;

  const choose = (question: QuizQuestion, index: number, on: boolean) => {
    startedAt.current ??= Date.now();
    setResponses((current) => {
      const previous = current[question.id] ?? [];
      const next = isMultipleChoice(question) ? (on ? [...previous, index] : previous.filter((i) => i !== index)) : [index];
      return { ...current, [question.id]: next };
    });
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    onChecked?.({ responses, durationMs: startedAt.current === null ? 0 : Date.now() - startedAt.current });
    // The score is announced and focused, so keyboard and screen-reader users land on the result.
    requestAnimationFrame(() => status.current?.focus());
  };
  const restart = () => {
    setResponses({});
    setChecked(false);
    startedAt.current = null;
    requestAnimationFrame(() => document.getElementById(`${formId}-q0`)?.focus());
  };

  return (
    <form className={`quiz${checked ? " quiz--checked" : ""}`} onSubmit={check} noValidate>
      <ol className="quiz__questions">
        {questions.map((question, index) => {
          const multiple = isMultipleChoice(question);
          const chosen = responses[question.id] ?? [];
          const outcome = result.results[index];
          const promptId = `${formId}-prompt-${index}`;
          const number = index + 1;
          return (
            <li key={question.id} className={`quiz-question${checked ? (outcome?.correct ? " is-correct" : " is-wrong") : ""}`}>
              <fieldset className="quiz-question__set" aria-describedby={promptId}>
                <legend className="quiz-question__number">
                  <Trans>
                    Question {number} sur {count}
                  </Trans>
                </legend>
                <ContentHtml className="quiz-question__prompt" id={promptId} html={question.prompt} />
                {multiple ? (
                  <p className="quiz-question__hint">
                    <Trans>Plusieurs réponses possibles</Trans>
                  </p>
                ) : null}
                <ul className="quiz-choices">
                  {question.choices.map((choice, c) => {
                    const selected = chosen.includes(c);
                    const right = checked && question.answers.includes(c);
                    const wrong = checked && selected && !right;
                    return (
                      <li key={c}>
                        <label className={`quiz-choice${selected ? " is-selected" : ""}${right ? " is-right" : ""}${wrong ? " is-wrong" : ""}`}>
                          <input
                            id={index === 0 && c === 0 ? `${formId}-q0` : undefined}
                            type={multiple ? "checkbox" : "radio"}
                            name={`${formId}-${question.id}`}
                            value={c}
                            checked={selected}
                            disabled={checked}
                            onChange={(event) => choose(question, c, event.target.checked)}
                          />
                          <span className="quiz-choice__letter" aria-hidden="true">
                            {letter(c)}
                          </span>
                          <ContentHtml inline className="quiz-choice__text" html={choice} />
                          {right ? <span className="quiz-choice__mark">{t`Bonne réponse`}</span> : null}
                          {wrong ? <span className="quiz-choice__mark">{t`Votre choix`}</span> : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
                {checked ? (
                  <div className="quiz-question__feedback">
                    <p className="quiz-question__verdict">
                      {outcome?.correct ? <Trans>Bonne réponse !</Trans> : chosen.length === 0 ? <Trans>Pas de réponse.</Trans> : <Trans>Ce n'est pas la bonne réponse.</Trans>}
                    </p>
                    {question.explanation ? <ContentHtml html={question.explanation} /> : null}
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="quiz__footer">
        <p className="quiz__status" role="status" tabIndex={-1} ref={status}>
          {checked ? (
            <strong className="quiz__score">
              <Trans>
                Score : {score} sur {maxScore}
              </Trans>
            </strong>
          ) : missing > 0 ? (
            <Plural value={missing} one="# question sans réponse" other="# questions sans réponse" />
          ) : (
            <Trans>Toutes les questions ont une réponse.</Trans>
          )}
        </p>
        {checked ? (
          <>
            <RecordNote status={recordStatus} loggedIn={session.loggedIn} />
            <button type="button" className="button button--primary" onClick={restart}>
              <Trans>Recommencer le quiz</Trans>
            </button>
          </>
        ) : (
          <button type="submit" className="button button--primary">
            <Trans>Vérifier mes réponses</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

function RecordNote({ status, loggedIn }: { status: QuizRecordStatus; loggedIn: boolean }) {
  if (!loggedIn) {
    return (
      <p className="quiz__note">
        <Trans>
          <Link to="/signup">Créez un compte gratuit</Link> pour garder vos résultats et suivre vos progrès.
        </Trans>
      </p>
    );
  }
  if (status === "saving") return <p className="quiz__note"><Trans>Enregistrement de votre résultat…</Trans></p>;
  if (status === "saved") return <p className="quiz__note"><Trans>Résultat enregistré dans votre progression.</Trans></p>;
  if (status === "failed") return <p className="quiz__note quiz__note--error"><Trans>Votre résultat n'a pas pu être enregistré.</Trans></p>;
  return null;
}
