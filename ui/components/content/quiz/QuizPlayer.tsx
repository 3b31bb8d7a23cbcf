// The quiz player: one question at a time ("Question 3 / 12") or the whole quiz on one page, immediate
// feedback after each question (verdict, right answer, explanation), the score at the end, the review of
// the mistakes and a new round with only those. Scoring is domain/learning/quiz.ts: in the page for a
// visitor (a free quiz's answers are in the document), through the API for a member (`grader`), whose
// full runs are recorded in their progress with the score the API computed.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Question } from "../../../../domain/learning/question.ts";
import {
  mistakesOf,
  questionOutcome,
  shuffledOrder,
  type QuestionOutcome,
} from "../../../../domain/learning/quiz.ts";
import type { QuizResponse, QuizResponses } from "../../../../domain/learning/quiz-responses.ts";
import { useSession } from "../../../composition/app-context.tsx";
import { QuestionFeedback, RightAnswer, Verdict, YourAnswer } from "./QuestionFeedback.tsx";
import { QuestionField } from "./QuestionField.tsx";
import { QuizText } from "./QuizText.tsx";
import { AudioTranscript, QuestionAudio } from "./QuestionAudio.tsx";

export type QuizMode = "one" | "all";
export type QuizRecordStatus = "none" | "saving" | "saved" | "failed";

export interface QuizAttemptDraft {
  responses: QuizResponses;
  durationMs: number;
}

/** How a member's quiz is scored: by the API. Null when the API could not answer (the page then scores it). */
export interface QuizGrader {
  /** Feedback on some questions; nothing is recorded. */
  check(responses: QuizResponses): Promise<QuestionOutcome[] | null>;
  /** A full run: recorded in the member's progress, every question scored. */
  finish(attempt: QuizAttemptDraft): Promise<QuestionOutcome[] | null>;
}

export interface QuizPlayerProps {
  questions: readonly Question[];
  /** Members: scoring and recording through the API. Visitors: none, the page scores. */
  grader?: QuizGrader | undefined;
  initialMode?: QuizMode;
}

interface Round {
  /** 0 for the first run; each new round reshuffles. */
  number: number;
  ids: string[];
  /**
   * Mixed into the seeds of the rounds after the first, so that a second attempt shows the choices in another order
   * (the first round's order depends on the question alone: the same on the server and in the browser).
   */
  salt: string;
}

interface EndState {
  results: QuestionOutcome[];
  record: QuizRecordStatus;
}

const seedOf = (id: string, round: number, part: string) => `${id}:${round}:${part}`;

/**
 * The order a choice question's choices are shown in this round (issue 27: never the file's order, which gave the
 * answer's position away); the responses keep the choices' own indexes, so the scoring (the API's) is unchanged.
 */
function choiceOrder(question: Question, round: Round): number[] {
  if (question.type !== "single" && question.type !== "multiple") return [];
  return shuffledOrder(question.choices.length, seedOf(question.id, round.number, `choices${round.salt}`));
}

/** The starting responses of a round: an ordering starts shuffled (the pupil moves items from there). */
function startingResponses(questions: readonly Question[], round: number): Record<string, QuizResponse> {
  const responses: Record<string, QuizResponse> = {};
  for (const question of questions) {
    if (question.type === "ordering")
      responses[question.id] = { type: "ordering", order: shuffledOrder(question.items.length, seedOf(question.id, round, "items")) };
  }
  return responses;
}

/** Milliseconds since the first answer of the round (0 when nothing was answered). */
const elapsedSince = (start: number | null) => (start === null ? 0 : Date.now() - start);

const pick = (responses: Readonly<Record<string, QuizResponse>>, ids: readonly string[]): QuizResponses =>
  Object.fromEntries(ids.flatMap((id) => (responses[id] ? [[id, responses[id]]] : [])));

export function QuizPlayer({ questions, grader, initialMode = "one" }: QuizPlayerProps) {
  const { t } = useLingui();
  const baseId = useId();
  const byId = useMemo(() => new Map(questions.map((question) => [question.id, question])), [questions]);
  const [mode, setMode] = useState<QuizMode>(initialMode);
  const [round, setRound] = useState<Round>(() => ({ number: 0, ids: questions.map((question) => question.id), salt: "" }));
  const [position, setPosition] = useState(0);
  const [responses, setResponses] = useState<Record<string, QuizResponse>>(() => startingResponses(questions, 0));
  const [outcomes, setOutcomes] = useState<Record<string, QuestionOutcome>>({});
  const [checking, setChecking] = useState<ReadonlySet<string>>(() => new Set());
  const [end, setEnd] = useState<EndState | null>(null);
  const startedAt = useRef<number | null>(null);
  const focusTarget = useRef<string | null>(null);

  // Moves the focus where the last action asked (the next question, the score), once it is rendered.
  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const questionId = (id: string) => `${baseId}-${id}`;
  const inRound = round.ids.map((id) => byId.get(id)).filter((question): question is Question => question !== undefined);
  const total = inRound.length;

  const respond = (id: string, response: QuizResponse) => {
    startedAt.current ??= Date.now();
    setResponses((current) => ({ ...current, [id]: response }));
  };

  const check = async (question: Question) => {
    if (outcomes[question.id] || checking.has(question.id)) return;
    startedAt.current ??= Date.now();
    const response = responses[question.id];
    let outcome = questionOutcome(question, response);
    if (grader && response) {
      setChecking((current) => new Set(current).add(question.id));
      const remote = await grader.check({ [question.id]: response });
      outcome = remote?.find((result) => result.id === question.id) ?? outcome;
      setChecking((current) => {
        const next = new Set(current);
        next.delete(question.id);
        return next;
      });
    }
    setOutcomes((current) => ({ ...current, [question.id]: outcome }));
    if (mode === "all") focusTarget.current = `${questionId(question.id)}-feedback`;
  };

  const finish = async () => {
    const ids = inRound.map((question) => question.id);
    const local = inRound.map((question) => outcomes[question.id] ?? questionOutcome(question, responses[question.id]));
    const full = ids.length === questions.length;
    const member = grader !== undefined;
    setEnd({ results: local, record: member && full ? "saving" : "none" });
    focusTarget.current = `${baseId}-score`;
    if (!grader) return;
    const unchecked = ids.filter((id) => !outcomes[id] && responses[id]);
    const remote = full
      ? await grader.finish({ responses: pick(responses, ids), durationMs: elapsedSince(startedAt.current) })
      : unchecked.length > 0
        ? await grader.check(pick(responses, unchecked))
        : [];
    const results = local.map((outcome) => remote?.find((result) => result.id === outcome.id) ?? outcome);
    setEnd({ results, record: full ? (remote ? "saved" : "failed") : "none" });
  };

  const startRound = (ids: string[]) => {
    const number = round.number + 1;
    const again = ids.map((id) => byId.get(id)).filter((question): question is Question => question !== undefined);
    // A new salt each round (an event in the browser, never during the server render).
    setRound({ number, ids, salt: `:${Math.random().toString(36).slice(2, 10)}` });
    setResponses((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id)));
      return { ...kept, ...startingResponses(again, number) };
    });
    setOutcomes((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))));
    setPosition(0);
    setEnd(null);
    startedAt.current = null;
    focusTarget.current = again[0] ? `${questionId(again[0].id)}-legend` : null;
  };

  const card = (question: Question, index: number, last: boolean) => (
    <QuestionCard
      key={`${question.id}-${round.number}`}
      question={question}
      number={index + 1}
      total={total}
      idBase={questionId(question.id)}
      response={responses[question.id]}
      onChange={(response) => respond(question.id, response)}
      outcome={outcomes[question.id] ?? null}
      checking={checking.has(question.id)}
      rightOrder={question.type === "matching" ? shuffledOrder(question.pairs.length, seedOf(question.id, round.number, "right")) : []}
      choiceOrder={choiceOrder(question, round)}
      onCheck={() => void check(question)}
      next={
        mode === "one"
          ? {
              label: last ? t`Voir mon score` : t`Question suivante`,
              go: () => {
                if (last) return void finish();
                setPosition(index + 1);
                focusTarget.current = `${questionId(inRound[index + 1]!.id)}-legend`;
              },
            }
          : null
      }
    />
  );

  if (end) {
    return (
      <EndScreen
        end={end}
        questions={byId}
        orderOf={(question) => choiceOrder(question, round)}
        responses={responses}
        scoreId={`${baseId}-score`}
        member={grader !== undefined}
        onRetry={(ids) => startRound(ids)}
        onRestart={() => startRound(questions.map((question) => question.id))}
      />
    );
  }

  const current = inRound[Math.min(position, total - 1)];
  const unanswered = inRound.filter((question) => !outcomes[question.id] && !questionOutcome(question, responses[question.id]).answered).length;
  return (
    <div className="quiz-player">
      <div className="quiz-player__toolbar">
        <label className="quiz-toggle">
          <input
            type="checkbox"
            checked={mode === "all"}
            onChange={(event) => setMode(event.target.checked ? "all" : "one")}
          />
          <span>
            <Trans>Toutes les questions sur une page</Trans>
          </span>
        </label>
        {round.ids.length < questions.length ? (
          <p className="quiz-player__round">
            <Plural value={total} one="Vos erreurs à refaire : # question" other="Vos erreurs à refaire : # questions" />
          </p>
        ) : null}
      </div>
      {mode === "one" && current ? (
        <>
          <progress className="quiz-player__progress" value={position + (outcomes[current.id] ? 1 : 0)} max={total} aria-hidden="true" />
          {card(current, Math.min(position, total - 1), position >= total - 1)}
        </>
      ) : (
        <>
          <ol className="quiz__questions">
            {inRound.map((question, index) => (
              <li key={`${question.id}-${round.number}`}>{card(question, index, false)}</li>
            ))}
          </ol>
          <div className="quiz__footer">
            <p className="quiz__status" role="status">
              {unanswered > 0 ? (
                <Plural value={unanswered} one="# question sans réponse" other="# questions sans réponse" />
              ) : (
                <Trans>Toutes les questions ont une réponse.</Trans>
              )}
            </p>
            <button type="button" className="button button--primary" onClick={() => void finish()}>
              <Trans>Terminer et voir mon score</Trans>
            </button>
          </div>
        </>
      )}
    </div>
  );
}

interface QuestionCardProps {
  question: Question;
  number: number;
  total: number;
  idBase: string;
  response: QuizResponse | undefined;
  onChange: (response: QuizResponse) => void;
  outcome: QuestionOutcome | null;
  checking: boolean;
  rightOrder: readonly number[];
  choiceOrder: readonly number[];
  onCheck: () => void;
  /** One question at a time: what the button does once the question is checked. */
  next: { label: string; go: () => void } | null;
}

function QuestionCard({ question, number, total, idBase, response, onChange, outcome, checking, rightOrder, choiceOrder, onCheck, next }: QuestionCardProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome === null) onCheck();
    else next?.go();
  };
  const verdictClass = outcome === null ? "" : outcome.correct ? " is-correct" : " is-wrong";
  return (
    <form className={`quiz-question${verdictClass}`} onSubmit={submit} noValidate aria-labelledby={`${idBase}-legend`}>
      <fieldset className="quiz-question__set" aria-describedby={`${idBase}-prompt`}>
        <legend className="quiz-question__number" id={`${idBase}-legend`} tabIndex={-1}>
          <Trans>
            Question {number} / {total}
          </Trans>
        </legend>
        <div className="quiz-question__prompt" id={`${idBase}-prompt`}>
          <QuizText source={question.prompt} />
        </div>
        {question.audio ? <QuestionAudio audio={question.audio} /> : null}
        <QuestionField
          question={question}
          response={response}
          onChange={onChange}
          outcome={outcome}
          idBase={idBase}
          rightOrder={rightOrder}
          choiceOrder={choiceOrder}
        />
      </fieldset>
      <div className="quiz-question__live" id={`${idBase}-feedback`} tabIndex={-1} aria-live="polite">
        {outcome ? (
          <QuestionFeedback outcome={outcome} choices={"choices" in question ? question.choices : undefined} order={choiceOrder} />
        ) : checking ? (
          <p className="quiz__note">{t`Vérification…`}</p>
        ) : null}
      </div>
      {outcome === null || next ? (
        <div className="quiz-question__actions">
          <button type="submit" className="button button--primary" disabled={checking}>
            {outcome === null ? t`Valider` : next?.label}
          </button>
        </div>
      ) : null}
    </form>
  );
}

interface EndScreenProps {
  end: EndState;
  questions: ReadonlyMap<string, Question>;
  /** The order each choice question was shown in (the letters of the review are those the pupil saw). */
  orderOf: (question: Question) => number[];
  /** What the pupil answered. */
  responses: Readonly<Record<string, QuizResponse>>;
  scoreId: string;
  member: boolean;
  onRetry: (ids: string[]) => void;
  onRestart: () => void;
}

function EndScreen({ end, questions, orderOf, responses, scoreId, member, onRetry, onRestart }: EndScreenProps) {
  const { i18n } = useLingui();
  const total = end.results.length;
  const earned = Math.round(end.results.reduce((sum, result) => sum + result.credit, 0) * 100) / 100;
  const score = i18n.number(earned, { maximumFractionDigits: 2 });
  const right = end.results.filter((result) => result.correct).length;
  const mistakes = mistakesOf(end.results);
  return (
    <section className="quiz-end" aria-labelledby={scoreId}>
      <h2 className="quiz-end__title quiz__status" id={scoreId} tabIndex={-1}>
        <strong className="quiz__score">
          <Trans>
            Score : {score} / {total}
          </Trans>
        </strong>
      </h2>
      <p className="quiz-end__summary" role="status">
        <Plural value={right} one={`# bonne réponse sur ${total}`} other={`# bonnes réponses sur ${total}`} />
      </p>
      <RecordNote status={end.record} member={member} />
      {mistakes.length > 0 ? (
        <>
          <h3 className="quiz-end__subtitle">
            <Trans>Vos erreurs</Trans>
          </h3>
          <ol className="quiz-review">
            {end.results
              .filter((result) => !result.correct)
              .map((result) => {
                const question = questions.get(result.id);
                return (
                  <li key={result.id} className="quiz-review__item">
                    {question ? (
                      <div className="quiz-question__prompt">
                        <QuizText source={question.prompt} />
                      </div>
                    ) : null}
                    {question?.audio ? <AudioTranscript audio={question.audio} /> : null}
                    <p className="quiz-question__verdict">
                      <Verdict outcome={result} />
                    </p>
                    {question ? (
                      <YourAnswer question={question} response={responses[result.id]} order={orderOf(question)} />
                    ) : null}
                    <RightAnswer
                      answer={result.answer}
                      choices={question && "choices" in question ? question.choices : undefined}
                      order={question ? orderOf(question) : undefined}
                    />
                    <div className="quiz-question__explanation">
                      <QuizText source={result.explanation} />
                    </div>
                  </li>
                );
              })}
          </ol>
        </>
      ) : (
        <p className="quiz-end__perfect">
          <Trans>Aucune erreur, bravo !</Trans>
        </p>
      )}
      <div className="quiz-end__actions">
        {mistakes.length > 0 ? (
          <button type="button" className="button button--primary" onClick={() => onRetry(mistakes)}>
            <Plural value={mistakes.length} one="Refaire mon erreur" other="Refaire mes # erreurs" />
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          <Trans>Recommencer le quiz</Trans>
        </button>
      </div>
    </section>
  );
}

function RecordNote({ status, member }: { status: QuizRecordStatus; member: boolean }) {
  const session = useSession();
  if (!member && !session.loggedIn) {
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
