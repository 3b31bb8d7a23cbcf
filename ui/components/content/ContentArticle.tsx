// A document page (course, quiz, flashcards, sheet, practice paper, article, press release, guide, page):
// header, the French-only note when needed, the body, the quiz or the deck; when the API withheld premium
// content, the §6 preview it sent (first section, first questions, first cards) then the paywall; previous /
// next documents at the end.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentDocument, ContentSummary } from "../../../application/web/content/content-document.ts";
import type { ChapterParts } from "../../../application/web/content/load-content-page.ts";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs.tsx";
import { ChapterActions } from "./ChapterActions.tsx";
import { CourseToc } from "./CourseToc.tsx";
import type { DeckStudy } from "./FlashcardDeck.tsx";
import { FrenchOnlyNote } from "./FrenchOnlyNote.tsx";
import { useContentLabels } from "./labels.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { Paywall } from "./Paywall.tsx";
import { PageBodyHtml } from "./PageBodyHtml.tsx";
import type { QuizGrader } from "./Quiz.tsx";
import { serverRenderedPart } from "../server-rendered-part.tsx";
import { SheetDownload } from "./SheetDownload.tsx";
import { QuizHtmlProvider } from "./quiz/QuizText.tsx";

// Each activity in a chunk of its own: a course page loads none of them, a quiz page only the quiz (ADR 012).
const Quiz = serverRenderedPart(() => import("./Quiz.tsx").then((module) => module.Quiz));
const FlashcardDeck = serverRenderedPart(() => import("./FlashcardDeck.tsx").then((module) => module.FlashcardDeck));
const ExerciseBank = serverRenderedPart(() => import("./ExerciseBank.tsx").then((module) => module.ExerciseBank));
const PaperPractice = serverRenderedPart(() => import("./PaperPractice.tsx").then((module) => module.PaperPractice));

export interface ContentArticleProps {
  document: ContentDocument;
  crumbs: readonly Crumb[];
  previous?: ContentSummary | null;
  next?: ContentSummary | null;
  /** A course's chapter parts: its quiz, deck and sheet (content/README.md §7). */
  chapter?: ChapterParts | null;
  /**
   * Slot of a course's "J'ai appris ce chapitre" control (the progress feature renders it): shown in the
   * chapter's actions, beside the links to its quiz, deck and sheet.
   */
  markLearned?: ReactNode;
  /** Quiz pages of a member: scoring and recording through the API (a visitor's quiz is scored in the page). */
  quizGrader?: QuizGrader | undefined;
  /** A deck's spaced-repetition study (counts, review mode): docs/decisions/018. */
  study?: DeckStudy | undefined;
  /** The body's HTML is in the server's page rather than in `document.html` (PageBodyHtml). */
  bodyInPage?: boolean;
  /** Shown after the body (related content, links). */
  children?: ReactNode;
}

export function ContentArticle({ document, crumbs, previous, next, chapter, markLearned, quizGrader, study, bodyInPage = false, children }: ContentArticleProps) {
  const locale = useLocale();
  const labels = useContentLabels();
  const { t } = useLingui();
  const foreign = document.locale !== locale;
  const context = [
    document.kind === "page" ? null : labels.kind(document.kind),
    document.exam ? labels.exam(document.exam) : null,
    document.grade ? labels.grade(document.grade) : null,
    document.subject ? labels.subject(document.subject) : null,
    document.section ? labels.section(document.section) : null,
  ].filter((part): part is string => part !== null);
  const duration = document.durationMinutes;
  const hours = duration === null ? 0 : Math.floor(duration / 60);
  const minutes = duration === null ? 0 : duration % 60;
  const updatedOn = document.updated ? labels.date(document.updated) : "";
  const course = document.kind === "course";
  const withToc = course && !document.locked && document.toc.length > 1;
  const lang = foreign ? document.locale : undefined;

  const body = (
    <div className="content-page__body" lang={lang}>
      {document.kind === "exam" && document.paper ? (
        <PaperPractice paper={document.paper} path={document.path} durationMinutes={document.durationMinutes} />
      ) : document.html ? (
        <ContentHtml className="prose" html={document.html} />
      ) : bodyInPage ? (
        <PageBodyHtml className="prose" path={document.path} />
      ) : null}
      {document.kind === "quiz" && document.questions.length > 0 ? (
        <section className="content-page__activity" aria-label={t`Quiz`}>
          <QuizHtmlProvider html={document.quizHtml}>
            {/* A preview is played in the page: the API scores only what the member may open. */}
            <Quiz questions={document.questions} grader={document.locked ? undefined : quizGrader} />
          </QuizHtmlProvider>
        </section>
      ) : null}
      {document.kind === "exercises" && document.exercises.length > 0 ? <ExerciseBank path={document.path} exercises={document.exercises} /> : null}
      {document.kind === "flashcards" && document.cards.length > 0 ? <FlashcardDeck cards={document.cards} study={study} speak={document.speak} /> : null}
      {document.locked ? <Paywall /> : null}
      {course ? <ChapterActions parts={chapter ?? null} learned={markLearned} /> : null}
    </div>
  );

  return (
    <article className={`content-page content-page--${document.kind ?? "page"}${withToc ? " content-page--with-toc" : ""}`}>
      <header className="content-page__header">
        <Breadcrumbs items={crumbs} />
        <p className="content-page__eyebrow">
          {context.join(" · ")}
          {document.premium ? (
            <span className="badge badge--premium">
              <Trans>Premium</Trans>
            </span>
          ) : null}
        </p>
        <h1 className="content-page__title" lang={foreign ? document.locale : undefined}>
          {document.title}
        </h1>
        {document.description ? (
          <p className="content-page__lead" lang={foreign ? document.locale : undefined}>
            {document.description}
          </p>
        ) : null}
        <ul className="content-page__meta">
          {document.date ? (
            <li>
              <time dateTime={document.date}>{labels.date(document.date)}</time>
            </li>
          ) : null}
          {document.author ? <li lang={foreign ? document.locale : undefined}>{document.author}</li> : null}
          {document.readingMinutes !== null ? <li>{labels.minutes(document.readingMinutes)}</li> : null}
          {duration ? (
            <li>
              {hours === 0 ? t`Durée de l'épreuve : ${duration} min` : minutes === 0 ? t`Durée de l'épreuve : ${hours} h` : t`Durée de l'épreuve : ${hours} h ${minutes}`}
            </li>
          ) : null}
          {document.updated ? (
            <li>
              <Trans>
                Mis à jour le <time dateTime={document.updated}>{updatedOn}</time>
              </Trans>
            </li>
          ) : null}
        </ul>
        {document.kind === "sheet" && !document.locked ? <SheetDownload path={document.path} /> : null}
      </header>

      {foreign && document.locale === "fr" ? <FrenchOnlyNote /> : null}

      {withToc ? (
        <>
          <CourseToc toc={document.toc} placement="top" lang={lang} />
          <div className="content-page__columns">
            {body}
            <aside className="content-page__aside">
              <CourseToc toc={document.toc} placement="aside" lang={lang} />
            </aside>
          </div>
        </>
      ) : (
        body
      )}

      {children}

      {previous || next ? (
        <nav className="content-page__pager" aria-label={t`Contenus voisins`}>
          {previous ? (
            <Link className="content-page__pager-link content-page__pager-link--previous" to={routeForDocumentPath(previous.path)} rel="prev">
              <span className="content-page__pager-label">{course ? <Trans>Chapitre précédent</Trans> : <Trans>Précédent</Trans>}</span>
              <span lang={previous.locale !== locale ? previous.locale : undefined}>{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="content-page__pager-link content-page__pager-link--next" to={routeForDocumentPath(next.path)} rel="next">
              <span className="content-page__pager-label">{course ? <Trans>Chapitre suivant</Trans> : <Trans>Suivant</Trans>}</span>
              <span lang={next.locale !== locale ? next.locale : undefined}>{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
