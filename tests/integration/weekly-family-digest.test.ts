// Issue 30: the weekly word to parents. A family-plan holder asks for it; their child revises during a week; on the
// Monday after, from 08:00 (Europe/Paris), the job's run mails the holder the child's week, once however many runs or
// processes; the family space reads the same week. A child, or a member without a family, reads nothing.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { QUIZ_FIXTURE_PATHS, quizFixtureFiles } from "../../adapters/memory/memory-content-fixtures.ts";
import { WeeklyFamilyDigests } from "../../application/api/coach/weekly-family-digest.ts";
import { WeeklyFamilyDigest } from "../../application/contracts/coach.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login } from "./support/members.ts";

async function outboxFor(api: TestApi, email: string) {
  await api.idle();
  const response = await api.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { template: string; subject: string; text: string }[];
}

describe.each(ENGINES)("the weekly word to parents on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await syncContentDocuments(api.database.db, parseContentFiles(quizFixtureFiles()).documents, { prune: true });
  });
  afterAll(() => api.close());

  it("mails the holder their child's week once, from Monday 8 o'clock, and shows it on the family space", async () => {
    // Wednesday 18 November 2026, noon in Paris.
    api.clock.current = new Date("2026-11-18T11:00:00.000Z");
    const holderAccount = await createMember(api, { plan: "family-yearly" });
    const holder = await login(api, holderAccount);
    const kid = { firstname: "Jules", lastname: "Petit", email: `kid-${crypto.randomUUID()}@example.com` };
    const added = await api.request("/api/family/members", {
      token: holder.token,
      body: { ...kid, password: "Enfant-2026!", birthdate: "2013-05-05", levelOfEducation: "3ème" },
    });
    expect(added.status).toBe(201);
    const child = await login(api, { email: kid.email, password: "Enfant-2026!" });
    // A maths quiz finished with nothing right: 0 %, under the 60 % that names the subject to revise.
    const attempt = await api.request("/api/progress/quiz-attempts", {
      token: child.token,
      body: { quizId: QUIZ_FIXTURE_PATHS.short, responses: {}, completedAt: api.clock.now().toISOString() },
    });
    expect(attempt.status).toBe(201);

    // Opt-in: nothing is sent to a holder who did not ask.
    const subscribe = await api.request("/api/family/weekly-digest", {
      method: "PUT",
      token: holder.token,
      body: { subscribed: true, locale: "fr" },
    });
    expect(subscribe.status).toBe(200);
    expect(await subscribe.json()).toEqual({ subscribed: true });

    const digests = api.container.resolve(WeeklyFamilyDigests);
    // Monday 23 November, 07:30 in Paris: not yet.
    expect(await digests.sendDue(new Date("2026-11-23T06:30:00.000Z"))).toEqual({ week: null, sent: 0 });
    expect(await outboxFor(api, holderAccount.email)).toEqual([]);

    // 09:00 in Paris: the week of 16 to 22 November goes, once, however many runs.
    api.clock.current = new Date("2026-11-23T08:00:00.000Z");
    const first = await digests.sendDue(api.clock.now());
    expect(first.week).toBe("2026-11-16");
    const again = await Promise.all([digests.sendDue(api.clock.now()), digests.sendDue(api.clock.now())]);
    const mails = await outboxFor(api, holderAccount.email);
    expect(mails).toHaveLength(1);
    expect(first.sent + again.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ template: "weekly-family-digest", subject: expect.stringContaining("vos enfants") });
    expect(mail?.text).toContain("du lundi 16 novembre au dimanche");
    expect(mail?.text).toContain("Jules");
    expect(mail?.text).toContain("1 quiz, 0 % de réussite en moyenne");
    expect(mail?.text).toContain("Notre conseil : Mathématiques est la matière à retravailler (0 % aux quiz");
    expect(mail?.text).toContain("/mon-compte");

    // The family space reads the same week, in English when asked.
    const holderNow = await login(api, holderAccount);
    const view = await api.request("/api/family/weekly-digest?locale=en", { token: holderNow.token });
    expect(view.status).toBe(200);
    const digest = v.parse(WeeklyFamilyDigest, await view.json());
    expect(digest).toMatchObject({ subscribed: true, week: { start: "2026-11-16", end: "2026-11-23" } });
    expect(digest.children).toMatchObject([
      {
        firstname: "Jules",
        quizzes: 1,
        quizAverage: 0,
        activeDays: 1,
        minutes: 10,
        advice: { kind: "weak", subject: "maths", average: 0 },
      },
    ]);

    // A child, or a member without a family, reads nothing.
    const childNow = await login(api, { email: kid.email, password: "Enfant-2026!" });
    const asChild = await api.request("/api/family/weekly-digest", { token: childNow.token });
    expect(asChild.status).toBe(404);
    expect(await errorOf(asChild)).toMatchObject({ code: "NoFamily" });
    const solo = await login(api, await createMember(api, { plan: "solo-yearly" }));
    expect((await api.request("/api/family/weekly-digest", { token: solo.token })).status).toBe(404);

    // Stopped from the mail's own link (one click on its page, no sign-in): the next Monday sends nothing.
    const link = /https?:\/\/\S+\/newsletter\/desinscription\?\S+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    const fields = new URL(link ?? "").searchParams;
    expect(fields.get("list")).toBe("resume-famille");
    const stopBody = { email: fields.get("email"), token: fields.get("token"), list: "resume-famille" };
    // A newsletter token of the same address does not stop it, nor this token the newsletter.
    const newsletterToken = await api.request("/api/newsletter/unsubscribe", {
      body: { ...stopBody, token: `${stopBody.token}x` },
    });
    expect(newsletterToken.status).toBe(403);
    const asNewsletter = await api.request("/api/newsletter/unsubscribe", {
      body: { email: stopBody.email, token: stopBody.token },
    });
    expect(asNewsletter.status).toBe(403);
    expect((await api.request("/api/newsletter/unsubscribe", { body: stopBody })).status).toBe(200);
    const after = v.parse(
      WeeklyFamilyDigest,
      await (await api.request("/api/family/weekly-digest", { token: holderNow.token })).json(),
    );
    expect(after.subscribed).toBe(false);
    expect(await digests.sendDue(new Date("2026-11-30T09:00:00.000Z"))).toEqual({ week: "2026-11-23", sent: 0 });
    expect(await outboxFor(api, holderAccount.email)).toHaveLength(1);

    // The family space's button asks for it again.
    const again2 = await api.request("/api/family/weekly-digest", {
      method: "PUT",
      token: holderNow.token,
      body: { subscribed: true, locale: "en" },
    });
    expect(await again2.json()).toEqual({ subscribed: true });
  });
});
