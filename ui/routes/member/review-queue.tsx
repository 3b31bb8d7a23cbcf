// /revisions/cartes-a-reviser: the member's flashcards for today across the decks they study (docs/decisions/018),
// reviewed in one session, and their desired retention. Visitors go to /login (and come back here after it).
import { useLingui } from "@lingui/react/macro";
import { useActionData, useLoaderData } from "react-router";
import { LoadReviewQueue, UpdateDesiredRetention } from "../../../application/web/learning/load-flashcards.ts";
import { ReviewQueue } from "../../components/member/ReviewQueue.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure } from "../account/account.server.ts";
import "../../styles/content.css";
import type { Route } from "./+types/review-queue";

const REVIEW_QUEUE_PATH = "/revisions/cartes-a-reviser";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(LoadReviewQueue).execute();
  if (result.isErr()) return pageFailure(result.error, REVIEW_QUEUE_PATH);
  return result.value;
}

/** The retention form: a percentage, checked by the API with the domain's rule (80 to 97). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const percent = Number(String(form.get("retention") ?? "").replace(",", "."));
  if (!Number.isFinite(percent)) return { ok: false as const, error: "RetentionOutOfRange" as const };
  const result = await requestContainer(context).resolve(UpdateDesiredRetention).execute(percent);
  return result.match(
    () => ({ ok: true as const, error: null }),
    (failure) => ({ ok: false as const, error: failure.type }),
  );
}

export default function ReviewQueuePage() {
  const { t } = useLingui();
  const queue = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>();
  return (
    <>
      <PageMeta
        title={t`Cartes à réviser`}
        description={t`Vos cartes mémoire du jour, tous paquets confondus.`}
        noindex
      />
      <ReviewQueue queue={queue} retentionSaved={saved ?? null} />
    </>
  );
}
