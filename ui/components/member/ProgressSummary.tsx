// A member's progress (issue 12, "Progress, for pupils and parents"), as the member home shows the member's own and
// the family space shows a child's: the streak of revision days, the totals, then one section per subject with the
// chapters learned, each quiz's best and last score and the flashcards, under the documents' real titles and links.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ProgressSummary, SubjectProgress } from "../../../application/contracts/learning-progress.ts";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import { useFormatDate } from "../date-format.ts";
import { useContentLabels } from "../content/labels.ts";
import "../../styles/progress.css";

export interface ProgressSummaryViewProps {
  summary: ProgressSummary;
  /** Whose progress it is: the member's own, or a child's seen by the family-plan holder (named). */
  viewer?: "self" | "parent";
  /** The level of the subjects' headings (3 on the member home, 4 inside the family space). */
  headingLevel?: 3 | 4;
  /** Learned chapters listed per subject before "and N more". */
  listed?: number;
}

export function ProgressSummaryView({
  summary,
  viewer = "self",
  headingLevel = 3,
  listed = 5,
}: ProgressSummaryViewProps) {
  const { totals, streak } = summary;
  const percent = usePercent();
  const active = summary.subjects.filter((s) => s.chapters.available > 0 || hasActivity(s));
  const learnedAnywhere = summary.subjects.reduce((sum, s) => sum + s.chapters.learnedItems.length, 0);
  return (
    <div className="progress-summary">
      <ul className="progress-stats">
        <li className="progress-stat progress-stat--streak">
          <span className="progress-stat__value">{streak.days}</span>
          <span className="progress-stat__label">
            <Plural value={streak.days} one="jour de révision d'affilée" other="jours de révision d'affilée" />
          </span>
          <span className="progress-stat__hint">
            {streak.revisedToday ? (
              viewer === "self" ? (
                <Trans>Vous avez révisé aujourd'hui.</Trans>
              ) : (
                <Trans>A révisé aujourd'hui.</Trans>
              )
            ) : streak.days > 0 ? (
              viewer === "self" ? (
                <Trans>Révisez aujourd'hui pour continuer la série.</Trans>
              ) : (
                <Trans>Pas encore révisé aujourd'hui.</Trans>
              )
            ) : (
              <Trans>Un quiz, une carte ou un chapitre appris lance la série.</Trans>
            )}
          </span>
        </li>
        {totals.chaptersAvailable > 0 ? (
          <li className="progress-stat">
            <span className="progress-stat__value">
              {totals.chaptersLearned}
              <span className="progress-stat__of"> / {totals.chaptersAvailable}</span>
            </span>
            <span className="progress-stat__label">
              <Plural
                value={totals.chaptersAvailable}
                one="chapitre de la classe appris"
                other="chapitres de la classe appris"
              />
            </span>
          </li>
        ) : (
          // No chapter of the class in the library yet: no "0 / 0", the chapters learned elsewhere.
          <li className="progress-stat">
            <span className="progress-stat__value">{learnedAnywhere}</span>
            <span className="progress-stat__label">
              <Plural value={learnedAnywhere} one="chapitre appris" other="chapitres appris" />
            </span>
          </li>
        )}
        <li className="progress-stat">
          <span className="progress-stat__value">{totals.quizzesTaken}</span>
          <span className="progress-stat__label">
            <Plural value={totals.quizzesTaken} one="quiz terminé" other="quiz terminés" />
          </span>
        </li>
        <li className="progress-stat">
          <span className="progress-stat__value">{totals.cardsDue}</span>
          <span className="progress-stat__label">
            <Plural value={totals.cardsDue} one="carte à revoir aujourd'hui" other="cartes à revoir aujourd'hui" />
          </span>
          {totals.retention !== null ? (
            <span className="progress-stat__hint">
              <Trans>Mémorisation sur 30 jours : {percent(totals.retention)}</Trans>
            </span>
          ) : null}
        </li>
      </ul>

      {active.length === 0 ? (
        <p className="account-empty">
          {viewer === "self" ? (
            <Trans>
              Rien pour l'instant : apprenez un chapitre ou terminez un quiz, votre progression apparaîtra ici.
            </Trans>
          ) : (
            <Trans>Pas encore d'activité : les chapitres appris et les quiz terminés apparaîtront ici.</Trans>
          )}
        </p>
      ) : (
        active.map((subject) => (
          <SubjectSection key={subject.subject} subject={subject} headingLevel={headingLevel} listed={listed} />
        ))
      )}
    </div>
  );
}

function hasActivity(subject: SubjectProgress): boolean {
  return (
    subject.chapters.learnedItems.length > 0 ||
    subject.quizzes.length > 0 ||
    subject.exercises.length > 0 ||
    subject.flashcards.decks.length > 0
  );
}

function usePercent(): (share: number) => string {
  const { i18n } = useLingui();
  return (share) => i18n.number(share, { style: "percent", maximumFractionDigits: 0 });
}

function SubjectSection({
  subject,
  headingLevel,
  listed,
}: {
  subject: SubjectProgress;
  headingLevel: 3 | 4;
  listed: number;
}) {
  const labels = useContentLabels();
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const percent = usePercent();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { chapters, quizzes, exercises, flashcards } = subject;
  const name = subject.subject === "" ? t`Autres contenus` : labels.subject(subject.subject);
  const score = (value: { score: number; maxScore: number }) =>
    `${i18n.number(value.score, { maximumFractionDigits: 2 })} / ${value.maxScore}`;
  const more = chapters.learnedItems.length - listed;
  return (
    <section className="progress-subject">
      <Heading className="progress-subject__title">{name}</Heading>

      {chapters.available > 0 || chapters.learnedItems.length > 0 ? (
        <div className="progress-subject__part">
          {chapters.available > 0 ? (
            <>
              <p className="progress-subject__line">
                <Plural
                  value={chapters.learned}
                  one={`# chapitre appris sur ${chapters.available}`}
                  other={`# chapitres appris sur ${chapters.available}`}
                />
              </p>
              <progress
                className="progress-bar"
                value={chapters.learned}
                max={chapters.available}
                aria-label={t`Chapitres appris en ${name}`}
              />
            </>
          ) : null}
          {chapters.next ? (
            <p className="progress-subject__next">
              <Trans>À apprendre ensuite :</Trans>{" "}
              <Link to={routeForDocumentPath(chapters.next.path)}>{chapters.next.title}</Link>
              {chapters.next.premium ? (
                <span className="progress-premium">
                  <Trans>Premium</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
          {chapters.learnedItems.length > 0 ? (
            <ul className="progress-links">
              {chapters.learnedItems.slice(0, listed).map((chapter) => (
                <li key={chapter.path}>
                  <span className="progress-links__check" aria-hidden="true">
                    ✓
                  </span>
                  <Link to={routeForDocumentPath(chapter.path)}>{chapter.title}</Link>
                  <span className="progress-links__meta">
                    <Trans>appris le {formatDate(chapter.learnedAt)}</Trans>
                  </span>
                </li>
              ))}
              {more > 0 ? (
                <li className="progress-links__more">
                  <Plural value={more} one="et # autre chapitre appris" other="et # autres chapitres appris" />
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}

      {quizzes.length > 0 ? (
        <div className="progress-subject__part">
          <p className="progress-subject__label">
            <Trans>Quiz</Trans>
          </p>
          <ul className="progress-quizzes">
            {quizzes.map((quiz) => (
              <li key={quiz.path} className="progress-quiz">
                <Link className="progress-quiz__title" to={routeForDocumentPath(quiz.path)}>
                  {quiz.title}
                </Link>
                <span className="progress-quiz__scores">
                  <span>
                    <Trans>
                      Dernier score : <strong>{score(quiz.last)}</strong>
                    </Trans>
                  </span>
                  <span>
                    <Trans>
                      Meilleur : <strong>{score(quiz.best)}</strong>
                    </Trans>
                  </span>
                </span>
                <span className="progress-quiz__meta">
                  <Plural
                    value={quiz.attempts}
                    one={`# essai, le dernier le ${formatDate(quiz.last.completedAt)}`}
                    other={`# essais, le dernier le ${formatDate(quiz.last.completedAt)}`}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {exercises.length > 0 ? (
        <div className="progress-subject__part">
          <p className="progress-subject__label">
            <Trans>Exercices corrigés</Trans>
          </p>
          <ul className="progress-links">
            {exercises.map((bank) => (
              <li key={bank.path}>
                <Link to={routeForDocumentPath(bank.path)}>{bank.title}</Link>
                <span className="progress-links__meta">
                  <Trans>
                    {bank.succeeded} réussi(s) sur {bank.total}
                  </Trans>
                  {bank.toReview.length > 0 ? (
                    <>
                      {" · "}
                      <Plural value={bank.toReview.length} one="# à refaire" other="# à refaire" />
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {flashcards.decks.length > 0 ? (
        <div className="progress-subject__part">
          <p className="progress-subject__label">
            <Trans>Cartes mémoire</Trans>
          </p>
          <p className="progress-subject__line">
            <Plural value={flashcards.cardsReviewed} one="# carte révisée" other="# cartes révisées" />
            {" · "}
            <Plural value={flashcards.cardsDue} one="# à revoir aujourd'hui" other="# à revoir aujourd'hui" />
            {flashcards.retention !== null ? (
              <>
                {" · "}
                <Trans>mémorisation {percent(flashcards.retention)}</Trans>
              </>
            ) : null}
          </p>
          <ul className="progress-links">
            {flashcards.decks.map((deck) => (
              <li key={deck.path}>
                <Link to={routeForDocumentPath(deck.path)}>{deck.title}</Link>
                <span className="progress-links__meta">
                  <Plural value={deck.cardsDue} one="# carte à revoir" other="# cartes à revoir" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A child's progress as the holder of a family plan sees it, in the family space and on the holder's home: the
 * child's own summary, or why it could not be loaded (null).
 */
export function ChildProgressSummary({ name, summary }: { name: string; summary: ProgressSummary | null }) {
  return summary === null ? (
    <p className="account-empty">
      <Trans>La progression de {name} n'a pas pu être chargée. Réessayez dans quelques instants.</Trans>
    </p>
  ) : (
    <ProgressSummaryView summary={summary} viewer="parent" headingLevel={4} listed={3} />
  );
}
