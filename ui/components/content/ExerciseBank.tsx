// An exercise bank (content/README.md §9, issue 27): each exercise's statement, then on request its first and second
// hint, then its worked solution one step at a time, the answer with the last step; the pupil marks it « Réussi »
// or « À revoir ». Without JavaScript (and before hydration) hints and solution open as disclosures; in the browser
// they come one at a time, announced. A member's marks are kept on their account (they count in progress and come
// back on the review page); a visitor's on this device (docs/decisions/053).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { bankProgress, type ExerciseMark } from "../../../domain/learning/exercises.ts";
import { EXERCISE_MARKS_ROUTE, type ExerciseMarksAnswer } from "../../../application/web/learning/exercise-marks-route.ts";
import type { ExerciseItem } from "../../../application/web/content/content-document.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { useHydrated } from "./hydrated.ts";

const storageKey = (path: string) => `revizo:exercises:${path}`;

/** The marks of the device's storage as a store React reads (another tab's marks come through the storage event). */
const changed = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  changed.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    changed.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function storedMarks(path: string): string {
  try {
    return window.localStorage.getItem(storageKey(path)) ?? "{}";
  } catch {
    return "{}";
  }
}

function parseMarks(raw: string): Record<string, ExerciseMark> {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, ExerciseMark] => entry[1] === "success" || entry[1] === "review"),
    );
  } catch {
    return {};
  }
}

export interface ExerciseBankProps {
  /** The bank's document path: its marks are kept under it. */
  path: string;
  exercises: readonly ExerciseItem[];
}

/** What the marks route answers (anything else, e.g. an offline page or a network failure: null). */
async function askMarks(init: RequestInit & { url: string }): Promise<ExerciseMarksAnswer | null> {
  try {
    const response = await fetch(init.url, { ...init, credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
    return (await response.json()) as ExerciseMarksAnswer;
  } catch {
    return null;
  }
}

/** A member's marks kept on their account: null until read, or for a visitor (their marks stay on the device). */
/** Keeps one mark on the account; answers the bank's marks, or null when it was not kept. */
async function sendMark(path: string, id: string, value: ExerciseMark): Promise<Record<string, ExerciseMark> | null> {
  const form = new FormData();
  form.set("bank", path);
  form.set("exercise", id);
  form.set("mark", value);
  const answer = await askMarks({ url: EXERCISE_MARKS_ROUTE, method: "POST", body: form });
  return answer?.account === true && answer.ok ? answer.marks : null;
}

/**
 * Marks made on this device before logging in go to the account (those of exercises the account has not marked), then
 * leave the device: the account's marks are the member's from then on.
 */
async function moveDeviceMarks(
  path: string,
  account: Record<string, ExerciseMark>,
): Promise<Record<string, ExerciseMark>> {
  let marks = account;
  let allKept = true;
  for (const [id, value] of Object.entries(parseMarks(storedMarks(path)))) {
    if (marks[id] !== undefined) continue;
    const kept = await sendMark(path, id, value);
    if (kept === null) allKept = false;
    else marks = kept;
  }
  // A mark not kept (a failed request) stays on the device, to be moved on the next visit.
  if (allKept) {
    try {
      window.localStorage.removeItem(storageKey(path));
    } catch {
      // Storage refused: nothing was kept there.
    }
  }
  return marks;
}

function useAccountMarks(path: string) {
  const [marks, setMarks] = useState<Record<string, ExerciseMark> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void askMarks({ url: `${EXERCISE_MARKS_ROUTE}?bank=${encodeURIComponent(path)}` }).then(async (answer) => {
      if (!(answer?.account === true && answer.ok)) return;
      const marks = await moveDeviceMarks(path, answer.marks);
      if (current) setMarks(marks);
    });
    return () => {
      current = false;
    };
  }, [path]);
  const mark = (id: string, value: ExerciseMark) => {
    const before = marks;
    setMarks({ ...before, [id]: value });
    setFailed(false);
    void sendMark(path, id, value).then((kept) => {
      if (kept !== null) setMarks(kept);
      else {
        setMarks(before);
        setFailed(true);
      }
    });
  };
  return { marks, mark, failed };
}

export function ExerciseBank({ path, exercises }: ExerciseBankProps) {
  const raw = useSyncExternalStore(
    subscribe,
    () => storedMarks(path),
    () => "{}",
  );
  const device = useMemo(() => parseMarks(raw), [raw]);
  const account = useAccountMarks(path);
  const marks = account.marks ?? device;
  const mark = (id: string, value: ExerciseMark) => {
    if (account.marks !== null) {
      account.mark(id, value);
      return;
    }
    try {
      window.localStorage.setItem(storageKey(path), JSON.stringify({ ...parseMarks(storedMarks(path)), [id]: value }));
    } catch {
      // Storage refused (private mode, quota): nothing is kept.
    }
    for (const listener of changed) listener();
  };
  const progress = bankProgress(
    exercises.map((exercise) => exercise.id),
    marks,
  );
  return (
    <section className="content-page__activity exercise-bank" aria-labelledby="exercise-bank-title">
      <h2 id="exercise-bank-title" className="exercise-bank__title">
        <Trans>Exercices corrigés</Trans>
      </h2>
      <p className="exercise-bank__progress" aria-live="polite">
        {progress.done === 0 ? (
          <Trans>Cherchez chaque exercice, un indice puis la solution pas à pas si besoin, et dites comment il s'est passé.</Trans>
        ) : (
          <Trans>
            {progress.succeeded} réussi(s) sur {progress.total}, {progress.toReview.length} à revoir.
          </Trans>
        )}
      </p>
      {account.failed ? (
        <p className="form-error" role="alert">
          <Trans>Votre choix n'a pas pu être enregistré sur votre compte. Vérifiez votre connexion et réessayez.</Trans>
        </p>
      ) : null}
      <ol className="exercise-bank__list">
        {exercises.map((exercise, index) => (
          <li key={exercise.id}>
            <Exercise exercise={exercise} number={index + 1} mark={marks[exercise.id]} onMark={(value) => mark(exercise.id, value)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

interface ExerciseProps {
  exercise: ExerciseItem;
  number: number;
  mark: ExerciseMark | undefined;
  onMark: (mark: ExerciseMark) => void;
}

function Exercise({ exercise, number, mark, onMark }: ExerciseProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const titleId = useId();
  const [hints, setHints] = useState(0);
  const [steps, setSteps] = useState(0);
  const done = steps >= exercise.steps.length;
  return (
    <article className={`exercise${mark ? ` exercise--${mark}` : ""}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="exercise__title">
        <Trans>
          Exercice {number} — {exercise.title}
        </Trans>
      </h3>
      <ContentHtml className="prose exercise__statement" html={exercise.statement} />
      {hydrated ? (
        <>
          <div className="exercise__revealed" aria-live="polite">
            {exercise.hints.slice(0, hints).map((hint, index) => (
              <div key={index} className="exercise__hint">
                <p className="exercise__label">{index === 0 ? t`Indice 1` : t`Indice 2`}</p>
                <ContentHtml className="prose" html={hint} />
              </div>
            ))}
            {steps > 0 ? (
              <div className="exercise__solution">
                <p className="exercise__label">
                  <Trans>Solution</Trans>
                </p>
                <ol className="exercise__steps">
                  {exercise.steps.slice(0, steps).map((step, index) => (
                    <li key={index}>
                      <ContentHtml className="prose" html={step} />
                    </li>
                  ))}
                </ol>
                {done ? (
                  <p className="exercise__answer">
                    <strong>
                      <Trans>Réponse :</Trans>
                    </strong>{" "}
                    <ContentHtml inline html={exercise.answer} />
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
          <div className="exercise__actions">
            {hints < exercise.hints.length && steps === 0 ? (
              <button type="button" className="button button--secondary" onClick={() => setHints(hints + 1)}>
                {hints === 0 ? t`Voir un indice` : t`Voir le second indice`}
              </button>
            ) : null}
            {!done ? (
              <button type="button" className="button button--secondary" onClick={() => setSteps(steps + 1)}>
                {steps === 0 ? t`Voir la solution pas à pas` : t`Étape suivante`}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          {exercise.hints.map((hint, index) => (
            <details key={index} className="exercise__hint">
              <summary>{index === 0 ? t`Indice 1` : t`Indice 2`}</summary>
              <ContentHtml className="prose" html={hint} />
            </details>
          ))}
          <details className="exercise__solution">
            <summary>
              <Trans>Solution</Trans>
            </summary>
            <ol className="exercise__steps">
              {exercise.steps.map((step, index) => (
                <li key={index}>
                  <ContentHtml className="prose" html={step} />
                </li>
              ))}
            </ol>
            <p className="exercise__answer">
              <strong>
                <Trans>Réponse :</Trans>
              </strong>{" "}
              <ContentHtml inline html={exercise.answer} />
            </p>
          </details>
        </>
      )}
      <div className="exercise__mark" role="group" aria-label={t`Comment s'est passé cet exercice ?`}>
        <button type="button" className="button button--secondary" aria-pressed={mark === "success"} onClick={() => onMark("success")} disabled={!hydrated}>
          <Trans>Réussi</Trans>
        </button>
        <button type="button" className="button button--secondary" aria-pressed={mark === "review"} onClick={() => onMark("review")} disabled={!hydrated}>
          <Trans>À revoir</Trans>
        </button>
      </div>
    </article>
  );
}
