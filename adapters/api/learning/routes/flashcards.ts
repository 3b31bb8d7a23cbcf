// Flashcards of the member (docs/decisions/018): record reviews (one, or an outbox's batch), read a deck's counts
// and states, the daily queue, and the desired retention.
import { Hono } from "hono";
import { Flashcards, type DeckRefused } from "../../../../application/api/learning/flashcards.ts";
import { MemoryOf } from "../../../../application/api/learning/memory.ts";
import {
  DECK_PROGRESS,
  DeckProgressQuery,
  FLASHCARD_REVIEW,
  FLASHCARD_REVIEW_BATCH,
  FLASHCARD_MEMORY,
  FLASHCARD_SETTINGS,
  FlashcardReviewBatchRequest,
  FlashcardReviewRequest,
  FlashcardSettingsRequest,
  REVIEW_QUEUE,
  UPDATE_FLASHCARD_SETTINGS,
} from "../../../../application/contracts/learning.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { fail, readJson, readQuery, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

function refuse(c: ApiContext, error: DeckRefused) {
  return error.type === "PremiumRequired" ? fail(c, 403, "PremiumRequired") : fail(c, 404, error.type);
}

export function flashcardRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const profiled = requireMember(container, settings, { profiled: true });
  const flashcards = () => container.resolve(Flashcards);

  mount(app, docs, FLASHCARD_REVIEW, profiled, async (c) => {
    const body = await readJson(c, FlashcardReviewRequest);
    if (!body.ok) return body.response;
    const result = await flashcards().recordReview(c.get("member").memberId, body.value);
    if (result.isErr()) {
      const error = result.error;
      return error.type === "ValidationFailed" ? fail(c, 400, "ValidationFailed", error.fields) : refuse(c, error);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value.record, result.value.created ? 201 : 200);
  });

  mount(app, docs, FLASHCARD_REVIEW_BATCH, profiled, async (c) => {
    const body = await readJson(c, FlashcardReviewBatchRequest);
    if (!body.ok) return body.response;
    const result = await flashcards().recordBatch(c.get("member").memberId, body.value.reviews);
    c.header("Cache-Control", "private, no-store");
    return c.json(result, 200);
  });

  mount(app, docs, DECK_PROGRESS, profiled, async (c) => {
    const query = readQuery(c, DeckProgressQuery);
    if (!query.ok) return query.response;
    const result = await flashcards().deckProgress(c.get("member").memberId, query.value.path);
    if (result.isErr()) return refuse(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, REVIEW_QUEUE, profiled, async (c) => {
    const result = await flashcards().queue(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return c.json(result, 200);
  });

  mount(app, docs, FLASHCARD_SETTINGS, profiled, async (c) => {
    const result = await flashcards().settings(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return c.json(result._unsafeUnwrap(), 200);
  });

  mount(app, docs, FLASHCARD_MEMORY, profiled, async (c) => {
    const result = await container.resolve(MemoryOf).view(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return c.json(result._unsafeUnwrap(), 200);
  });

  mount(app, docs, UPDATE_FLASHCARD_SETTINGS, profiled, async (c) => {
    const body = await readJson(c, FlashcardSettingsRequest);
    if (!body.ok) return body.response;
    const result = await flashcards().updateSettings(c.get("member").memberId, body.value);
    if (result.isErr()) {
      const field = result.error.type === "RetentionOutOfRange" ? "desiredRetention" : "newCardsPerDay";
      return fail(c, 400, result.error.type, { [field]: result.error.type });
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });
  return app;
}
