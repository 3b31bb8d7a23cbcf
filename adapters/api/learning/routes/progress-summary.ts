// A member's progress summary (their own, or a child's for the holder of the family plan), "mark as learned", and
// the marks on exercises (issue 27).
import { Hono } from "hono";
import { ChaptersLearned, type ChapterRefused } from "../../../../application/api/learning/chapters-learned.ts";
import { ExerciseMarks, type ExerciseMarkRefused } from "../../../../application/api/learning/exercise-marks.ts";
import { LoadProgressSummary } from "../../../../application/api/learning/progress-summary.ts";
import {
  CHAPTER_LEARNED_STATE,
  ChapterPath,
  CHILD_PROGRESS_SUMMARY,
  EXERCISE_BANKS_WORKED,
  EXERCISE_MARKS_OF_BANK,
  ExerciseMarkRequest,
  MARK_CHAPTER_LEARNED,
  MARK_EXERCISE,
  MY_PROGRESS_SUMMARY,
  ProgressSummaryQuery,
  UNMARK_CHAPTER_LEARNED,
} from "../../../../application/contracts/learning-progress.ts";
import * as v from "valibot";
import { mount } from "../../http/endpoint-routes.ts";
import { fail, readJson, readQuery, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

function refuse(c: ApiContext, error: ChapterRefused) {
  return error.type === "ChapterNotFound" ? fail(c, 404, "ChapterNotFound") : fail(c, 403, "PremiumRequired");
}

/** The document path of the URL parameter, or null when it cannot name a chapter's part. */
function documentPathOf(c: ApiContext, param: "chapterPath" | "bankPath"): string | null {
  const parsed = v.safeParse(ChapterPath, (c.req.param(param) ?? "").toLowerCase());
  return parsed.success ? parsed.output : null;
}

const chapterPathOf = (c: ApiContext) => documentPathOf(c, "chapterPath");

function refuseMark(c: ApiContext, error: ExerciseMarkRefused) {
  return fail(c, 404, error.type);
}

export function progressSummaryRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });

  mount(app, docs, MY_PROGRESS_SUMMARY, profiled, async (c) => {
    const query = readQuery(c, ProgressSummaryQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(LoadProgressSummary)
      .forMember(c.get("member").memberId, query.value.locale ?? "fr");
    c.header("Cache-Control", "private, no-store");
    return c.json(result._unsafeUnwrap(), 200);
  });

  mount(app, docs, CHILD_PROGRESS_SUMMARY, profiled, async (c) => {
    const query = readQuery(c, ProgressSummaryQuery);
    if (!query.ok) return query.response;
    const childId = c.req.param("memberId") ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(childId)) return fail(c, 404, "FamilyMemberNotFound");
    const result = await container
      .resolve(LoadProgressSummary)
      .forFamilyMember(c.get("member").memberId, childId.toLowerCase(), query.value.locale ?? "fr");
    if (result.isErr()) return fail(c, 404, "FamilyMemberNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, CHAPTER_LEARNED_STATE, profiled, async (c) => {
    const path = chapterPathOf(c);
    if (path === null) return fail(c, 404, "ChapterNotFound");
    const result = await container.resolve(ChaptersLearned).state(c.get("member").memberId, path);
    if (result.isErr()) return refuse(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, MARK_CHAPTER_LEARNED, profiled, async (c) => {
    const path = chapterPathOf(c);
    if (path === null) return fail(c, 404, "ChapterNotFound");
    const result = await container.resolve(ChaptersLearned).mark(c.get("member").memberId, path);
    if (result.isErr()) return refuse(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, UNMARK_CHAPTER_LEARNED, profiled, async (c) => {
    const path = chapterPathOf(c);
    if (path === null) return fail(c, 404, "ChapterNotFound");
    const result = await container.resolve(ChaptersLearned).unmark(c.get("member").memberId, path);
    if (result.isErr()) return refuse(c, result.error);
    return c.body(null, 204);
  });

  mount(app, docs, EXERCISE_MARKS_OF_BANK, profiled, async (c) => {
    const path = documentPathOf(c, "bankPath");
    if (path === null) return fail(c, 404, "ExercisesNotFound");
    const result = await container.resolve(ExerciseMarks).ofBank(c.get("member").memberId, path);
    if (result.isErr()) return refuseMark(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, MARK_EXERCISE, profiled, async (c) => {
    const path = documentPathOf(c, "bankPath");
    if (path === null) return fail(c, 404, "ExercisesNotFound");
    const body = await readJson(c, ExerciseMarkRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(ExerciseMarks).mark(c.get("member").memberId, path, body.value);
    if (result.isErr()) return refuseMark(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, EXERCISE_BANKS_WORKED, profiled, async (c) => {
    const query = readQuery(c, ProgressSummaryQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(ExerciseMarks)
      .banksWorked(c.get("member").memberId, query.value.locale ?? "fr");
    c.header("Cache-Control", "private, no-store");
    return c.json(result._unsafeUnwrap(), 200);
  });
  return app;
}
