// What a course offers after its text (issue 12 "Course pages", content/README.md §7): the other parts of its
// chapter (quiz, flashcards, exercises, revision sheet) and the chapter's own actions. `learned` is the slot of the
// "J'ai appris ce chapitre" button (the progress feature renders it there); nothing shows in it until then.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import type { ChapterParts } from "../../../application/web/content/load-content-page.ts";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";

export interface ChapterActionsProps {
  parts: ChapterParts | null;
  /** Slot: the chapter's "mark as learned" control (progress feature). */
  learned?: ReactNode;
}

export function ChapterActions({ parts, learned }: ChapterActionsProps) {
  const { t } = useLingui();
  const links: { part: ContentSummary; label: string; hint: string }[] = [];
  if (parts?.quiz) links.push({ part: parts.quiz, label: t`Faire le quiz`, hint: t`Vérifier ce que vous avez retenu` });
  if (parts?.flashcards) links.push({ part: parts.flashcards, label: t`Réviser les cartes mémoire`, hint: t`Mémoriser l'essentiel, jour après jour` });
  if (parts?.exercises) links.push({ part: parts.exercises, label: t`Faire les exercices corrigés`, hint: t`S'entraîner, avec des indices et la solution pas à pas` });
  if (parts?.sheet) links.push({ part: parts.sheet, label: t`Lire la fiche de révision`, hint: t`Le chapitre sur une page` });
  if (links.length === 0 && !learned) return null;
  return (
    <section className="chapter-actions" aria-labelledby="chapter-actions-title">
      <h2 id="chapter-actions-title" className="chapter-actions__title">
        <Trans>Continuer le chapitre</Trans>
      </h2>
      {learned ? <div className="chapter-actions__learned">{learned}</div> : null}
      {links.length > 0 ? (
        <ul className="chapter-actions__links">
          {links.map(({ part, label, hint }) => (
            <li key={part.path}>
              <Link className="chapter-actions__link" to={routeForDocumentPath(part.path)}>
                <span className="chapter-actions__label">{label}</span>
                <span className="chapter-actions__hint">{hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
