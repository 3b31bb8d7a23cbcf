// "Mark as learned" (issue 12): the form of a course page posts here. Without JavaScript the browser comes back to
// the course (303), which shows the new state; the enhanced button posts with `enhanced=1` and gets the state.
import { data, redirect } from "react-router";
import { sameSitePath } from "../../../application/web/account/redirect-target.ts";
import { ChapterMarks } from "../../../application/web/learning/progress.ts";
import type { ChapterMarkAnswer } from "../../components/content/MarkLearnedButton.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { redirectOnSessionFailure } from "../account/account.server.ts";
import type { Route } from "./+types/chapter-learned";

export async function action({ request, context }: Route.ActionArgs) {
  // The origin rule of every form action is applied before it, in server/app.ts (domain/http/request-origin.ts).
  const form = await request.formData();
  const back = sameSitePath(String(form.get("returnTo") ?? "")) ?? "/revisions/cours-et-quiz";
  const learned = form.get("learned") === "1";
  const result = await requestContainer(context)
    .resolve(ChapterMarks)
    .set(String(form.get("chapter") ?? ""), learned);
  if (form.get("enhanced") === "1") {
    if (result.isOk()) return { ok: true, learned: result.value } satisfies ChapterMarkAnswer;
    const status = result.error.type === "PremiumRequired" ? 403 : result.error.type === "ChapterNotFound" ? 404 : 400;
    return data({ ok: false, reason: result.error.type } satisfies ChapterMarkAnswer, { status });
  }
  if (result.isErr()) redirectOnSessionFailure(result.error, back);
  throw redirect(back, 303);
}

/** Only the form's POST lands here; a visit is sent to the post-login home. */
export function loader() {
  throw redirect("/revisions/cours-et-quiz");
}
