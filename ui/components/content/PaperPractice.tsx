// A practice paper in practice mode (issue 12 "Practice papers", content/README.md §8): the instructions, the
// marking summary (points per exercise and the total), the timed mode, then each exercise's statement with its
// correction and marking scheme closed until asked for, one by one or all at once. The split was made at import
// (domain/learning/paper.ts): nothing is parsed here. Without JavaScript each correction is a closed <details>;
// while the timed mode runs, corrections stay locked until the end.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { ContentPaper } from "../../../application/contracts/content.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { useHydrated } from "./hydrated.ts";
import { PaperTimer, type PaperTimerPhase } from "./PaperTimer.tsx";

export interface PaperPracticeProps {
  paper: ContentPaper;
  /** The paper's document path (its timer's key). */
  path: string;
  /** The official duration; no timed mode without one. */
  durationMinutes: number | null;
  /** The language of the paper, when it is not the page's. */
  lang?: string | undefined;
  /** The clock of the timer (stories and tests). */
  now?: () => number;
}

type Part = ContentPaper["exercises"][number]["parts"][number];

/** "Exercice 1 — L'échelle" → "Exercice 1": the name a reveal button gives an exercise. */
function shortName(title: string): string {
  return title.split(/\s+[—–]\s+/)[0]?.trim() || title;
}

const formatPoints = (points: number, locale: string) => new Intl.NumberFormat(locale === "en" ? "en-GB" : "fr-FR").format(points);

export function PaperPractice({ paper, path, durationMinutes, lang, now }: PaperPracticeProps) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [phase, setPhase] = useState<PaperTimerPhase>("idle");
  const onPhaseChange = useCallback((next: PaperTimerPhase) => setPhase(next), []);
  const locked = phase === "running" || phase === "paused";
  const keys = paper.exercises.flatMap((exercise) => exercise.parts.map((_, index) => `${exercise.id}:${index}`)).concat(
    paper.closing.filter((closing) => closing.kind !== null).map((closing) => closing.id),
  );
  const allOpen = keys.length > 0 && keys.every((key) => open.has(key));
  const toggle = (key: string, value: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  const points = (value: number) => formatPoints(value, i18n.locale);

  const partLabel = (part: Part, name: string) =>
    part.kind === "answers" ? t`Voir le corrigé : ${name}` : t`Voir le barème : ${name}`;

  const disclosure = (key: string, summary: string, html: string, kind: Part["kind"]) =>
    locked ? (
      <p key={key} className="paper-part paper-part--locked">
        {kind === "answers" ? <Trans>Corrigé disponible à la fin du chrono.</Trans> : <Trans>Barème disponible à la fin du chrono.</Trans>}
      </p>
    ) : (
      <details
        key={key}
        className={`paper-part paper-part--${kind}`}
        open={open.has(key)}
        onToggle={(event) => {
          const value = event.currentTarget.open;
          if (value !== open.has(key)) toggle(key, value);
        }}
      >
        <summary>{summary}</summary>
        <ContentHtml className="prose paper-part__body" html={html} />
      </details>
    );

  return (
    <div className="paper" lang={lang}>
      {paper.introHtml ? <ContentHtml className="prose paper__intro" html={paper.introHtml} /> : null}

      <section className="paper-scheme" aria-labelledby="paper-scheme-title">
        <h2 id="paper-scheme-title" className="paper-scheme__title">
          <Trans>Barème de l'épreuve</Trans>
        </h2>
        <div className="md-table" role="region" aria-labelledby="paper-scheme-title" tabIndex={0}>
          <table className="paper-scheme__table">
            <thead>
              <tr>
                <th scope="col">{paper.choice ? <Trans>Sujet</Trans> : <Trans>Exercice</Trans>}</th>
                <th scope="col">
                  <Trans>Points</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {paper.exercises.map((exercise) => (
                <tr key={exercise.id}>
                  <td>
                    <a href={`#${exercise.id}`}>{exercise.title}</a>
                  </td>
                  <td>{points(exercise.points)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{paper.choice ? <Trans>Total (un sujet au choix)</Trans> : <Trans>Total</Trans>}</th>
                <td>{points(paper.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      {durationMinutes ? <PaperTimer storageKey={path} durationMinutes={durationMinutes} onPhaseChange={onPhaseChange} now={now} /> : null}

      {hydrated && !locked && keys.length > 0 ? (
        <p className="paper__reveal-all">
          <button type="button" className="button button--ghost" aria-pressed={allOpen} onClick={() => setOpen(allOpen ? new Set() : new Set(keys))}>
            {allOpen ? <Trans>Masquer tous les corrigés</Trans> : <Trans>Voir tous les corrigés</Trans>}
          </button>
        </p>
      ) : null}

      {paper.exercises.map((exercise) => (
        <section key={exercise.id} className="paper-exercise" aria-labelledby={exercise.id}>
          <h2 id={exercise.id} className="paper-exercise__title md-heading">
            <ContentHtml inline html={exercise.titleHtml} />{" "}
            <span className="paper-exercise__points">
              <Plural value={exercise.points} one="(# point)" other="(# points)" />
            </span>
          </h2>
          {exercise.statementHtml ? <ContentHtml className="prose" html={exercise.statementHtml} /> : null}
          {exercise.parts.map((part, index) => disclosure(`${exercise.id}:${index}`, partLabel(part, shortName(exercise.title)), part.html, part.kind))}
        </section>
      ))}

      {paper.closing.map((closing) =>
        closing.kind === null ? (
          <section key={closing.id} className="paper-exercise" aria-labelledby={closing.id}>
            <h2 id={closing.id} className="md-heading">
              {closing.title}
            </h2>
            <ContentHtml className="prose" html={closing.html} />
          </section>
        ) : (
          <section key={closing.id} className="paper-exercise" aria-label={closing.title}>
            {disclosure(closing.id, t`Voir : ${closing.title}`, closing.html, closing.kind)}
          </section>
        ),
      )}
    </div>
  );
}
