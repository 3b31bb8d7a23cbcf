// "J'ai appris ce chapitre" on a course page (issue 12): a toggle a member presses when they know the chapter (and
// presses again to undo). A real form posting to CHAPTER_MARK_ROUTE, so it works before JavaScript; once hydrated,
// a fetcher posts it in the background and the button shows the new state at once.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useFetcher, useLocation } from "react-router";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { CHAPTER_MARK_ROUTE, type ChapterMarkState } from "../../../application/web/learning/chapter-mark.ts";
import "../../styles/progress.css";

/** What the mark route answers an enhanced post. */
export type ChapterMarkAnswer = { ok: true; learned: boolean } | { ok: false; reason: string };

export interface MarkLearnedButtonProps {
  /** The course's document path. */
  chapterPath: string;
  /** The member's mark; null for a visitor (who is invited to log in). */
  state: ChapterMarkState;
}

export function MarkLearnedButton({ chapterPath, state }: MarkLearnedButtonProps) {
  const { t } = useLingui();
  const location = useLocation();
  const fetcher = useFetcher<ChapterMarkAnswer>();
  const here = `${location.pathname}${location.search}`;
  if (state === null) {
    return (
      <p className="mark-learned mark-learned--visitor">
        <Link to={loginPathFor(here)}>
          <Trans>Connectez-vous pour noter les chapitres que vous avez appris</Trans>
        </Link>
      </p>
    );
  }
  const sending = fetcher.formData?.get("learned");
  const answered = fetcher.data?.ok === true ? fetcher.data.learned : undefined;
  const learned = sending !== undefined && sending !== null ? sending === "1" : (answered ?? state.learned);
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.reason : null;
  return (
    <fetcher.Form
      method="post"
      action={CHAPTER_MARK_ROUTE}
      className={`mark-learned${learned ? " mark-learned--done" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("enhanced", "1");
        void fetcher.submit(form, { method: "post", action: CHAPTER_MARK_ROUTE });
      }}
    >
      <input type="hidden" name="chapter" value={chapterPath} />
      <input type="hidden" name="learned" value={learned ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={here} />
      <button type="submit" className="mark-learned__button" aria-pressed={learned}>
        <span className="mark-learned__box" aria-hidden="true">
          {learned ? "✓" : ""}
        </span>
        <Trans>J'ai appris ce chapitre</Trans>
      </button>
      <p className="mark-learned__status" role="status">
        {failed ? (
          failed === "PremiumRequired" ? (
            t`Ce chapitre est réservé aux abonnés.`
          ) : (
            t`Impossible d'enregistrer pour l'instant. Réessayez dans quelques instants.`
          )
        ) : learned ? (
          <>
            <Trans>Chapitre compté dans votre progression.</Trans>{" "}
            <Link to="/revisions/cours-et-quiz">
              <Trans>Voir ma progression</Trans>
            </Link>
          </>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
