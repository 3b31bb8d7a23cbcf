// /revisions/cartes-a-reviser: the member's flashcards for today across the decks they study (docs/decisions/018),
// reviewed in one session, the exercises marked « À revoir » (issue 27), and their settings (desired retention, new cards a day across decks). Visitors go to /login (and come back here after it).
import { useLingui } from "@lingui/react/macro";
import { useActionData, useLoaderData } from "react-router";
import { settingsChange } from "../../../application/web/learning/flashcard-settings.ts";
import { LoadReviewQueue, UpdateFlashcardSettings } from "../../../application/web/learning/load-flashcards.ts";
import { ExerciseMarks } from "../../../application/web/learning/exercise-marks.ts";
import { LoadMemoryModel } from "../../../application/web/learning/memory-model.ts";
import { ReviewQueue } from "../../components/member/ReviewQueue.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure } from "../account/account.server.ts";
import { contentLocale } from "../content/content-data.server.ts";
import "../../styles/content.css";
import type { Route } from "./+types/review-queue";

const REVIEW_QUEUE_PATH = "/revisions/cartes-a-reviser";

export async function loader({ request, context }: Route.LoaderArgs) {
  const container = requestContainer(context);
  const [result, memory, exercisesToRedo] = await Promise.all([
    container.resolve(LoadReviewQueue).execute(),
    container.resolve(LoadMemoryModel).execute(),
    container.resolve(ExerciseMarks).toRedo(contentLocale({ request, context })),
  ]);
  if (result.isErr()) return pageFailure(result.error, REVIEW_QUEUE_PATH);
  return { queue: result.value, memory: memory._unsafeUnwrap(), exercisesToRedo: exercisesToRedo._unsafeUnwrap() };
}

/**
 * The settings forms: the retention as a percentage (80 to 97) or the new cards a day (0 to 100), each checked with
 * the domain's rule (as the page does before sending, with JavaScript) and again by the API; the answer names the form
 * it belongs to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const setting = form.has("newCardsPerDay") ? ("newCardsPerDay" as const) : ("retention" as const);
  const change = settingsChange(setting, String(form.get(setting) ?? ""));
  if (change.isErr()) return { setting, ok: false as const, error: change.error.type };
  const result = await requestContainer(context).resolve(UpdateFlashcardSettings).execute(change.value);
  return result.match(
    () => ({ setting, ok: true as const, error: null }),
    (failure) => ({ setting, ok: false as const, error: failure.type }),
  );
}

export default function ReviewQueuePage() {
  const { t } = useLingui();
  const { queue, memory, exercisesToRedo } = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>();
  return (
    <>
      <PageMeta
        title={t`Cartes à réviser`}
        description={t`Vos cartes mémoire du jour, tous paquets confondus.`}
        noindex
      />
      <ReviewQueue queue={queue} settingSaved={saved ?? null} memory={memory} exercisesToRedo={exercisesToRedo} />
    </>
  );
}
