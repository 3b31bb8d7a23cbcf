// The family space (holder adds and removes children up to FAMILY_MAX_MEMBERS; children see hasFamilyPlan)
// and learning progress (quiz attempts, flashcard reviews).
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FamilyMemberView, FamilyResponse } from "../../application/contracts/account/family.ts";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { QUIZ_FIXTURE_PATHS, quizFixtureFiles } from "../../adapters/memory/memory-content-fixtures.ts";
import { ProgressResponse, QuizAttempt } from "../../application/contracts/learning.ts";
import { isFamilyAccount, isPremium, parseProfileEntries, profileHasFamilyPlan } from "../../domain/account/profile.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail, type Session } from "./support/members.ts";

const child = (email = uniqueEmail("child")) => ({
  firstname: "Jules",
  lastname: "Petit",
  email,
  password: "Enfant-2026!",
  birthdate: "2013-05-05",
  levelOfEducation: "5ème",
});

async function profileOf(api: TestApi, session: Pick<Session, "token">) {
  const response = await api.request("/api/profile", { token: session.token });
  expect(response.status).toBe(200);
  return parseProfileEntries(await response.json())._unsafeUnwrap().profile;
}

describe.each(ENGINES)("family and progress on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { FAMILY_MAX_MEMBERS: "2" });
    await syncContentDocuments(api.database.db, parseContentFiles(quizFixtureFiles()).documents, { prune: true });
  });
  afterAll(() => api.close());

  describe("family space", () => {
    it("lets the holder add children who log in, are profiled, and share the family plan", async () => {
      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const empty = v.parse(FamilyResponse, await (await api.request("/api/family", { token: holder.token })).json());
      expect(empty).toMatchObject({ role: "holder", members: [], maxMembers: 2, canAddMember: true });

      const details = child();
      const added = await api.request("/api/family/members", { token: holder.token, body: details });
      expect(added.status).toBe(201);
      const view = v.parse(FamilyMemberView, await added.json());
      expect(view).toMatchObject({ email: details.email, firstname: "Jules", levelOfEducation: "5ème" });

      const kid = await login(api, { email: details.email, password: details.password });
      const kidProfile = await profileOf(api, kid);
      expect(profileHasFamilyPlan(kidProfile)).toBe(true);
      expect(isPremium(kidProfile)).toBe(true);
      expect(isFamilyAccount(kidProfile)).toBe(true);
      expect(kidProfile.plans).toMatchObject([{ id: "family-yearly", viaFamily: true, isFamily: true }]);
      expect(kidProfile.family).toMatchObject({ role: "member", members: [] });
      const kidFamily = v.parse(FamilyResponse, await (await api.request("/api/family", { token: kid.token })).json());
      expect(kidFamily).toMatchObject({ role: "member", canAddMember: false, members: [] });
      // A child cannot add members.
      expect((await api.request("/api/family/members", { token: kid.token, body: child() })).status).toBe(403);

      const holderProfile = await profileOf(api, holder);
      expect(profileHasFamilyPlan(holderProfile)).toBe(true);
      expect(holderProfile.family).toMatchObject({ role: "holder", members: [{ id: view.id }] });
    });

    it("issue 15: keeps a child's e-mail in its normal form, whatever the case the parent typed", async () => {
      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const typed = ` ${uniqueEmail("Child.Case").toUpperCase()} `;
      const added = await api.request("/api/family/members", { token: holder.token, body: child(typed) });
      expect(added.status).toBe(201);
      const stored = typed.trim().toLowerCase();
      expect(v.parse(FamilyMemberView, await added.json()).email).toBe(stored);
      expect((await login(api, { email: stored, password: "Enfant-2026!" })).token).toBeTruthy();
      // The same address in another case is the same account: a second invite is refused.
      const again = await api.request("/api/family/members", { token: holder.token, body: child(stored) });
      expect(again.status).not.toBe(201);
      expect(await errorOf(again)).toMatchObject({ code: "EmailUnavailable" });
    });

    it("stops at the configured limit, then frees a place on removal", async () => {
      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const first = (await (
        await api.request("/api/family/members", { token: holder.token, body: child() })
      ).json()) as { id: string };
      expect((await api.request("/api/family/members", { token: holder.token, body: child() })).status).toBe(201);
      const third = await api.request("/api/family/members", { token: holder.token, body: child() });
      expect(third.status).toBe(403);
      expect(await errorOf(third)).toMatchObject({ code: "FamilyLimitReached" });
      expect(
        v.parse(FamilyResponse, await (await api.request("/api/family", { token: holder.token })).json()).canAddMember,
      ).toBe(false);

      const removed = await api.request(`/api/family/members/${first.id}`, { method: "DELETE", token: holder.token });
      expect(removed.status).toBe(204);
      expect(
        (await api.request(`/api/family/members/${first.id}`, { method: "DELETE", token: holder.token })).status,
      ).toBe(404);
      expect((await api.request("/api/family/members", { token: holder.token, body: child() })).status).toBe(201);
    });

    it("never lets two concurrent additions pass the limit", async () => {
      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => api.request("/api/family/members", { token: holder.token, body: child() })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403]);
    });

    it("removed children keep their account without the family plan", async () => {
      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const details = child();
      const { id } = (await (
        await api.request("/api/family/members", { token: holder.token, body: details })
      ).json()) as { id: string };
      await api.request(`/api/family/members/${id}`, { method: "DELETE", token: holder.token });
      const kid = await login(api, { email: details.email, password: details.password });
      const profile = await profileOf(api, kid);
      expect(profileHasFamilyPlan(profile)).toBe(false);
      expect(profile.family).toEqual([]);
      const none = await api.request("/api/family", { token: kid.token });
      expect(none.status).toBe(404);
      expect(await errorOf(none)).toMatchObject({ code: "NoFamily" });
    });

    it("refuses members without a family plan, taken addresses, invalid fields and strangers' children", async () => {
      const solo = await login(api, await createMember(api, { plan: "solo-yearly" }));
      const noPlan = await api.request("/api/family/members", { token: solo.token, body: child() });
      expect(noPlan.status).toBe(403);
      expect(await errorOf(noPlan)).toMatchObject({ code: "FamilyPlanRequired" });
      expect((await api.request("/api/family", { token: solo.token })).status).toBe(404);

      const holder = await login(api, await createMember(api, { plan: "family-yearly" }));
      const existing = await createMember(api);
      const taken = await api.request("/api/family/members", { token: holder.token, body: child(existing.email) });
      expect(taken.status).toBe(400);
      expect(await errorOf(taken)).toMatchObject({ code: "EmailUnavailable" });
      const invalid = await api.request("/api/family/members", {
        token: holder.token,
        body: { ...child("bad"), password: "court", firstname: " ", birthdate: "2999-01-01" },
      });
      expect(await errorOf(invalid)).toMatchObject({
        code: "ValidationFailed",
        fields: {
          email: "EmailInvalid",
          password: "PasswordTooShort",
          firstname: "Required",
          birthdate: "BirthdayInFuture",
        },
      });
      const other = await login(api, await createMember(api, { plan: "family-yearly" }));
      const { id } = (await (
        await api.request("/api/family/members", { token: other.token, body: child() })
      ).json()) as { id: string };
      expect((await api.request(`/api/family/members/${id}`, { method: "DELETE", token: holder.token })).status).toBe(
        404,
      );
      expect(
        (await api.request("/api/family/members/not-a-uuid", { method: "DELETE", token: holder.token })).status,
      ).toBe(404);
      expect((await api.request("/api/family")).status).toBe(401);
    });
  });

  describe("learning progress", () => {
    it("records quiz attempts, retry-safe, and lists them newest first", async () => {
      const session = await login(api, await createMember(api));
      const now = api.clock.now().getTime();
      const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
      const attempt = {
        clientId: "qa-1",
        quizId: QUIZ_FIXTURE_PATHS.everyType,
        responses: { q1: { type: "single", choice: 1 } },
        durationMs: 95_000,
        completedAt: at(10),
      };
      const created = await api.request("/api/progress/quiz-attempts", { token: session.token, body: attempt });
      expect(created.status).toBe(201);
      const recorded = v.parse(QuizAttempt, await created.json());
      expect(recorded).toMatchObject({ score: 1, maxScore: 7, durationMs: 95_000 });
      const retried = await api.request("/api/progress/quiz-attempts", { token: session.token, body: attempt });
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { id: string }).id).toBe(recorded.id);
      await api.request("/api/progress/quiz-attempts", {
        token: session.token,
        body: { quizId: QUIZ_FIXTURE_PATHS.short, responses: {}, completedAt: at(5) },
      });

      const list = v.parse(
        ProgressResponse,
        await (await api.request("/api/progress", { token: session.token })).json(),
      );
      expect(list.quizAttempts.map((q) => q.quizId)).toEqual([QUIZ_FIXTURE_PATHS.short, QUIZ_FIXTURE_PATHS.everyType]);
      // Flashcard reviews: tests/integration/flashcards.test.ts.

      const filtered = v.parse(
        ProgressResponse,
        await (
          await api.request(`/api/progress?limit=1&since=${encodeURIComponent(at(15))}`, { token: session.token })
        ).json(),
      );
      expect(filtered.quizAttempts.map((q) => q.quizId)).toEqual([QUIZ_FIXTURE_PATHS.short]);
      expect(filtered.flashcardReviews).toEqual([]);
      const byCard = v.parse(
        ProgressResponse,
        await (await api.request("/api/progress?cardId=c42", { token: session.token })).json(),
      );
      expect(byCard).toEqual({ quizAttempts: [], flashcardReviews: [] });

      // Another member sees none of it.
      const other = await login(api, await createMember(api));
      expect(await (await api.request("/api/progress", { token: other.token })).json()).toEqual({
        quizAttempts: [],
        flashcardReviews: [],
      });
    });

    it("refuses scores sent by the client, future times, bad ratings, bad queries; 401 and 409 as members", async () => {
      const session = await login(api, await createMember(api));
      const now = api.clock.now();
      const cases: [string, Record<string, unknown>, Record<string, string>][] = [
        [
          "/api/progress/quiz-attempts",
          { quizId: QUIZ_FIXTURE_PATHS.short, responses: {}, score: 2, completedAt: now.toISOString() },
          { score: "UnknownField" },
        ],
        [
          "/api/progress/quiz-attempts",
          {
            quizId: QUIZ_FIXTURE_PATHS.short,
            responses: {},
            completedAt: new Date(now.getTime() + 86_400_000).toISOString(),
          },
          { completedAt: "InFuture" },
        ],
        [
          "/api/progress/quiz-attempts",
          { quizId: "bad id!", responses: {}, completedAt: "yesterday" },
          { quizId: "IdInvalid", completedAt: "Invalid" },
        ],
      ];
      for (const [path, body, fields] of cases) {
        const response = await api.request(path, { token: session.token, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await errorOf(response)).toMatchObject({ code: "ValidationFailed", fields });
      }
      for (const query of ["limit=0", "limit=abc", "limit=501", "since=today", "page=2", "limit=1&limit=2"]) {
        const response = await api.request(`/api/progress?${query}`, { token: session.token });
        expect(response.status, query).toBe(400);
        expect((await errorOf(response)).code).toBe("ValidationFailed");
      }
      expect((await api.request("/api/progress")).status).toBe(401);
      const fresh = await login(api, await createMember(api, { profiled: false }));
      expect((await api.request("/api/progress", { token: fresh.token })).status).toBe(409);
      expect((await api.request("/api/progress/quiz-attempts", { token: fresh.token, body: {} })).status).toBe(409);
    });
  });
});
