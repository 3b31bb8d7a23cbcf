// The exercises a member marked « À revoir » and not « Réussi » since (issue 27), bank by bank, on the review page:
// the exercises come back like the cards do, until the pupil succeeds them.
import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import type { BankProgress } from "../../../application/contracts/learning-progress.ts";

export interface ExercisesToRedoProps {
  /** Banks with at least one exercise to redo, most recent first. */
  banks: readonly BankProgress[];
}

export function ExercisesToRedo({ banks }: ExercisesToRedoProps) {
  if (banks.length === 0) return null;
  return (
    <section className="member-page__section" aria-labelledby="exercises-to-redo-title">
      <h2 id="exercises-to-redo-title">
        <Trans>Exercices à refaire</Trans>
      </h2>
      <ul className="review-queue__decks">
        {banks.map((bank) => (
          <li key={bank.path} className="review-queue__deck">
            <Link to={routeForDocumentPath(bank.path)}>{bank.title}</Link>
            <p className="review-queue__exercises">
              <Plural value={bank.toReview.length} one="# exercice à revoir :" other="# exercices à revoir :" />{" "}
              {bank.toReview.map((exercise) => exercise.title).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
