// Learning progress: record quiz attempts and flashcard reviews, list the member's own.
import { Hono } from "hono";
import { LearningProgress, type QuizRefused } from "../../../../application/api/learning/progress.ts";
import {
  LIST_PROGRESS,
  ProgressQuery,
  QUIZ_ATTEMPT,
  QUIZ_CHECK,
  QuizAttemptRequest,
  QuizCheckRequest,
} from "../../../../application/contracts/learning.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { fail, readJson, readQuery, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** 404 or 403 for a quiz the member cannot have scored. */
function refuse(c: ApiContext, error: QuizRefused) {
  return error.type === "QuizNotFound" ? fail(c, 404, "QuizNotFound") : fail(c, 403, "PremiumRequired");
}

export function progressRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  mount(app, docs, LIST_PROGRESS, profiled, async (c) => {
    const query = readQuery(c, ProgressQuery);
    if (!query.ok) return query.response;
    const result = await container.resolve(LearningProgress).list(c.get("member").memberId, query.value);
    c.header("Cache-Control", "private, no-store");
    return c.json(result._unsafeUnwrap(), 200);
  });

  mount(app, docs, QUIZ_ATTEMPT, profiled, async (c) => {
    const body = await readJson(c, QuizAttemptRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(LearningProgress).recordQuizAttempt(c.get("member").memberId, body.value);
    if (result.isErr()) {
      const error = result.error;
      return error.type === "ValidationFailed" ? fail(c, 400, "ValidationFailed", error.fields) : refuse(c, error);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value.record, result.value.created ? 201 : 200);
  });

  mount(app, docs, QUIZ_CHECK, profiled, async (c) => {
    const body = await readJson(c, QuizCheckRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(LearningProgress).checkQuiz(c.get("member").memberId, body.value);
    if (result.isErr()) return refuse(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  return app;
}
