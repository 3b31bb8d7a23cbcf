// §7 GET /profile, profile update and profiling, §7 POST /device, §7 POST /newsletter/subscribe.
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_TEXT } from "../../application/api/newsletter/subscribe.ts";
import { DeviceResponse } from "../../application/contracts/account/device.ts";
import { ProfileResponse, ProfilingStateResponse } from "../../application/contracts/account/profile.ts";
import { TURNSTILE_DUMMY_TOKEN } from "../../adapters/api/security/offline-bot-verifier.ts";
import {
  PROFILE_ENTRY_NAMES,
  isPremium,
  needsProfilingRefresh,
  parseProfileEntries,
  profileAccessType,
  profileCountryId,
  profileHasFamilyPlan,
  profileLevelOfEducation,
  shouldDisplayEmail,
} from "../../domain/account/profile.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail } from "./support/members.ts";
import { countOf, rows } from "./support/sql.ts";

const newsletterBody = (email: string) => ({
  email,
  sourceAccessTypeName: "parent",
  sourceLevelOfEducationName: "3ème",
  sourceLocation: "popup-a",
  acceptNewsletter: true,
  recaptchaToken: TURNSTILE_DUMMY_TOKEN,
});

describe.each(ENGINES)("profile, device and newsletter on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  describe("GET /api/profile", () => {
    it("lists every known entry of §3, readable by the web app's domain readers", async () => {
      const session = await login(api, await createMember(api));
      const response = await api.request("/api/profile", { cookie: session.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = v.parse(ProfileResponse, await response.json());
      expect(body.map((e) => e.name).sort()).toEqual([...PROFILE_ENTRY_NAMES].sort());
      const { profile, ignored } = parseProfileEntries(body)._unsafeUnwrap();
      expect(ignored).toEqual([]);
      expect(isPremium(profile)).toBe(false);
      expect(profileHasFamilyPlan(profile)).toBe(false);
      expect(needsProfilingRefresh(profile)).toBe(false);
      expect(profileAccessType(profile)).toBe("student");
      expect(profileLevelOfEducation(profile)).toBe("seconde");
      expect(profileCountryId(profile)).toBe("FR");
      expect(shouldDisplayEmail(profile)).toBe(true);
    });

    it("takes products and plans from active subscriptions only", async () => {
      const premium = await login(api, await createMember(api, { plan: "solo-yearly" }));
      const body = (await (await api.request("/api/profile", { token: premium.token })).json()) as unknown[];
      const { profile } = parseProfileEntries(body)._unsafeUnwrap();
      expect(isPremium(profile)).toBe(true);
      expect(profile.products).toEqual(["revizo-premium"]);
      expect(profile.plans).toMatchObject([
        { id: "solo-yearly", provider: "sandbox", status: "active", isFamily: false, viaFamily: false },
      ]);

      for (const options of [
        { periodEnd: new Date(api.clock.now().getTime() - 1000) },
        { status: "expired" as const },
      ]) {
        const lapsed = await login(api, await createMember(api, { plan: "solo-yearly", ...options }));
        const lapsedBody = (await (await api.request("/api/profile", { token: lapsed.token })).json()) as unknown[];
        expect(isPremium(parseProfileEntries(lapsedBody)._unsafeUnwrap().profile)).toBe(false);
      }
      const canceled = await login(api, await createMember(api, { plan: "solo-yearly", status: "canceled" }));
      const canceledBody = (await (await api.request("/api/profile", { token: canceled.token })).json()) as unknown[];
      expect(isPremium(parseProfileEntries(canceledBody)._unsafeUnwrap().profile)).toBe(true);
    });

    it("answers 401 without a valid token and 409 while profiling is required", async () => {
      const none = await api.request("/api/profile");
      expect(none.status).toBe(401);
      expect(await errorOf(none)).toEqual({ code: "Unauthenticated", message: "Veuillez vous connecter." });
      const forged = await api.request("/api/profile", { token: "a.b.c" });
      expect(forged.status).toBe(401);
      const badCookie = await api.request("/api/profile", { cookie: "revizo_test_auth=%7Bnot-json" });
      expect(badCookie.status).toBe(401);
      const fresh = await login(api, await createMember(api, { profiled: false }));
      const required = await api.request("/api/profile", { token: fresh.token });
      expect(required.status).toBe(409);
      expect((await errorOf(required)).code).toBe("ProfilingRequired");
    });

    it("shows refreshProfiling with its step when profiling must be redone", async () => {
      const member = await createMember(api);
      await api.database.db.execute(
        sql`update members set refresh_profiling_step = 'levelOfEducation' where id = ${member.id}`,
      );
      const session = await login(api, member);
      const body = (await (await api.request("/api/profile", { token: session.token })).json()) as unknown[];
      const { profile } = parseProfileEntries(body)._unsafeUnwrap();
      expect(needsProfilingRefresh(profile)).toBe(true);
      expect(profile.refreshProfiling).toEqual({ step: "levelOfEducation" });
    });
  });

  describe("profiling", () => {
    it("tells what is known, then completes the profile and lifts the 409", async () => {
      const session = await login(api, await createMember(api, { profiled: false }));
      const state = await api.request("/api/profiling", { token: session.token });
      expect(state.status).toBe(200);
      const before = v.parse(ProfilingStateResponse, await state.json());
      expect(before).toMatchObject({
        required: true,
        refreshStep: null,
        values: { accessType: null, levelOfEducation: null },
      });
      expect(before.options.levelsOfEducation).toContain("terminale");

      const done = await api.request("/api/profiling", {
        token: session.token,
        body: {
          accessType: "student",
          levelOfEducation: "terminale",
          currentDegree: "Bac pro",
          country: "sn",
          region: "AF",
          username: "zoe.t",
        },
      });
      expect(done.status).toBe(200);
      const { profile } = parseProfileEntries(await done.json())._unsafeUnwrap();
      expect(profile).toMatchObject({
        country: { value: "SN", valueId: "SN" },
        region: "AF",
        username: "zoe.t",
        currentDegree: { value: "Bac pro" },
      });
      expect((await api.request("/api/profile", { token: session.token })).status).toBe(200);
      const after = v.parse(
        ProfilingStateResponse,
        await (await api.request("/api/profiling", { token: session.token })).json(),
      );
      expect(after.required).toBe(false);
    });

    it("refuses unknown values, a taken username and missing fields", async () => {
      const taken = await login(api, await createMember(api, { profiled: false }));
      await api.request("/api/profiling", {
        token: taken.token,
        body: { accessType: "parent", levelOfEducation: "sup", country: "FR", username: "Unique.Name" },
      });
      const session = await login(api, await createMember(api, { profiled: false }));
      const dup = await api.request("/api/profiling", {
        token: session.token,
        body: { accessType: "parent", levelOfEducation: "sup", country: "FR", username: "unique.name" },
      });
      expect(dup.status).toBe(400);
      expect(await errorOf(dup)).toMatchObject({ code: "ValidationFailed", fields: { username: "UsernameTaken" } });
      const bad = await api.request("/api/profiling", {
        token: session.token,
        body: { accessType: "teacher", levelOfEducation: "cp", country: "France" },
      });
      expect(await errorOf(bad)).toMatchObject({
        fields: { accessType: "Invalid", levelOfEducation: "Invalid", country: "CountryInvalid" },
      });
      const missing = await api.request("/api/profiling", { token: session.token, body: {} });
      expect(await errorOf(missing)).toMatchObject({ fields: { accessType: "Required" } });
      expect((await api.request("/api/profiling")).status).toBe(401);
    });
  });

  describe("PATCH /api/profile", () => {
    it("changes only the fields sent and answers the new profile", async () => {
      const session = await login(api, await createMember(api));
      const response = await api.request("/api/profile", {
        method: "PATCH",
        token: session.token,
        body: { firstname: "  Sam ", featureFlags: { displayEmail: false }, birthdate: "2006-12-31", region: null },
      });
      expect(response.status).toBe(200);
      const { profile } = parseProfileEntries(await response.json())._unsafeUnwrap();
      expect(profile).toMatchObject({ firstname: "Sam", lastname: "Durand", birthdate: "2006-12-31", region: null });
      expect(shouldDisplayEmail(profile)).toBe(false);
    });

    it("answers the §5 birthday codes, UsernameTaken, NothingToUpdate and UnknownField", async () => {
      const other = await login(api, await createMember(api));
      await api.request("/api/profile", { method: "PATCH", token: other.token, body: { username: "taken_one" } });
      const session = await login(api, await createMember(api));
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ birthdate: "2999-01-01" }, { birthdate: "BirthdayInFuture" }],
        [{ birthdate: "1800-01-01" }, { birthdate: "BirthdayTooEarly" }],
        [{ birthdate: "31/12/2006" }, { birthdate: "Required" }],
        [{ username: "TAKEN_ONE" }, { username: "UsernameTaken" }],
        [{ username: "x" }, { username: "UsernameInvalid" }],
        [{}, { body: "NothingToUpdate" }],
        [{ email: "new@example.org" }, { email: "UnknownField" }],
      ];
      for (const [body, fields] of cases) {
        const response = await api.request("/api/profile", { method: "PATCH", token: session.token, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await errorOf(response)).toMatchObject({ code: "ValidationFailed", fields });
      }
    });
  });

  describe("POST /api/device", () => {
    it("registers an installation idempotently, keeping utm values", async () => {
      const session = await login(api, await createMember(api));
      const installationId = crypto.randomUUID();
      const first = await api.request("/api/device", {
        token: session.token,
        body: { installationId, utmId: "u-1", utmCampaign: "rentree" },
      });
      expect(first.status).toBe(200);
      expect(v.parse(DeviceResponse, await first.json())).toEqual({
        installationId,
        utmId: "u-1",
        utmCampaign: "rentree",
        created: true,
      });
      const again = await api.request("/api/device", { token: session.token, body: { installationId } });
      expect(await again.json()).toEqual({ installationId, utmId: "u-1", utmCampaign: "rentree", created: false });
      expect(
        await countOf(api, sql`select count(*)::int as n from devices where installation_id = ${installationId}`),
      ).toBe(1);
    });

    it("works before profiling, refuses anonymous calls and malformed ids", async () => {
      const fresh = await login(api, await createMember(api, { profiled: false }));
      expect(
        (await api.request("/api/device", { token: fresh.token, body: { installationId: "install-before-profiling" } }))
          .status,
      ).toBe(200);
      expect((await api.request("/api/device", { body: { installationId: "anonymous-install" } })).status).toBe(401);
      const bad = await api.request("/api/device", { token: fresh.token, body: { installationId: "short" } });
      expect(await errorOf(bad)).toMatchObject({
        code: "ValidationFailed",
        fields: { installationId: "InstallationIdInvalid" },
      });
      const extra = await api.request("/api/device", {
        token: fresh.token,
        body: { installationId: "install-extra-1", utmSource: "x" },
      });
      expect(await errorOf(extra)).toMatchObject({ fields: { utmSource: "UnknownField" } });
    });
  });

  describe("POST /api/newsletter/subscribe", () => {
    it("subscribes with consent and source kept", async () => {
      const email = uniqueEmail("news");
      const response = await api.request("/api/newsletter/subscribe", { body: newsletterBody(email) });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      const [row] = await rows(
        api,
        sql`select access_type, level_of_education, source_location, accept_newsletter, consent_text from newsletter_subscriptions where email = ${email}`,
      );
      expect(row).toEqual({
        access_type: "parent",
        level_of_education: "3ème",
        source_location: "popup-a",
        accept_newsletter: true,
        consent_text: NEWSLETTER_CONSENT_TEXT,
      });
    });

    it("answers 400 with a summary message for an address already subscribed, whatever its case", async () => {
      const email = uniqueEmail("twice");
      await api.request("/api/newsletter/subscribe", { body: newsletterBody(email) });
      const again = await api.request("/api/newsletter/subscribe", { body: newsletterBody(email.toUpperCase()) });
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toEqual({
        code: "AlreadySubscribed",
        message: "Cette adresse email est déjà inscrite à la newsletter.",
        fields: { email: "AlreadySubscribed" },
      });
    });

    it("verifies the bot-protection token first", async () => {
      const email = uniqueEmail("bot");
      const response = await api.request("/api/newsletter/subscribe", {
        body: { ...newsletterBody(email), recaptchaToken: "forged" },
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        code: "BotCheckFailed",
        fields: { recaptchaToken: "invalid-input-response" },
      });
      expect(
        await countOf(api, sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`),
      ).toBe(0);
    });

    it("refuses a malformed e-mail, unknown levels and extra fields", async () => {
      const response = await api.request("/api/newsletter/subscribe", {
        body: { ...newsletterBody("not-an-email"), sourceLevelOfEducationName: "CP", extra: 1 },
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "ValidationFailed",
        fields: { email: "Invalid", sourceLevelOfEducationName: "Invalid", extra: "UnknownField" },
      });
    });
  });
});
