// Flashcard reviews through the API (docs/decisions/018): the server loads the deck, checks the card and the
// member's access, logs each review once per clientId and computes the card's state from the whole log in
// reviewedAt order; the deck counts, the daily queue and the desired retention.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import {
  DeckProgress,
  FlashcardReviewBatchResponse,
  FlashcardReviewRequest,
  FlashcardReviewResult,
  FlashcardSettings,
  ReviewQueue,
} from "../../application/contracts/learning.ts";
import { replayReviews, review, type FlashcardRating } from "../../domain/learning/flashcards.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const FREE = "revisions/college/3eme/histoire/flashcards-essai";
const PREMIUM = "revisions/college/3eme/histoire/flashcards-premium";
const OTHER = "revisions/college/3eme/histoire/flashcards-essai-bis";

function deck(path: string, premium: boolean, count: number) {
  const cards = Array.from({ length: count }, (_, i) => [
    `  - id: c${i + 1}`,
    `    front: "Question ${i + 1}"`,
    `    back: "Réponse ${i + 1}"`,
  ]).flat();
  const frontMatter = [
    `title: "Cartes d'essai ${premium ? "premium" : "libres"}"`,
    `description: "Des cartes pour les tests."`,
    `kind: flashcards`,
    `level: college`,
    `grade: 3eme`,
    `subject: histoire`,
    `premium: ${premium}`,
    `cards:`,
    ...cards,
  ].join("\n");
  return { source: `${path}.md`, raw: `---\n${frontMatter}\n---\n\nRévise ces cartes.\n` };
}

describe.each(ENGINES)("flashcards on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const files = [deck(FREE, false, 25), deck(PREMIUM, true, 3), deck(OTHER, false, 10)];
    await syncContentDocuments(api.database.db, parseContentFiles(files).documents, { prune: true });
  });
  afterAll(() => api.close());

  const at = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000).toISOString();
  let counter = 0;
  const reviewOf = (cardId: string, rating: FlashcardRating, reviewedAt: string, deckPath = FREE) => ({
    clientId: `test-${++counter}-${Math.random().toString(36).slice(2)}`,
    deckPath,
    cardId,
    rating,
    reviewedAt,
  });
  const post = (session: Session, body: unknown) =>
    api.request("/api/progress/flashcard-reviews", { token: session.token, body });
  const batch = (session: Session, reviews: unknown[]) =>
    api.request("/api/progress/flashcard-reviews/batch", { token: session.token, body: { reviews } });
  const deckOf = async (session: Session, path = FREE) =>
    v.parse(
      DeckProgress,
      await (
        await api.request(`/api/progress/flashcards/deck?path=${encodeURIComponent(path)}`, { token: session.token })
      ).json(),
    );

  it("records a review once per clientId and computes the card's state on the server", async () => {
    const session = await login(api, await createMember(api));
    const body = reviewOf("c1", "good", at(-5));
    const created = await post(session, body);
    expect(created.status).toBe(201);
    const result = v.parse(FlashcardReviewResult, await created.json());
    expect(result.state).toEqual(review(null, "good", new Date(body.reviewedAt)));

    const retried = await post(session, body);
    expect(retried.status).toBe(200);
    expect(v.parse(FlashcardReviewResult, await retried.json())).toEqual(result);
    const again = v.parse(FlashcardReviewBatchResponse, await (await batch(session, [body])).json());
    expect(again.results).toEqual([{ clientId: body.clientId, status: "duplicate", code: null }]);

    const list = (await (await api.request("/api/progress?cardId=c1", { token: session.token })).json()) as {
      flashcardReviews: unknown[];
    };
    expect(list.flashcardReviews).toHaveLength(1);
    // A state sent by the client is refused, not trusted.
    const forged = await post(session, { ...reviewOf("c2", "easy", at(-1)), state: { phase: "review" } });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toMatchObject({ code: "ValidationFailed", fields: { state: "UnknownField" } });
  });

  it("accepts every card id of the content's decks, and refuses unknown cards, decks and bad input", async () => {
    const root = join(import.meta.dirname, "../../content");
    const ids: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith(".md") && /^kind: flashcards$/m.test(readFileSync(path, "utf8"))) {
          const parsed = parseContentFiles([{ source: relative(root, path), raw: readFileSync(path, "utf8") }]);
          for (const document of parsed.documents) {
            for (const card of (document.frontMatter.cards ?? []) as { id: string }[]) ids.push(card.id);
          }
        }
      }
    };
    walk(root);
    expect(ids.length).toBeGreaterThan(1000);
    const now = api.clock.now().toISOString();
    const refused = ids.filter(
      (id) =>
        !v.safeParse(FlashcardReviewRequest, {
          clientId: "x",
          deckPath: FREE,
          cardId: id,
          rating: "good",
          reviewedAt: now,
        }).success,
    );
    expect(refused).toEqual([]);

    const session = await login(api, await createMember(api));
    const unknownCard = await post(session, reviewOf("c99", "good", at(-1)));
    expect(unknownCard.status).toBe(404);
    expect((await errorOf(unknownCard)).code).toBe("FlashcardNotFound");
    const unknownDeck = await post(session, reviewOf("c1", "good", at(-1), "revisions/college/3eme/histoire/nope"));
    expect(unknownDeck.status).toBe(404);
    expect((await errorOf(unknownDeck)).code).toBe("DeckNotFound");
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...reviewOf("c1", "good", at(-1)), rating: 3 }, { rating: "RatingInvalid" }],
      [{ ...reviewOf("c1", "good", at(-1)), cardId: "c#1" }, { cardId: "CardIdInvalid" }],
      [reviewOf("c1", "good", at(60)), { reviewedAt: "InFuture" }],
    ];
    for (const [body, fields] of cases) {
      const response = await post(session, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "ValidationFailed", fields });
    }
    // Within the allowed clock skew a device slightly ahead is fine.
    expect((await post(session, reviewOf("c1", "good", at(5)))).status).toBe(201);
    expect(
      (await api.request("/api/progress/flashcard-reviews", { body: reviewOf("c1", "good", at(-1)) })).status,
    ).toBe(401);
  });

  it("refuses a premium deck's cards to a non-subscriber, records them for a subscriber", async () => {
    const free = await login(api, await createMember(api));
    const refused = await post(free, reviewOf("c1", "good", at(-1), PREMIUM));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("PremiumRequired");
    expect((await api.request(`/api/progress/flashcards/deck?path=${PREMIUM}`, { token: free.token })).status).toBe(
      403,
    );
    const outcome = v.parse(
      FlashcardReviewBatchResponse,
      await (await batch(free, [reviewOf("c1", "good", at(-2), PREMIUM), reviewOf("c1", "good", at(-1))])).json(),
    );
    expect(outcome.results.map((r) => [r.status, r.code])).toEqual([
      ["refused", "PremiumRequired"],
      ["recorded", null],
    ]);

    const subscriber = await login(api, await createMember(api, { plan: "solo-yearly" }));
    expect((await post(subscriber, reviewOf("c1", "good", at(-1), `/${PREMIUM}`))).status).toBe(201);
    expect((await deckOf(subscriber, PREMIUM)).counts).toEqual({ new: 2, learning: 1, due: 0 });
  });

  it("gives the same state whether a card's reviews arrive in order or not (offline sync)", async () => {
    const ratings: [FlashcardRating, number][] = [
      ["good", -3 * 24 * 60],
      ["good", -3 * 24 * 60 + 10],
      ["again", -24 * 60],
      ["good", -24 * 60 + 10],
      ["easy", -60],
    ];
    const reviews = ratings.map(([rating, minutes]) => reviewOf("c3", rating, at(minutes)));
    const inOrder = await login(api, await createMember(api));
    for (const body of reviews) expect((await post(inOrder, body)).status).toBe(201);
    const shuffled = await login(api, await createMember(api));
    for (const body of [reviews[4], reviews[1], reviews[3], reviews[0], reviews[2]]) {
      expect((await post(shuffled, body)).status).toBe(201);
    }
    const asBatch = await login(api, await createMember(api));
    const batched = v.parse(FlashcardReviewBatchResponse, await (await batch(asBatch, [...reviews].reverse())).json());
    expect(batched.results.every((r) => r.status === "recorded")).toBe(true);

    const expected = replayReviews(reviews.map((r) => ({ ...r, retention: 0.9 })));
    for (const session of [inOrder, shuffled, asBatch]) {
      expect((await deckOf(session)).states).toEqual([{ cardId: "c3", state: expected }]);
    }
  });

  it("validates the desired retention with the domain's rule and schedules with it", async () => {
    const session = await login(api, await createMember(api));
    const settings = async () =>
      v.parse(
        FlashcardSettings,
        await (await api.request("/api/progress/flashcards/settings", { token: session.token })).json(),
      );
    expect(await settings()).toEqual({ desiredRetention: 0.9, newCardsPerDay: 20 });
    for (const value of [0.79, 0.98, 1, -1]) {
      const response = await api.request("/api/progress/flashcards/settings", {
        method: "PUT",
        token: session.token,
        body: { desiredRetention: value },
      });
      expect(response.status, String(value)).toBe(400);
      expect((await errorOf(response)).code).toBe("RetentionOutOfRange");
    }
    const bad = await api.request("/api/progress/flashcards/settings", {
      method: "PUT",
      token: session.token,
      body: { desiredRetention: "0.9" },
    });
    expect(bad.status).toBe(400);
    for (const value of [0.8, 0.97]) {
      const saved = await api.request("/api/progress/flashcards/settings", {
        method: "PUT",
        token: session.token,
        body: { desiredRetention: value },
      });
      expect(saved.status).toBe(200);
      expect(await settings()).toEqual({ desiredRetention: value, newCardsPerDay: 20 });
    }
    const first = reviewOf("c4", "good", at(-30));
    const second = reviewOf("c4", "good", at(-20));
    await post(session, first);
    const result = v.parse(FlashcardReviewResult, await (await post(session, second)).json());
    expect(result.state).toEqual(
      review(review(null, "good", new Date(first.reviewedAt), 0.97), "good", new Date(second.reviewedAt), 0.97),
    );
    expect((await deckOf(session)).retention).toBe(0.97);
  });

  it("counts a deck's cards and builds the daily queue: due first, then new ones up to 20 a day", async () => {
    const member = await createMember(api);
    let session = await login(api, member);
    const queue = async () =>
      v.parse(
        ReviewQueue,
        await (await api.request("/api/progress/flashcards/queue", { token: session.token })).json(),
      );
    // Nothing studied yet: an empty queue, not all the content.
    expect(await queue()).toMatchObject({ total: 0, cards: [], decks: [] });

    // Yesterday: c1 and c2 learnt (easy: in review, back in a few days), c3 forgotten and relearnt.
    const yesterday = -24 * 60;
    await batch(session, [
      reviewOf("c1", "easy", at(yesterday - 10)),
      reviewOf("c2", "easy", at(yesterday - 9)),
      reviewOf("c3", "again", at(-5)),
    ]);
    const counts = (await deckOf(session)).counts;
    // 22 never reviewed, but the day's cap (20) leaves 19 once c3 was started today.
    expect(counts).toEqual({ new: 19, learning: 1, due: 0 });

    const today = await queue();
    expect(today.decks).toEqual([{ path: FREE, title: "Cartes d'essai libres", counts }]);
    // c3 comes back a minute after it was forgotten (already passed); then the new cards, 20 minus the one
    // introduced today (c3).
    expect(today.cards[0]).toMatchObject({ cardId: "c3", kind: "due", front: "Question 3" });
    expect(today.newCount).toBe(19);
    expect(today.cards.slice(1, 3).map((c) => c.cardId)).toEqual(["c4", "c5"]);
    expect(today.cards[1]).toMatchObject({ kind: "new", state: null, back: "<p>Réponse 4</p>" });
    expect(today.total).toBe(20);
    expect(today.day.timeZone).toBe("Europe/Paris");

    // Days later c1 and c2 are due too, after c3 (overdue the longest), all before the new cards.
    api.clock.advance(20 * 24 * 3600);
    session = await login(api, member);
    const later = await queue();
    expect(later.cards.slice(0, 3).map((c) => [c.cardId, c.kind])).toEqual([
      ["c3", "due"],
      ["c1", "due"],
      ["c2", "due"],
    ]);
    expect(later.dueCount).toBe(3);
    expect(later.newCount).toBe(20);
  });

  it("applies the daily cap of new cards across decks: the queue and every deck's counts", async () => {
    // Reviews 30 minutes back must fall on the same Paris day as now: the clock moves on to the next day at 11:00 UTC
    // (midday in Paris), never back (run just after midnight in Paris, they fell on the day before).
    const next = api.clock.now();
    api.clock.current = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate() + 1, 11));
    const session = await login(api, await createMember(api));
    const queue = async () =>
      v.parse(
        ReviewQueue,
        await (await api.request("/api/progress/flashcards/queue", { token: session.token })).json(),
      );
    // 15 cards started today in one deck, one in another: 4 new cards left today for the member, in any deck.
    const started = Array.from({ length: 15 }, (_, i) => reviewOf(`c${i + 1}`, "good", at(-30 + i)));
    await batch(session, [...started, reviewOf("c1", "good", at(-10), OTHER)]);
    const other = await deckOf(session, OTHER);
    expect(other.newPerDay).toBe(20);
    expect(other.counts).toEqual({ new: 4, learning: 1, due: 0 });
    expect(other.states.map((s) => s.cardId)).toEqual(["c1"]);
    // The page recounts with the device's reviews: it is given what the other deck started today.
    expect(other.startedToday).toHaveLength(15);
    expect(other.startedToday.every((s) => s.deckPath === FREE && s.state.introducedAt !== null)).toBe(true);
    expect((await deckOf(session)).counts).toEqual({ new: 4, learning: 15, due: 0 });

    const today = await queue();
    expect(today.newCount).toBe(4);
    // In the queue's deck order: the first deck's next four cards never reviewed.
    const first = today.decks[0]?.path;
    expect(today.cards.filter((c) => c.kind === "new").map((c) => [c.deckPath, c.cardId, c.state])).toEqual(
      (first === FREE ? ["c16", "c17", "c18", "c19"] : ["c2", "c3", "c4", "c5"]).map((id) => [first, id, null]),
    );
    expect(today.decks.map((d) => d.counts.new)).toEqual([4, 4]);

    // Four more started in the second deck: nothing new left anywhere today.
    await batch(
      session,
      ["c2", "c3", "c4", "c5"].map((id, i) => reviewOf(id, "good", at(-5 + i), OTHER)),
    );
    expect((await deckOf(session)).counts.new).toBe(0);
    expect((await deckOf(session, OTHER)).counts.new).toBe(0);
    expect((await queue()).newCount).toBe(0);
  });

  it("lets the member set the daily cap of new cards (0 to 100, a whole number), used by the queue and the counts", async () => {
    const session = await login(api, await createMember(api));
    const put = (body: unknown) =>
      api.request("/api/progress/flashcards/settings", { method: "PUT", token: session.token, body });
    for (const value of [-1, 101, 2.5]) {
      const response = await put({ newCardsPerDay: value });
      expect(response.status, String(value)).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "NewCardsPerDayOutOfRange",
        fields: { newCardsPerDay: "NewCardsPerDayOutOfRange" },
      });
    }
    expect((await put({ newCardsPerDay: "5" })).status).toBe(400);
    expect((await errorOf(await put({}))).code).toBe("ValidationFailed");
    // Both sent and one refused: nothing is saved.
    expect((await put({ desiredRetention: 0.85, newCardsPerDay: 500 })).status).toBe(400);

    // The cap alone: the retention is kept (the default here), and the reverse.
    const saved = await put({ newCardsPerDay: 3 });
    expect(saved.status).toBe(200);
    expect(v.parse(FlashcardSettings, await saved.json())).toEqual({ desiredRetention: 0.9, newCardsPerDay: 3 });
    const both = v.parse(FlashcardSettings, await (await put({ desiredRetention: 0.85 })).json());
    expect(both).toEqual({ desiredRetention: 0.85, newCardsPerDay: 3 });

    await batch(session, [reviewOf("c1", "good", at(-3), OTHER)]);
    const other = await deckOf(session, OTHER);
    expect(other.newPerDay).toBe(3);
    expect(other.counts).toEqual({ new: 2, learning: 1, due: 0 });
    expect((await deckOf(session)).counts.new).toBe(2);
    const queue = v.parse(
      ReviewQueue,
      await (await api.request("/api/progress/flashcards/queue", { token: session.token })).json(),
    );
    expect([queue.newPerDay, queue.newCount]).toEqual([3, 2]);

    // 0: reviews only, no new card anywhere.
    expect((await put({ newCardsPerDay: 0 })).status).toBe(200);
    expect((await deckOf(session)).counts.new).toBe(0);
  });
});
