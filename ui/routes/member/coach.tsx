// /revisions/cours-et-quiz/coach: the revision coach (issue 30), the member's plan to their exams and its settings.
// Under the member home's path: a member page (never cached, profile required). Visitors go to /login.
import { useLingui } from "@lingui/react/macro";
import { useActionData, useLoaderData } from "react-router";
import { Coach, coachSettingsFromForm } from "../../../application/web/coach/coach.ts";
import { RevisionCoach } from "../../components/member/RevisionCoach.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure, redirectOnSessionFailure } from "../account/account.server.ts";
import { contentLocale } from "../content/content-data.server.ts";
import type { Route } from "./+types/coach";

const COACH_PATH = "/revisions/cours-et-quiz/coach";

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(Coach).plan(contentLocale({ request, context }));
  if (result.isErr()) return pageFailure(result.error, COACH_PATH);
  return result.value;
}

export async function action({ request, context }: Route.ActionArgs) {
  const settings = coachSettingsFromForm(await request.formData());
  const result = await requestContainer(context).resolve(Coach).save(settings);
  if (result.isOk()) return { ok: true as const };
  redirectOnSessionFailure(result.error, COACH_PATH);
  return { ok: false as const, refusal: result.error.type === "Refused" ? result.error : null };
}

export default function CoachPage() {
  const { t } = useLingui();
  const plan = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>();
  return (
    <>
      <PageMeta
        title={t`Mon coach de révision`}
        description={t`Votre plan de révision jusqu'à vos examens, refait chaque jour selon vos progrès.`}
        noindex
      />
      <RevisionCoach plan={plan} saved={saved ?? null} />
    </>
  );
}
