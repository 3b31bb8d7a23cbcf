// The revision coach (issue 30): tonight's plan, each task ticked once done (a chapter marked learned, a quiz
// finished, the day's cards reviewed), with the days left to the nearest exam and whether the pupil is on track.
// Shown on the member home ("Aujourd'hui") and on the coach page.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { PlanTask, RevisionPlan } from "../../../application/web/coach/coach.ts";
import { routeForDocumentPath } from "../../../domain/content/document-routes.ts";
import { useExamName } from "./coach-labels.ts";
import "../../styles/coach.css";

/** Where a task is done. */
export function taskHref(task: PlanTask): string {
  return task.kind === "review" ? "/revisions/cartes-a-reviser" : routeForDocumentPath(task.path);
}

export function TaskLabel({ task }: { task: PlanTask }) {
  const { cards } = task.kind === "review" ? task : { cards: 0 };
  const title = task.kind === "review" ? "" : task.title;
  const best = task.kind === "quiz" && task.best !== null ? Math.round(task.best * 100) : null;
  switch (task.kind) {
    case "review":
      return <Plural value={cards} one="Réviser # carte" other="Réviser # cartes" />;
    case "learn":
      return <Trans>Apprendre : {title}</Trans>;
    case "quiz":
      return best === null ? (
        <Trans>Faire le quiz : {title}</Trans>
      ) : (
        <Trans>
          Refaire le quiz : {title} (meilleur score {best} %)
        </Trans>
      );
    case "paper":
      return <Trans>Sujet en temps limité : {title}</Trans>;
  }
}

export function TodayPlan({ plan, headingLevel = 2 }: { plan: RevisionPlan; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const examName = useExamName();
  const Heading = `h${headingLevel}` as const;
  const today = plan.days[0];
  const next = plan.exams[0];
  const behind = plan.exams.filter((exam) => !exam.onTrack);
  const nextName = next === undefined ? "" : examName(next.id);
  const daysLeft = next?.daysLeft ?? 0;
  const tasks = today?.tasks ?? [];
  const done = tasks.filter((task) => task.done).length;
  const count = tasks.length;
  return (
    <section className="coach-today" aria-labelledby="coach-today-title">
      <Heading id="coach-today-title" className="coach-today__title">
        <Trans>Aujourd'hui</Trans>
      </Heading>
      {plan.settings === null || next === undefined ? (
        <p className="coach-today__empty">
          <Trans>
            Choisissez vos examens : le coach prépare chaque soir ce qu'il faut réviser pour être prêt à temps.
          </Trans>{" "}
          <Link to="/revisions/cours-et-quiz/coach">
            <Trans>Préparer mon plan de révision</Trans>
          </Link>
        </p>
      ) : (
        <>
          <p className="coach-today__countdown">
            {next.daysLeft === 1 ? (
              <Trans>{nextName} : demain.</Trans>
            ) : (
              <Trans>
                {nextName} : dans {daysLeft} jours.
              </Trans>
            )}{" "}
            {behind.length === 0 ? (
              <span className="coach-status coach-status--ok">
                <Trans>Vous êtes dans les temps.</Trans>
              </span>
            ) : (
              <span className="coach-status coach-status--late">
                <Trans>Un peu de retard : voyez le détail dans votre plan.</Trans>
              </span>
            )}
          </p>
          {tasks.length === 0 ? (
            <p className="coach-today__empty">
              <Trans>Rien de prévu ce soir : profitez-en pour vous reposer.</Trans>
            </p>
          ) : (
            <>
              <p className="coach-today__progress">
                <Trans>
                  Fait : {done} sur {count}
                </Trans>
              </p>
              <ul className="coach-tasks" aria-label={t`Le plan de ce soir`}>
                {tasks.map((task, index) => (
                  <li key={index} className={task.done ? "coach-task coach-task--done" : "coach-task"}>
                    <span className="coach-task__mark" aria-hidden="true">
                      {task.done ? "✓" : ""}
                    </span>
                    <Link to={taskHref(task)} className="coach-task__link">
                      <TaskLabel task={task} />
                    </Link>
                    <span className="coach-task__meta">
                      {task.done ? <span className="visually-hidden">{t`Fait.`} </span> : null}
                      <Trans>{task.minutes} min</Trans>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="coach-today__more">
            <Link to="/revisions/cours-et-quiz/coach">
              <Trans>Voir mon plan des semaines à venir</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
