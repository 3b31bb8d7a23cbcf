// A course's table of contents (issue 12 "Course pages"), from the h2/h3 headings the importer stored with the
// document (docs/decisions/013): a collapsible "Sommaire" at the top of the page on phones, a sticky list beside
// the text from the 960 px breakpoint (§9). Plain links to the headings' ids: they work without JavaScript.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContentTocEntry } from "../../../application/contracts/content.ts";

export interface CourseTocProps {
  toc: readonly ContentTocEntry[];
  /** "aside": the sticky list of wide screens; "top": the collapsible summary of phones. */
  placement: "aside" | "top";
  /** The language of the headings, when it is not the page's. */
  lang?: string | undefined;
}

function TocList({ toc, lang }: { toc: readonly ContentTocEntry[]; lang?: string | undefined }) {
  return (
    <ol className="course-toc__list" lang={lang}>
      {toc.map((entry) => (
        <li key={entry.id} className={`course-toc__item course-toc__item--h${entry.depth}`}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
}

export function CourseToc({ toc, placement, lang }: CourseTocProps) {
  const { t } = useLingui();
  if (toc.length === 0) return null;
  if (placement === "top") {
    return (
      <details className="course-toc course-toc--top">
        <summary>
          <Trans>Sommaire</Trans>
        </summary>
        <nav aria-label={t`Sommaire du cours`}>
          <TocList toc={toc} lang={lang} />
        </nav>
      </details>
    );
  }
  return (
    <nav className="course-toc course-toc--aside" aria-label={t`Sommaire du cours`}>
      <p className="course-toc__title" aria-hidden="true">
        <Trans>Sommaire</Trans>
      </p>
      <TocList toc={toc} lang={lang} />
    </nav>
  );
}
