// A document page (course, quiz, flashcards, sheet, practice paper, article, press release, guide, page):
// header, the French-only note when needed, the body, the quiz or the deck, or the paywall of §6 when the
// API withheld premium content; previous / next documents at the end.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentDocument, ContentSummary } from "../../../application/web/content/content-document.ts";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs.tsx";
import { FlashcardDeck } from "./FlashcardDeck.tsx";
import { FrenchOnlyNote } from "./FrenchOnlyNote.tsx";
import { useContentLabels } from "./labels.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { Paywall } from "./Paywall.tsx";
import { Quiz, type QuizGrader } from "./Quiz.tsx";
import { QuizHtmlProvider } from "./quiz/QuizText.tsx";

export interface ContentArticleProps {
  document: ContentDocument;
  crumbs: readonly Crumb[];
  previous?: ContentSummary | null;
  next?: ContentSummary | null;
  /** Quiz pages of a member: scoring and recording through the API (a visitor's quiz is scored in the page). */
  quizGrader?: QuizGrader | undefined;
  /** Shown after the body (related content, links). */
  children?: ReactNode;
}

export function ContentArticle({ document, crumbs, previous, next, quizGrader, children }: ContentArticleProps) {
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

  return (
    <article className={`content-page content-page--${document.kind ?? "page"}`}>
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
          {document.readingMinutes ? <li>{labels.minutes(document.readingMinutes)}</li> : null}
          {duration ? (
            <li>
              {hours > 0 && minutes === 0 ? t`Durée de l'épreuve : ${hours} h` : t`Durée de l'épreuve : ${duration} min`}
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
      </header>

      {foreign && document.locale === "fr" ? <FrenchOnlyNote /> : null}

      <div className="content-page__body" lang={foreign ? document.locale : undefined}>
        {document.locked ? (
          <Paywall />
        ) : (
          <>
            {document.html ? <ContentHtml className="prose" html={document.html} /> : null}
            {document.kind === "quiz" && document.questions.length > 0 ? (
              <section className="content-page__activity" aria-label={t`Quiz`}>
                <QuizHtmlProvider html={document.quizHtml}>
                  <Quiz questions={document.questions} grader={quizGrader} />
                </QuizHtmlProvider>
              </section>
            ) : null}
            {document.kind === "flashcards" && document.cards.length > 0 ? <FlashcardDeck cards={document.cards} /> : null}
          </>
        )}
      </div>

      {children}

      {previous || next ? (
        <nav className="content-page__pager" aria-label={t`Contenus voisins`}>
          {previous ? (
            <Link className="content-page__pager-link content-page__pager-link--previous" to={routeForDocumentPath(previous.path)} rel="prev">
              <span className="content-page__pager-label">
                <Trans>Précédent</Trans>
              </span>
              <span lang={previous.locale !== locale ? previous.locale : undefined}>{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="content-page__pager-link content-page__pager-link--next" to={routeForDocumentPath(next.path)} rel="next">
              <span className="content-page__pager-label">
                <Trans>Suivant</Trans>
              </span>
              <span lang={next.locale !== locale ? next.locale : undefined}>{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
