// The progress summary (per member and per subject) and "mark as learned"; a family-plan holder reads a child's
// summary, nobody else does.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { members } from "../../adapters/api/db/schema.ts";
import {
  contentFixtureFiles,
  FIXTURE_MATHS_PATHS,
  QUIZ_FIXTURE_PATHS,
  quizFixtureFiles,
} from "../../adapters/memory/memory-content-fixtures.ts";
import { ChapterLearned, ChapterLearnedState, ProgressSummary } from "../../application/contracts/learning-progress.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail, type Session } from "./support/members.ts";

const [DERIVATION, SUITES, LOGARITHME, , DECK] = FIXTURE_MATHS_PATHS;
const CONSCIENCE = "revisions/lycee/terminale/philosophie/la-conscience";
const DAY = 86_400_000;

describe.each(ENGINES)("progress summary on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const files = [...contentFixtureFiles(), ...quizFixtureFiles()];
    await syncContentDocuments(api.database.db, parseContentFiles(files).documents, { prune: true });
  });
  afterAll(() => api.close());

  async function terminaleMember(plan?: "solo-yearly"): Promise<Session> {
    const member = await createMember(api, plan ? { plan } : {});
    await api.database.db.update(members).set({ levelOfEducation: "terminale" }).where(eq(members.id, member.id));
    return login(api, member);
  }

  const mark = (session: Session, path: string, method = "PUT") =>
    api.request(`/api/progress/chapters-learned/${path}`, { method, token: session.token });

  async function summaryOf(session: Session, path = "/api/progress/summary") {
    const response = await api.request(path, { token: session.token });
    expect(response.status).toBe(200);
    return v.parse(ProgressSummary, await response.json());
  }

  const attempt = (session: Session, responses: Record<string, unknown>, completedAt: Date) =>
    api.request("/api/progress/quiz-attempts", {
      token: session.token,
      body: { quizId: QUIZ_FIXTURE_PATHS.short, responses, completedAt: completedAt.toISOString() },
    });

  it("marks chapters learned (idempotent, undoable) and refuses what the member may not open", async () => {
    const session = await terminaleMember();
    const first = await mark(session, DERIVATION as string);
    expect(first.status).toBe(200);
    const marked = v.parse(ChapterLearned, await first.json());
    expect(marked.chapterPath).toBe(DERIVATION);
    api.clock.advance(60);
    const again = v.parse(ChapterLearned, await (await mark(session, DERIVATION as string)).json());
    expect(again.learnedAt).toBe(marked.learnedAt);
    const state = await mark(session, DERIVATION as string, "GET");
    expect(v.parse(ChapterLearnedState, await state.json())).toEqual(marked);

    const premium = await mark(session, LOGARITHME as string);
    expect(premium.status).toBe(403);
    expect(await errorOf(premium)).toMatchObject({ code: "PremiumRequired" });
    for (const path of [`${DERIVATION}-inconnue`, QUIZ_FIXTURE_PATHS.short, "pages/faq", "revisions/BAD!/x"]) {
      const refused = await mark(session, path);
      expect(refused.status, path).toBe(404);
      expect((await errorOf(refused)).code).toBe("ChapterNotFound");
    }
    // A subscriber may mark the premium chapter.
    const subscriber = await terminaleMember("solo-yearly");
    expect((await mark(subscriber, LOGARITHME as string)).status).toBe(200);

    expect((await mark(session, DERIVATION as string, "DELETE")).status).toBe(204);
    expect((await mark(session, DERIVATION as string, "DELETE")).status).toBe(204);
    expect((await summaryOf(session)).totals.chaptersLearned).toBe(0);
    expect(await (await mark(session, DERIVATION as string, "GET")).json()).toEqual({
      chapterPath: DERIVATION,
      learnedAt: null,
    });

    expect((await api.request(`/api/progress/chapters-learned/${DERIVATION}`, { method: "PUT" })).status).toBe(401);
  });

  it("sums up chapters, quizzes, cards, retention and streak per subject, with the documents' titles", async () => {
    // A subscriber: the fixture deck is premium (the API refuses its reviews to anyone else).
    const session = await terminaleMember("solo-yearly");
    const now = api.clock.now();
    expect((await mark(session, DERIVATION as string)).status).toBe(200);
    expect((await mark(session, CONSCIENCE)).status).toBe(200);
    // Two attempts of a 3e maths quiz: 2/2 two days ago, then 1/2 yesterday.
    expect(
      (
        await attempt(
          session,
          { q1: { type: "single", choice: 1 }, q2: { type: "single", choice: 0 } },
          new Date(now.getTime() - 2 * DAY),
        )
      ).status,
    ).toBe(201);
    expect((await attempt(session, { q1: { type: "single", choice: 1 } }, new Date(now.getTime() - DAY))).status).toBe(
      201,
    );
    // The server schedules each card with FSRS from the ratings (domain/learning/flashcards.ts): c1 rated easy 20 days
    // ago goes to review (due 8 days later), then good 10 days ago (a review-phase recall; next due in December);
    // c2 easy 25 days ago (review), then again 3 days ago (a review-phase lapse: relearning, due 10 minutes later).
    const review = (card: string, rating: string, daysAgo: number) =>
      api.request("/api/progress/flashcard-reviews", {
        token: session.token,
        body: {
          clientId: `summary-${card}-${daysAgo}`,
          deckPath: DECK,
          cardId: card,
          rating,
          reviewedAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
        },
      });
    for (const [card, rating, daysAgo] of [
      ["c1", "easy", 20],
      ["c1", "good", 10],
      ["c2", "easy", 25],
      ["c2", "again", 3],
    ] as const) {
      expect((await review(card, rating, daysAgo)).status).toBe(201);
    }

    const summary = await summaryOf(session);
    expect(summary).toMatchObject({ memberId: session.id, levelOfEducation: "terminale", firstname: "Alex" });
    expect(summary.subjects.map((s) => s.subject)).toEqual(["maths", "philosophie"]);
    const [maths, philosophie] = summary.subjects;
    expect(maths?.chapters).toMatchObject({
      learned: 1,
      available: 3,
      learnedItems: [{ path: DERIVATION, title: "La dérivation" }],
      next: { path: SUITES, title: "Les suites numériques", premium: false },
    });
    expect(philosophie?.chapters).toMatchObject({ learned: 1, available: 1, next: null });
    expect(maths?.quizzes).toEqual([
      {
        path: QUIZ_FIXTURE_PATHS.short,
        title: "Quiz : calcul",
        attempts: 2,
        best: { score: 2, maxScore: 2, completedAt: new Date(now.getTime() - 2 * DAY).toISOString() },
        last: { score: 1, maxScore: 2, completedAt: new Date(now.getTime() - DAY).toISOString() },
      },
    ]);
    // Review-phase reviews of the last 30 days: c1 at 10 days (good), c2 at 3 days (again): retention 1/2.
    // Due now: c2 only (its relearning step passed 3 days ago); c1 is due in December.
    expect(maths?.flashcards).toEqual({
      cardsReviewed: 2,
      cardsDue: 1,
      retention: 0.5,
      decks: [{ path: DECK, title: "Cartes : formules d'analyse", cardsReviewed: 2, cardsDue: 1 }],
    });
    expect(summary.totals).toEqual({
      chaptersLearned: 2,
      chaptersAvailable: 4,
      quizzesTaken: 1,
      cardsReviewed: 2,
      cardsDue: 1,
      retention: 0.5,
      exercisesSucceeded: 0,
      exercisesToReview: 0,
    });
    // Marks today, quizzes yesterday and the day before, a review the day before that: four days in a row.
    expect(summary.streak).toEqual({ days: 4, revisedToday: true });

    // English titles fall back on the French document when there is no English version.
    const english = await summaryOf(session, "/api/progress/summary?locale=en");
    expect(english.subjects[0]?.quizzes[0]?.title).toBe("Quiz : calcul");
    const invalid = await api.request("/api/progress/summary?locale=de", { token: session.token });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).code).toBe("ValidationFailed");
    expect((await api.request("/api/progress/summary")).status).toBe(401);
  });

  it("lets the family-plan holder read a child's summary, and nobody else", async () => {
    const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
    const child = async () => {
      const details = {
        firstname: "Jules",
        lastname: "Petit",
        email: uniqueEmail("child"),
        password: "Enfant-2026!",
        levelOfEducation: "3ème",
      };
      const added = await api.request("/api/family/members", { token: holder.token, body: details });
      expect(added.status).toBe(201);
      const { id } = (await added.json()) as { id: string };
      return { id, session: await login(api, details) };
    };
    const tom = await child();
    const lea = await child();
    expect((await attempt(tom.session, { q1: { type: "single", choice: 1 } }, api.clock.now())).status).toBe(201);

    const read = (session: Session, id: string) =>
      api.request(`/api/family/members/${id}/progress`, { token: session.token });
    const seen = await read(holder, tom.id);
    expect(seen.status).toBe(200);
    const summary = v.parse(ProgressSummary, await seen.json());
    expect(summary).toMatchObject({ memberId: tom.id, firstname: "Jules", levelOfEducation: "3ème" });
    expect(summary.subjects.find((s) => s.subject === "maths")).toMatchObject({
      chapters: { available: 1, learned: 0 },
      quizzes: [{ title: "Quiz : calcul", last: { score: 1, maxScore: 2 } }],
    });
    expect(summary.streak).toEqual({ days: 1, revisedToday: true });

    const stranger = await login(api, await createMember(api, { plan: "family-yearly" }));
    for (const [who, id] of [
      [lea.session, tom.id],
      [tom.session, lea.id],
      [tom.session, holder.id],
      [stranger, tom.id],
      [holder, holder.id],
      [holder, "not-a-uuid"],
    ] as const) {
      const refused = await read(who, id);
      expect(refused.status).toBe(404);
      expect((await errorOf(refused)).code).toBe("FamilyMemberNotFound");
    }
    expect((await api.request(`/api/family/members/${tom.id}/progress`)).status).toBe(401);
    // A child reads their own through /progress/summary.
    expect((await summaryOf(tom.session)).totals.quizzesTaken).toBe(1);
  });
});
