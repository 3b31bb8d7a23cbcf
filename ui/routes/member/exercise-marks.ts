// The marks of an exercise bank (issue 27), read and kept on a member's account: the bank's page reads them once
// hydrated (GET ?bank=) and posts each mark (bank, exercise, mark). A visitor is answered `account: false` and keeps
// their marks on the device (ui/components/content/ExerciseBank.tsx).
import { ExerciseMarks } from "../../../application/web/learning/exercise-marks.ts";
import type { ExerciseMarksAnswer } from "../../../application/web/learning/exercise-marks-route.ts";
import { requestContainer } from "../../composition/server-container.ts";
import type { Route } from "./+types/exercise-marks";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const bank = new URL(request.url).searchParams.get("bank") ?? "";
  const marks = await requestContainer(context).resolve(ExerciseMarks).ofBank(bank);
  const answer: ExerciseMarksAnswer =
    marks.isOk() && marks.value !== null ? { account: true, ok: true, marks: marks.value } : { account: false };
  return Response.json(answer, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  // The origin rule of every form action is applied before it, in server/app.ts (domain/http/request-origin.ts).
  const form = await request.formData();
  const mark = form.get("mark");
  if (mark !== "success" && mark !== "review") {
    return Response.json({ account: true, ok: false, reason: "MarkInvalid" } satisfies ExerciseMarksAnswer, {
      status: 400,
      headers: noStore,
    });
  }
  const result = await requestContainer(context)
    .resolve(ExerciseMarks)
    .mark(String(form.get("bank") ?? ""), String(form.get("exercise") ?? ""), mark);
  if (result.isOk())
    return Response.json({ account: true, ok: true, marks: result.value } satisfies ExerciseMarksAnswer, {
      headers: noStore,
    });
  if (result.error.type === "NotLoggedIn")
    return Response.json({ account: false } satisfies ExerciseMarksAnswer, { headers: noStore });
  const status = result.error.type === "ExercisesNotFound" || result.error.type === "ExerciseNotFound" ? 404 : 503;
  return Response.json({ account: true, ok: false, reason: result.error.type } satisfies ExerciseMarksAnswer, {
    status,
    headers: noStore,
  });
}
