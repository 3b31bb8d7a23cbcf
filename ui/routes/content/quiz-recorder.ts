// Browser side of quiz recording: the checked quiz of a logged-in member is posted to the page's action.
import { useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import { useSession } from "../../composition/app-context.tsx";
import type { QuizAttemptDraft, QuizRecordStatus } from "../../components/content/Quiz.tsx";

const INTENT = "quiz-attempt";

/** What the page passes to the quiz: a recorder for members, and the state of the last recording. */
export function useQuizRecorder(): { onQuizChecked?: (attempt: QuizAttemptDraft) => void; quizRecordStatus: QuizRecordStatus } {
  const session = useSession();
  const fetcher = useFetcher<{ recorded: boolean }>();
  const quizRecordStatus: QuizRecordStatus =
    fetcher.state !== "idle" ? "saving" : fetcher.data === undefined ? "idle" : fetcher.data.recorded ? "saved" : "failed";
  if (!session.loggedIn) return { quizRecordStatus };
  return {
    quizRecordStatus,
    onQuizChecked: (attempt) => {
      void fetcher.submit(
        {
          intent: INTENT,
          responses: JSON.stringify(attempt.responses),
          durationMs: String(Math.round(attempt.durationMs)),
          clientId: globalThis.crypto.randomUUID(),
        },
        { method: "post" },
      );
    },
  };
}

/** A recorded quiz changes nothing on the page: its data is not reloaded. */
export function skipQuizRevalidation({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formData?.get("intent") === INTENT ? false : defaultShouldRevalidate;
}
