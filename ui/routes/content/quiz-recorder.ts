// Browser side of a member's quiz: the player's checks and finished runs are posted to the page's action
// (quiz-action.server.ts), which asks the API. Each call is a fetcher submission turned into a promise.
import { useEffect, useRef, useState } from "react";
import { useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import type { QuestionOutcome } from "../../../domain/learning/quiz.ts";
import { useSession } from "../../composition/app-context.tsx";
import type { QuizGrader } from "../../components/content/Quiz.tsx";

const INTENTS = ["quiz-check", "quiz-attempt"];

type ActionData = { ok: true; results: QuestionOutcome[] } | { ok: false; reason: string };

/** A fetcher whose submissions resolve with the action's answer (null when it failed). */
function useActionCall(): (body: Record<string, string>) => Promise<QuestionOutcome[] | null> {
  const fetcher = useFetcher<ActionData>();
  const waiting = useRef<((results: QuestionOutcome[] | null) => void) | null>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current || waiting.current === null) return;
    const resolve = waiting.current;
    waiting.current = null;
    submitted.current = false;
    resolve(fetcher.data?.ok ? fetcher.data.results : null);
  }, [fetcher.state, fetcher.data]);
  return (body) =>
    new Promise((resolve) => {
      waiting.current?.(null);
      waiting.current = resolve;
      submitted.current = false;
      void fetcher.submit(body, { method: "post" });
    });
}

/** What the page gives its quiz: a grader for a logged-in member (through the API), none for a visitor. */
export function useQuizGrader(): QuizGrader | undefined {
  const session = useSession();
  const check = useActionCall();
  const attempt = useActionCall();
  // §6 when this page showed the quiz: the API still scores a quiz opened while subscribed.
  const [startedAt] = useState(() => new Date().toISOString());
  if (!session.loggedIn) return undefined;
  return {
    check: (responses) => check({ intent: "quiz-check", responses: JSON.stringify(responses), startedAt }),
    finish: ({ responses, durationMs }) =>
      attempt({
        intent: "quiz-attempt",
        responses: JSON.stringify(responses),
        durationMs: String(Math.round(durationMs)),
        clientId: globalThis.crypto.randomUUID(),
        startedAt,
      }),
  };
}

/** A quiz check or attempt changes nothing on the page: its data is not reloaded. */
export function skipQuizRevalidation({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return INTENTS.includes(String(formData?.get("intent") ?? "")) ? false : defaultShouldRevalidate;
}
