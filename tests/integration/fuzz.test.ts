// Property-based fuzzing of every body and query string of the API: whatever arrives, no 5xx, and every
// failure has the one error shape.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session, type TestMember } from "./support/members.ts";

interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Field names of the body, to build near-valid bodies. */
  fields: string[];
}

const ROUTES: Route[] = [
  { method: "POST", path: "/api/auth/local", fields: ["identifier", "password"] },
  {
    method: "POST",
    path: "/api/auth/local/register",
    fields: [
      "firstname",
      "lastname",
      "email",
      "confirmEmail",
      "password",
      "confirmPassword",
      "birthdate",
      "acceptConditions",
    ],
  },
  { method: "POST", path: "/api/refresh-token", fields: ["refreshToken"] },
  { method: "POST", path: "/api/auth/logout", fields: ["refreshToken"] },
  { method: "POST", path: "/api/auth/forgot-password", fields: ["email"] },
  { method: "POST", path: "/api/auth/reset-password", fields: ["token", "password", "confirmPassword"] },
  {
    method: "PATCH",
    path: "/api/profile",
    fields: [
      "firstname",
      "lastname",
      "username",
      "birthdate",
      "levelOfEducation",
      "currentDegree",
      "country",
      "region",
      "featureFlags",
    ],
  },
  {
    method: "POST",
    path: "/api/profiling",
    fields: ["accessType", "levelOfEducation", "currentDegree", "country", "region", "username"],
  },
  { method: "POST", path: "/api/device", fields: ["installationId", "utmId", "utmCampaign"] },
  { method: "POST", path: "/api/newsletter/unsubscribe", fields: ["email", "token"] },
  {
    method: "POST",
    path: "/api/newsletter/subscribe",
    fields: [
      "email",
      "sourceAccessTypeName",
      "sourceLevelOfEducationName",
      "sourceLocation",
      "acceptNewsletter",
      "recaptchaToken",
    ],
  },
  {
    method: "POST",
    path: "/api/family/members",
    fields: ["firstname", "lastname", "email", "password", "birthdate", "levelOfEducation"],
  },
  {
    method: "POST",
    path: "/api/progress/quiz-attempts",
    fields: ["clientId", "quizId", "locale", "responses", "durationMs", "completedAt"],
  },
  {
    method: "POST",
    path: "/api/progress/quiz-checks",
    fields: ["quizId", "locale", "responses"],
  },
  {
    method: "POST",
    path: "/api/progress/flashcard-reviews",
    fields: ["clientId", "deckPath", "cardId", "rating", "reviewedAt"],
  },
  {
    method: "POST",
    path: "/api/progress/flashcard-reviews/batch",
    fields: ["reviews"],
  },
  {
    method: "PUT",
    path: "/api/progress/flashcards/settings",
    fields: ["desiredRetention", "newCardsPerDay"],
  },
  // Issue 30: the revision coach and the weekly word to parents.
  { method: "PUT", path: "/api/coach/settings", fields: ["exams", "minutesPerWeekday", "reminderHour"] },
  { method: "PUT", path: "/api/family/weekly-digest", fields: ["subscribed", "locale"] },
];

const GET_ROUTES = [
  "/api/progress",
  "/api/progress/flashcards/deck",
  "/api/progress/flashcards/queue",
  "/api/progress/flashcards/settings",
  "/api/progress/summary",
  "/api/profile",
  "/api/profiling",
  "/api/family",
  "/api/family/weekly-digest",
  "/api/coach/plan",
  "/api/newsletter/subscription",
  "/api/dev/outbox",
  "/api/health",
  "/api/openapi.json",
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "a@b.cd",
    "2008-01-01",
    "2026-01-01T00:00:00Z",
    "FR",
    "terminale",
    "parent",
    "XXXX.DUMMY.TOKEN.XXXX",
    "\u0000",
    "𝒳",
    "__proto__",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

function nearValid(fields: string[]) {
  return fc
    .tuple(fc.subarray(fields), fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 2 }))
    .chain(([keys, extra]) =>
      fc
        .tuple(...keys.map(() => value))
        .map((values) => ({ ...extra, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) })),
    );
}

const body = (fields: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: nearValid(fields).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("limit", "since", "quizId", "cardId", "to", "page"), fc.string({ maxLength: 10 })),
      fc.string({ maxLength: 30 }),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe.each(ENGINES)("fuzzing on %s", (engine) => {
  let api: TestApi;
  let member: TestMember;
  let session: Session;
  beforeAll(async () => {
    api = await startTestApi(engine);
    member = await createMember(api, { plan: "family-yearly" });
  });
  // A session of its own for every test: the logout route's fuzzing ends the session it is called with, and the
  // authenticated requests of the tests after it must still reach the handlers, not stop at the 401.
  beforeEach(async () => {
    session = await login(api, member);
  });
  afterAll(() => api.close());

  async function check(response: Response, label: string) {
    expect(response.status, label).toBeLessThan(500);
    if (response.status >= 400) {
      const json = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
      expect(typeof json.error?.code, label).toBe("string");
      expect(typeof json.error?.message, label).toBe("string");
    }
  }

  it("a lone surrogate in a JSON key is refused with a 400, never stored (found by the fuzzing below)", async () => {
    const body = {
      quizId: "q1",
      responses: { "\ud800": { type: "text", value: "a" } },
      completedAt: new Date().toISOString(),
    };
    const response = await api.request("/api/progress/quiz-checks", {
      method: "POST",
      body,
      token: session.token,
    });
    expect(await response.json()).toMatchObject({ error: { code: "ValidationFailed" } });
    expect(response.status).toBe(400);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          body(route.fields),
          fc.boolean(),
          fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain"),
          async (raw, authenticated, type) => {
            const response = await api.request(route.path, {
              method: route.method,
              raw,
              headers: { "content-type": type },
              ...(authenticated ? { token: session.token } : {}),
            });
            await check(response, `${route.method} ${route.path} ${raw}`);
          },
        ),
        // Issue 32 point 10: a thousand malformed bodies per endpoint, with and without a session.
        { numRuns: 1_000 },
      );
      // The authenticated runs reached the handlers with a live session (a logout may end it, on purpose).
      if (route.path !== "/api/auth/logout")
        expect((await api.request("/api/profile", { token: session.token })).status).toBe(200);
    });
  }

  it("valid bodies with a NUL character or odd Unicode in any string field never cause 5xx", async () => {
    const now = api.clock.now().toISOString();
    const valid: [Route["method"], string, Record<string, unknown>][] = [
      [
        "POST",
        "/api/auth/local/register",
        {
          firstname: "A",
          lastname: "B",
          email: "nul@example.org",
          confirmEmail: "nul@example.org",
          password: "Assez-Long-1",
          confirmPassword: "Assez-Long-1",
          birthdate: "2005-01-01",
          acceptConditions: true,
        },
      ],
      ["PATCH", "/api/profile", { firstname: "A", lastname: "B", currentDegree: "Bac", region: "FR" }],
      ["POST", "/api/device", { installationId: "install-nul-0001", utmId: "u", utmCampaign: "c" }],
      [
        "POST",
        "/api/newsletter/subscribe",
        {
          email: "nul-news@example.org",
          sourceAccessTypeName: "parent",
          sourceLevelOfEducationName: "sup",
          sourceLocation: "popup",
          acceptNewsletter: true,
          recaptchaToken: "XXXX.DUMMY.TOKEN.XXXX",
        },
      ],
      ["POST", "/api/newsletter/unsubscribe", { email: "nul-news@example.org", token: "t".repeat(43) }],
      [
        "POST",
        "/api/progress/quiz-attempts",
        { quizId: "q1", responses: { q1: { type: "text", value: "a" } }, completedAt: now },
      ],
      [
        "POST",
        "/api/progress/flashcard-reviews",
        { clientId: "nul-1", deckPath: "revisions/x/flashcards", cardId: "c1", rating: "good", reviewedAt: now },
      ],
      [
        "POST",
        "/api/family/members",
        {
          firstname: "A",
          lastname: "B",
          email: "nul-kid@example.org",
          password: "Assez-Long-1",
          levelOfEducation: "sup",
        },
      ],
    ];
    const odd = fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\udfff", "\u202e", "\ufeff", "é".repeat(100));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...valid), fc.nat(), odd, async ([method, path, base], pick, text) => {
        const keys = Object.keys(base);
        const key = keys[pick % keys.length] ?? "x";
        const current = base[key];
        const changed = Array.isArray(current)
          ? [text]
          : current && typeof current === "object"
            ? { [text]: text }
            : text;
        const response = await api.request(path, { method, body: { ...base, [key]: changed }, token: session.token });
        await check(response, `${path} ${key}=${JSON.stringify(changed)}`);
      }),
      { numRuns: 150 },
    );
  });

  it("every GET answers its query strings without 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_ROUTES), query, fc.boolean(), async (path, search, authenticated) => {
        const response = await api.request(`${path}?${search}`, authenticated ? { token: session.token } : {});
        await check(response, `${path}?${search}`);
      }),
      { numRuns: 150 },
    );
  });

  it("path parameters and hostile headers never cause 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 50 }), fc.string({ maxLength: 80 }), async (id, header) => {
        const response = await api.request(`/api/family/members/${encodeURIComponent(id)}`, {
          method: "DELETE",
          token: session.token,
        });
        await check(response, id);
        const safe = header.replace(/[^\x20-\x7e]/g, "");
        const cookie = await api.request("/api/profile", { cookie: `revizo_test_auth=${encodeURIComponent(safe)}` });
        await check(cookie, safe);
        const bearer = await api.request("/api/profile", { headers: { authorization: `Bearer ${safe}` } });
        await check(bearer, safe);
      }),
      { numRuns: 80 },
    );
  });
});
