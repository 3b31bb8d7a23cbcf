// Quiz attempts scored by the API (POST /api/progress/quiz-attempts, /api/progress/quiz-checks): the client
// sends responses, the API loads the quiz, refuses an unknown quiz (404) or a premium one for a
// non-subscriber (403), scores with domain/learning/quiz.ts and stores that score. A forged score cannot pass.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import {
  contentFixtureFiles,
  QUIZ_FIXTURE_PATHS,
  quizFixtureFiles,
} from "../../adapters/memory/memory-content-fixtures.ts";
import { ProgressResponse, QuizAttemptResult, QuizCheckResponse } from "../../application/contracts/learning.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const EVERY_TYPE = QUIZ_FIXTURE_PATHS.everyType;
const PREMIUM = "revisions/lycee/terminale/maths/quiz-logarithme";

const rightResponses = {
  q1: { type: "single", choice: 1 },
  q2: { type: "multiple", choices: [0, 2] },
  q3: { type: "true-false", value: false },
  q4: { type: "numeric", value: "10 cm" },
  q5: { type: "text", value: "victor hugo" },
  q6: { type: "ordering", order: [0, 1, 2] },
  q7: { type: "matching", matches: [0, 1, 2] },
};

describe.each(ENGINES)("quiz scoring by the API on %s", (engine) => {
  let api: TestApi;
  let free: Session;
  let subscriber: Session;
  const now = () => api.clock.now().toISOString();

  beforeAll(async () => {
    api = await startTestApi(engine);
    const { documents, failures } = parseContentFiles([...contentFixtureFiles(), ...quizFixtureFiles()]);
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
    free = await login(api, await createMember(api));
    subscriber = await login(api, await createMember(api, { plan: "solo-yearly" }));
  });
  afterAll(() => api.close());

  const attempt = (session: Session, body: Record<string, unknown>) =>
    api.request("/api/progress/quiz-attempts", { token: session.token, body: { completedAt: now(), ...body } });
  const attemptsOf = async (session: Session, quizId: string) =>
    v.parse(
      ProgressResponse,
      await (await api.request(`/api/progress?quizId=${quizId}`, { token: session.token })).json(),
    ).quizAttempts;

  it("scores the responses of every question type and stores that score", async () => {
    const session = await login(api, await createMember(api));
    const response = await attempt(session, {
      quizId: EVERY_TYPE,
      clientId: "every-type-1",
      responses: {
        ...rightResponses,
        // Half of the multiple (2 right, 1 wrong: (2 - 1) / 2), a third of the ordering, nothing for q7.
        q2: { type: "multiple", choices: [0, 1, 2] },
        q6: { type: "ordering", order: [0, 2, 1] },
        q7: { type: "matching", matches: [1, 0, null] },
      },
    });
    expect(response.status).toBe(201);
    const result = v.parse(QuizAttemptResult, await response.json());
    expect(result).toMatchObject({ quizId: EVERY_TYPE, score: 4.83, maxScore: 7 });
    expect(result.results.map((r) => [r.id, r.type, Math.round(r.credit * 100) / 100])).toEqual([
      ["q1", "single", 1],
      ["q2", "multiple", 0.5],
      ["q3", "true-false", 1],
      ["q4", "numeric", 1],
      ["q5", "text", 1],
      ["q6", "ordering", 0.33],
      ["q7", "matching", 0],
    ]);
    expect(result.results[3]).toMatchObject({
      correct: true,
      answer: { type: "numeric", value: 10, tolerance: 0, unit: "cm" },
      explanation: "Pythagore.",
    });
    expect(result.results[6]).toMatchObject({
      correct: false,
      answered: true,
      answer: { type: "matching", pairs: [{ left: "Hugo", right: "Hernani" }, {}, {}] },
    });

    const [stored] = await attemptsOf(session, EVERY_TYPE);
    expect(stored).toMatchObject({ id: result.id, score: 4.83, maxScore: 7 });
    expect(stored?.answers[1]).toEqual({
      questionId: "q2",
      response: { type: "multiple", choices: [0, 1, 2] },
      credit: 0.5,
    });
  });

  it("makes a forged score impossible: a score in the body is refused, and only responses earn points", async () => {
    const session = await login(api, await createMember(api));
    const forged = await attempt(session, { quizId: EVERY_TYPE, score: 100_000, maxScore: 100_000, responses: {} });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toMatchObject({ code: "ValidationFailed", fields: { score: "UnknownField" } });
    const sneaky = await attempt(session, {
      quizId: EVERY_TYPE,
      responses: { q1: { type: "single", choice: 1, credit: 1 } },
    });
    expect(sneaky.status).toBe(400);
    expect(await attemptsOf(session, EVERY_TYPE)).toEqual([]);

    // Responses to questions the quiz does not have, or of the wrong type, earn nothing.
    const empty = await attempt(session, {
      quizId: EVERY_TYPE,
      responses: { q99: { type: "single", choice: 0 }, q1: { type: "true-false", value: true } },
    });
    expect(empty.status).toBe(201);
    expect(v.parse(QuizAttemptResult, await empty.json())).toMatchObject({ score: 0, maxScore: 7 });
    const all = await attempt(session, { quizId: EVERY_TYPE, responses: rightResponses });
    expect(v.parse(QuizAttemptResult, await all.json())).toMatchObject({ score: 7, maxScore: 7 });
    expect((await attemptsOf(session, EVERY_TYPE)).map((a) => a.score).sort()).toEqual([0, 7]);
  });

  it("refuses a quiz that does not exist, or a document that is not a quiz, with 404 QuizNotFound", async () => {
    for (const quizId of [
      "revisions/college/3eme/histoire-geo/inconnu",
      "nulle-part",
      "revisions/lycee/terminale/maths/suites",
    ]) {
      const response = await attempt(free, { quizId, responses: {} });
      expect(response.status, quizId).toBe(404);
      expect((await errorOf(response)).code).toBe("QuizNotFound");
      const check = await api.request("/api/progress/quiz-checks", {
        token: free.token,
        body: { quizId, responses: {} },
      });
      expect(check.status, quizId).toBe(404);
    }
    expect(await attemptsOf(free, "nulle-part")).toEqual([]);
  });

  it("refuses a premium quiz to a member without a subscription (403 PremiumRequired), scores it for a subscriber", async () => {
    const body = { quizId: PREMIUM, responses: { q1: { type: "single", choice: 0 } } };
    const refused = await attempt(free, body);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: "PremiumRequired" });
    const check = await api.request("/api/progress/quiz-checks", { token: free.token, body });
    expect(check.status).toBe(403);
    expect(await attemptsOf(free, PREMIUM)).toEqual([]);

    const allowed = await attempt(subscriber, body);
    expect(allowed.status).toBe(201);
    expect(v.parse(QuizAttemptResult, await allowed.json())).toMatchObject({ quizId: PREMIUM, score: 1, maxScore: 2 });
  });

  it("§6 finishes a premium quiz opened while subscribed after the subscription ends, within 24 hours", async () => {
    const openedAt = api.clock.now();
    const member = await createMember(api, {
      plan: "solo-monthly",
      periodEnd: new Date(openedAt.getTime() + 60 * 60 * 1000),
    });
    let lapsing = await login(api, member);
    const responses = { q1: { type: "single", choice: 0 } };
    api.clock.advance(2 * 60 * 60); // the subscription ended an hour ago
    try {
      // Opened before the end: checked and recorded; the same quiz not said to be opened then: refused.
      const check = (body: Record<string, unknown>) =>
        api.request("/api/progress/quiz-checks", {
          token: lapsing.token,
          body: { quizId: PREMIUM, responses, ...body },
        });
      expect((await check({ startedAt: openedAt.toISOString() })).status).toBe(200);
      expect((await check({})).status).toBe(403);
      const finished = await attempt(lapsing, { quizId: PREMIUM, responses, startedAt: openedAt.toISOString() });
      expect(finished.status).toBe(201);
      expect(v.parse(QuizAttemptResult, await finished.json())).toMatchObject({ quizId: PREMIUM, score: 1 });
      // Opened after the end (now), or by someone never subscribed: refused.
      expect((await check({ startedAt: api.clock.now().toISOString() })).status).toBe(403);
      const free403 = await api.request("/api/progress/quiz-checks", {
        token: free.token,
        body: { quizId: PREMIUM, responses, startedAt: openedAt.toISOString() },
      });
      expect(free403.status).toBe(403);
      // More than 24 hours after it was opened, the session is over.
      api.clock.advance(23 * 60 * 60);
      lapsing = await login(api, member); // a new access token: the first one has expired meanwhile
      expect((await check({ startedAt: openedAt.toISOString() })).status).toBe(403);
    } finally {
      api.clock.advance(-25 * 60 * 60);
    }
  });

  it("checks some responses without recording them, with the right answers and explanations", async () => {
    const session = await login(api, await createMember(api));
    const response = await api.request("/api/progress/quiz-checks", {
      token: session.token,
      body: {
        quizId: `/${EVERY_TYPE}/`,
        responses: { q5: { type: "text", value: "HUGO" }, q3: { type: "true-false", value: true } },
      },
    });
    expect(response.status).toBe(200);
    const checked = v.parse(QuizCheckResponse, await response.json());
    expect(checked.quizId).toBe(EVERY_TYPE);
    expect(checked.results).toEqual([
      expect.objectContaining({
        id: "q3",
        credit: 0,
        correct: false,
        answer: { type: "true-false", value: false },
        explanation: "Elle est ronde.",
      }),
      expect.objectContaining({
        id: "q5",
        credit: 1,
        correct: true,
        answer: { type: "text", value: "Victor Hugo", accept: ["Hugo"] },
      }),
    ]);
    expect(await attemptsOf(session, EVERY_TYPE)).toEqual([]);
    expect(
      (await api.request("/api/progress/quiz-checks", { body: { quizId: EVERY_TYPE, responses: {} } })).status,
    ).toBe(401);
  });
});
