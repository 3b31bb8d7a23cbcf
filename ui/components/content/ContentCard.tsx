import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import { useContentLabels } from "./labels.ts";

export interface ContentCardProps {
  item: ContentSummary;
  /** The heading level of the card title in its page. */
  headingLevel?: 2 | 3 | 4;
  /** Where the card leads (the document's route by default). */
  to?: string;
  /** Show the class and subject (lists that mix them: search, explorer). */
  showContext?: boolean;
}

/** A document in a list: kind, premium mark, title (the link), teaser, reading time or date. */
export function ContentCard({ item, headingLevel = 3, to, showContext = false }: ContentCardProps) {
  const labels = useContentLabels();
  const Heading = `h${headingLevel}` as "h3";
  const context = [item.grade ? labels.grade(item.grade) : null, item.subject ? labels.subject(item.subject) : null].filter(Boolean).join(" · ");
  return (
    <article className={`content-card content-card--${item.kind ?? "page"}`} lang={item.locale !== labels.locale ? item.locale : undefined}>
      <p className="content-card__kind">
        <span className="content-card__kind-label">{labels.kind(item.kind)}</span>
        {item.premium ? (
          <span className="badge badge--premium">
            <Trans>Premium</Trans>
          </span>
        ) : null}
      </p>
      <Heading className="content-card__title">
        <Link className="content-card__link" to={to ?? routeForDocumentPath(item.path)}>
          {item.title}
        </Link>
      </Heading>
      {item.description ? <p className="content-card__text">{item.description}</p> : null}
      <p className="content-card__meta">
        {showContext && context ? <span>{context}</span> : null}
        {item.date ? <time dateTime={item.date}>{labels.date(item.date)}</time> : null}
        {item.readingMinutes !== null ? <span>{labels.minutes(item.readingMinutes)}</span> : null}
      </p>
    </article>
  );
}
