// §7 POST /auth/local and POST /refresh-token, sign-up, logout, forgotten/reset password, account deletion,
// CSRF and throttling: every success and every error (status, code, message), on each engine.
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { QUIZ_FIXTURE_PATHS, quizFixtureFiles } from "../../adapters/memory/memory-content-fixtures.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PasswordHasherToken, type PasswordHasher } from "../../application/api/account/auth/ports.ts";
import { REFRESH_REUSE_GRACE_SECONDS } from "../../application/api/account/auth/refresh-session.ts";
import { LOGIN_DELAY_MAX_SECONDS, RATE_RULES } from "../../application/api/security/throttle-rules.ts";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { AUTH_COOKIE_MAX_AGE_S, parseAuthCookie } from "../../domain/account/auth-cookie.ts";
import { LoginResponse, RefreshResponse } from "../../application/contracts/account/auth.ts";
import { FORM_MESSAGES_FR } from "../support/form-messages-fr.ts";
import * as v from "valibot";
import { ENGINES, ORIGIN, cookieContent, cookieOf, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail } from "./support/members.ts";
import { countOf, rows } from "./support/sql.ts";

const signUpBody = (email: string) => ({
  firstname: "Nina",
  lastname: "Rousseau",
  email,
  confirmEmail: email,
  password: "Bien-Long-2026",
  confirmPassword: "Bien-Long-2026",
  birthdate: "2007-02-14",
  acceptConditions: true,
});

async function outboxFor(api: TestApi, email: string) {
  await api.idle();
  const response = await api.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { template: string; subject: string; text: string; to: string }[];
}

function tokenFromMail(text: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error("no token in mail");
  return decodeURIComponent(match[1]);
}

describe.each(ENGINES)("authentication on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  describe("POST /api/auth/local", () => {
    it("answers the id and both tokens, and sets the §3 auth cookie with the §9 attributes", async () => {
      const member = await createMember(api);
      const response = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
      });
      expect(response.status).toBe(200);
      const body = v.parse(LoginResponse, await response.json());
      expect(body.id).toBe(member.id);
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("revizo_test_auth="));
      expect(setCookie).toContain(`Max-Age=${AUTH_COOKIE_MAX_AGE_S}`);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).not.toContain("Secure");
      const content = cookieContent(response);
      const parsed = parseAuthCookie(JSON.stringify(content))._unsafeUnwrap();
      expect(parsed).toMatchObject({ id: member.id, token: body.member.token, refreshToken: body.member.refreshToken });
      const now = Math.floor(api.clock.now().getTime() / 1000);
      expect(parsed.exp - now).toBe(86_400);
      expect(parsed.expRefresh - now).toBe(31_622_400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });

    it("accepts the identifier in another case and with spaces around", async () => {
      const member = await createMember(api);
      const response = await api.request("/api/auth/local", {
        body: { identifier: `  ${member.email.toUpperCase()} `, password: member.password },
      });
      expect(response.status).toBe(200);
    });

    it("gives one answer for a wrong password and for an unknown account", async () => {
      const member = await createMember(api);
      const wrong = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: "not-the-password" },
      });
      const unknown = await api.request("/api/auth/local", {
        body: { identifier: uniqueEmail("nobody"), password: "not-the-password" },
      });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      const [a, b] = [await errorOf(wrong), await errorOf(unknown)];
      expect(a).toEqual(b);
      expect(a).toEqual({ code: "InvalidCredentials", message: "Email ou mot de passe incorrect." });
      expect(cookieOf(wrong)).toBeNull();
    });

    it("spends a password check on an unknown account too (no timing oracle)", async () => {
      const real = api.container.resolve<PasswordHasher>(PasswordHasherToken);
      const calls: string[] = [];
      api.container.registerInstance(PasswordHasherToken, {
        hash: (p: string) => real.hash(p),
        verify: (h: string, p: string) => (calls.push("verify"), real.verify(h, p)),
        verifyDummy: (p: string) => (calls.push("dummy"), real.verifyDummy(p)),
      } satisfies PasswordHasher);
      try {
        await api.request("/api/auth/local", { body: { identifier: uniqueEmail("ghost"), password: "whatever-1" } });
        expect(calls).toEqual(["dummy"]);
      } finally {
        api.container.registerInstance(PasswordHasherToken, real);
      }
    });

    it("answers in English when the client prefers it", async () => {
      const response = await api.request("/api/auth/local", {
        body: { identifier: uniqueEmail(), password: "x" },
        headers: { "accept-language": "en-GB,en;q=0.8" },
      });
      expect(await errorOf(response)).toEqual({ code: "InvalidCredentials", message: "Incorrect e-mail or password." });
    });

    it("refuses empty fields with the §5 codes, unknown fields, bad JSON and non-JSON bodies", async () => {
      const empty = await api.request("/api/auth/local", { body: { identifier: " ", password: "" } });
      expect(empty.status).toBe(400);
      expect(await errorOf(empty)).toMatchObject({
        code: "ValidationFailed",
        fields: { identifier: "LoginEmailEmpty", password: "PasswordEmpty" },
      });

      const extra = await api.request("/api/auth/local", {
        body: { identifier: "a@b.cd", password: "x", admin: true },
      });
      expect(extra.status).toBe(400);
      expect(await errorOf(extra)).toMatchObject({ code: "ValidationFailed", fields: { admin: "UnknownField" } });

      const missing = await api.request("/api/auth/local", { body: { identifier: "a@b.cd" } });
      expect(await errorOf(missing)).toMatchObject({ fields: { password: "Required" } });

      const badJson = await api.request("/api/auth/local", {
        raw: "{nope",
        headers: { "content-type": "application/json" },
      });
      expect(badJson.status).toBe(400);
      expect((await errorOf(badJson)).code).toBe("InvalidJson");

      const form = await api.request("/api/auth/local", {
        raw: "identifier=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.status).toBe(415);
      expect((await errorOf(form)).code).toBe("UnsupportedMediaType");
    });

    it("issue 14: an attacker hammering an account from one address does not lock the owner out", async () => {
      const member = await createMember(api);
      const attacker = "198.51.100.66";
      const owner = "203.0.113.9";
      const attempts = RATE_RULES.loginAccount.limit + 15;
      let last: Response | null = null;
      for (let i = 0; i < attempts; i++) {
        last = await api.request("/api/auth/local", {
          body: { identifier: member.email, password: `wrong-${i}` },
          ip: attacker,
        });
      }
      // The attacker's pair is refused…
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await errorOf(last as Response)).toMatchObject({ code: "TooManyRequests" });
      // …even with the right password, from that address.
      const fromAttacker = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        ip: attacker,
      });
      expect(fromAttacker.status).toBe(429);
      // The owner, from their own address, logs in: slowed down (the account's failures), never refused.
      api.sleeps.length = 0;
      const session = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        ip: owner,
      });
      expect(session.status).toBe(200);
      expect(api.sleeps.some((ms) => ms > 0)).toBe(true);
      expect(Math.max(...api.sleeps)).toBeLessThanOrEqual(LOGIN_DELAY_MAX_SECONDS * 1000);
    });

    it("refuses a pair after repeated failures, the same for an unknown account, then lets it in after the window", async () => {
      const member = await createMember(api);
      const ip = "192.0.2.15";
      for (let i = 0; i < RATE_RULES.loginPair.limit; i++) {
        const r = await api.request("/api/auth/local", {
          body: { identifier: member.email, password: `wrong-${i}` },
          ip,
        });
        expect(r.status).toBe(400);
      }
      const blocked = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        ip,
      });
      expect(blocked.status).toBe(429);
      // An unknown account is throttled the same way (no enumeration through the limiter).
      const ghost = uniqueEmail("ghost");
      for (let i = 0; i < RATE_RULES.loginPair.limit; i++)
        await api.request("/api/auth/local", { body: { identifier: ghost, password: "x" }, ip });
      expect((await api.request("/api/auth/local", { body: { identifier: ghost, password: "x" }, ip })).status).toBe(
        429,
      );
      api.clock.advance(RATE_RULES.loginPair.windowSeconds);
      const session = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        ip,
      });
      expect(session.status).toBe(200);
    });

    it("throttles one address trying many accounts", async () => {
      const ip = "192.0.2.77";
      let last: Response | null = null;
      for (let i = 0; i < RATE_RULES.loginIp.limit; i++) {
        last = await api.request("/api/auth/local", { body: { identifier: uniqueEmail("spray"), password: "x" }, ip });
      }
      expect(last?.status).toBe(400);
      const blocked = await api.request("/api/auth/local", {
        body: { identifier: uniqueEmail("spray"), password: "x" },
        ip,
      });
      expect(blocked.status).toBe(429);
      // Another address is not affected.
      const member = await createMember(api);
      expect(
        (await api.request("/api/auth/local", { body: { identifier: member.email, password: member.password } }))
          .status,
      ).toBe(200);
    });
  });

  describe("CSRF", () => {
    it("refuses a state-changing request without the custom header", async () => {
      const member = await createMember(api);
      const response = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        bare: true,
        headers: { origin: ORIGIN },
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ code: "CsrfRejected", fields: { [CSRF_HEADER]: "Required" } });
    });

    it("refuses another origin and a cross-site fetch, accepts the public origin, the own origin and no origin", async () => {
      const member = await createMember(api);
      const body = { identifier: member.email, password: member.password };
      const evil = await api.request("/api/auth/local", { body, headers: { origin: "https://evil.example" } });
      expect(evil.status).toBe(403);
      expect(await errorOf(evil)).toMatchObject({ code: "CsrfRejected", fields: { origin: "NotAllowed" } });
      const nullOrigin = await api.request("/api/auth/local", { body, headers: { origin: "null" } });
      expect(nullOrigin.status).toBe(403);
      const crossSite = await api.request("/api/auth/local", {
        body,
        bare: true,
        headers: { [CSRF_HEADER]: "1", "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
      const sameSite = await api.request("/api/auth/local", {
        body,
        bare: true,
        headers: { [CSRF_HEADER]: "1", "sec-fetch-site": "same-site" },
      });
      expect(sameSite.status).toBe(403);
      expect((await api.request("/api/auth/local", { body, headers: { origin: ORIGIN } })).status).toBe(200);
      expect((await api.request("/api/auth/local", { body, headers: { origin: "http://localhost" } })).status).toBe(
        200,
      );
      expect(
        (
          await api.request("/api/auth/local", {
            body,
            bare: true,
            headers: { [CSRF_HEADER]: "0", "sec-fetch-site": "same-origin" },
          })
        ).status,
      ).toBe(200);
      expect((await api.request("/api/auth/local", { body, bare: true, headers: { [CSRF_HEADER]: "0" } })).status).toBe(
        200,
      );
    });

    it("exempts bearer requests, which carry no ambient credential", async () => {
      const session = await login(api, await createMember(api));
      const response = await api.request("/api/device", {
        body: { installationId: "bearer-install-0001" },
        token: session.token,
        bare: true,
        headers: { origin: "https://elsewhere.example" },
      });
      expect(response.status).toBe(200);
    });

    it("issue 14: answers 401 to an invalid bearer, which never skips the origin check of a cookie session", async () => {
      const session = await login(api, await createMember(api));
      for (const authorization of ["Bearer not-a-token", "Bearer ", "bearer !!!", `Bearer ${session.token}x`]) {
        const response = await api.request("/api/device", {
          body: { installationId: "bearer-install-0002" },
          cookie: session.cookie,
          bare: true,
          headers: { origin: "https://elsewhere.example", authorization },
        });
        expect(response.status, authorization).toBe(401);
        expect(await errorOf(response)).toMatchObject({ code: "Unauthenticated" });
      }
      // Without any Authorization, the cookie session from elsewhere is refused by the origin check.
      const cookieOnly = await api.request("/api/device", {
        body: { installationId: "bearer-install-0003" },
        cookie: session.cookie,
        headers: { origin: "https://elsewhere.example" },
      });
      expect(cookieOnly.status).toBe(403);
    });

    it("lets reads through without the header", async () => {
      const session = await login(api, await createMember(api));
      expect((await api.request("/api/profile", { cookie: session.cookie, bare: true })).status).toBe(200);
    });
  });

  describe("POST /api/refresh-token", () => {
    it("rotates the refresh token from the body and answers a new access token", async () => {
      const session = await login(api, await createMember(api));
      api.clock.advance(5);
      const response = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
      expect(response.status).toBe(200);
      const body = v.parse(RefreshResponse, await response.json());
      expect(body.member.token).not.toBe(session.token);
      expect(body.member.refreshToken).not.toBe(session.refreshToken);
      expect((await api.request("/api/profile", { token: body.member.token })).status).toBe(200);
      expect(cookieContent(response)).toMatchObject({
        id: session.id,
        token: body.member.token,
        refreshToken: body.member.refreshToken,
      });
    });

    it("uses the auth cookie when the body has no token", async () => {
      const session = await login(api, await createMember(api));
      const response = await api.request("/api/refresh-token", { method: "POST", cookie: session.cookie });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { member: { refreshToken: string } };
      expect(cookieContent(response)?.refreshToken).toBe(body.member.refreshToken);
    });

    it("answers 401 without a token, with an unknown one, and with an expired one", async () => {
      const none = await api.request("/api/refresh-token", { method: "POST" });
      expect(none.status).toBe(401);
      expect((await errorOf(none)).code).toBe("InvalidRefreshToken");
      const unknown = await api.request("/api/refresh-token", { body: { refreshToken: "not-a-token" } });
      expect(unknown.status).toBe(401);
      expect((await errorOf(unknown)).code).toBe("InvalidRefreshToken");

      const session = await login(api, await createMember(api));
      api.clock.advance(31_622_400 + 1);
      try {
        const expired = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
        expect(expired.status).toBe(401);
        expect((await errorOf(expired)).code).toBe("InvalidRefreshToken");
      } finally {
        api.clock.advance(-(31_622_400 + 1));
      }
    });

    it("detects reuse of a rotated token after the grace window and revokes the whole family", async () => {
      const session = await login(api, await createMember(api));
      const first = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
      const successor = (await first.json()) as { member: { token: string; refreshToken: string } };
      api.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
      const reuse = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
      expect(reuse.status).toBe(401);
      expect(await errorOf(reuse)).toMatchObject({ code: "RefreshTokenReused" });
      // The legitimate successor and every access token of the family are dead too.
      expect(
        (await api.request("/api/refresh-token", { body: { refreshToken: successor.member.refreshToken } })).status,
      ).toBe(401);
      expect((await api.request("/api/profile", { token: successor.member.token })).status).toBe(401);
      expect((await api.request("/api/profile", { token: session.token })).status).toBe(401);
      // A new login works.
      expect(
        (
          await api.request("/api/profile", {
            token: (
              await login(api, { email: (await memberEmail(api, session.id)) ?? "", password: "Correct-Horse-42" })
            ).token,
          })
        ).status,
      ).toBe(200);
    });

    it("gives two racing refreshes the same successor, which then keeps working", async () => {
      const session = await login(api, await createMember(api));
      const [a, b] = await Promise.all([
        api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } }),
        api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [ba, bb] = [
        (await a.json()) as { member: { refreshToken: string } },
        (await b.json()) as { member: { refreshToken: string } },
      ];
      expect(ba.member.refreshToken).toBe(bb.member.refreshToken);
      const next = await api.request("/api/refresh-token", { body: { refreshToken: ba.member.refreshToken } });
      expect(next.status).toBe(200);
    });

    it("within the grace window, a late duplicate gets the successor unless that one was already used", async () => {
      const session = await login(api, await createMember(api));
      const first = (await (
        await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } })
      ).json()) as { member: { refreshToken: string } };
      api.clock.advance(REFRESH_REUSE_GRACE_SECONDS - 5);
      const late = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
      expect(late.status).toBe(200);
      expect(((await late.json()) as { member: { refreshToken: string } }).member.refreshToken).toBe(
        first.member.refreshToken,
      );
      // Once the successor itself has been exchanged, the old token is reuse even inside the window.
      expect(
        (await api.request("/api/refresh-token", { body: { refreshToken: first.member.refreshToken } })).status,
      ).toBe(200);
      const replay = await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
      expect(replay.status).toBe(401);
      expect((await errorOf(replay)).code).toBe("RefreshTokenReused");
    });

    it("refuses an expired access token, which the refresh replaces", async () => {
      const session = await login(api, await createMember(api));
      api.clock.advance(86_400);
      const expired = await api.request("/api/profile", { token: session.token });
      expect(expired.status).toBe(401);
      expect((await errorOf(expired)).code).toBe("Unauthenticated");
      const refreshed = (await (
        await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } })
      ).json()) as { member: { token: string } };
      expect((await api.request("/api/profile", { token: refreshed.member.token })).status).toBe(200);
    });
  });

  describe("POST /api/auth/logout", () => {
    it("revokes the session, clears the cookie, and is idempotent", async () => {
      const session = await login(api, await createMember(api));
      const other = await login(api, {
        email: (await memberEmail(api, session.id)) ?? "",
        password: "Correct-Horse-42",
      });
      const response = await api.request("/api/auth/logout", { method: "POST", cookie: session.cookie });
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().find((c) => c.startsWith("revizo_test_auth="))).toMatch(/Max-Age=0/);
      expect((await api.request("/api/profile", { token: session.token })).status).toBe(401);
      expect((await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(
        401,
      );
      // Another login of the same member (another device) is untouched.
      expect((await api.request("/api/profile", { token: other.token })).status).toBe(200);
      expect((await api.request("/api/auth/logout", { method: "POST", cookie: session.cookie })).status).toBe(204);
      expect((await api.request("/api/auth/logout", { method: "POST" })).status).toBe(204);
    });

    it("logs out a bearer client by its refresh token", async () => {
      const session = await login(api, await createMember(api));
      const response = await api.request("/api/auth/logout", {
        body: { refreshToken: session.refreshToken },
        bare: true,
        token: session.token,
      });
      expect(response.status).toBe(204);
      expect((await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(
        401,
      );
    });
  });

  describe("POST /api/auth/local/register", () => {
    it("creates the account, logs it in, and sends it to profiling (409 on member endpoints)", async () => {
      const email = uniqueEmail("new");
      const response = await api.request("/api/auth/local/register", { body: signUpBody(email) });
      expect(response.status).toBe(201);
      const body = v.parse(LoginResponse, await response.json());
      expect(cookieContent(response)).toMatchObject({ id: body.id });
      const profile = await api.request("/api/profile", { token: body.member.token });
      expect(profile.status).toBe(409);
      expect(await errorOf(profile)).toEqual({
        code: "ProfilingRequired",
        message: "Veuillez d'abord compléter votre profil.",
      });
      expect(
        (await api.request("/api/auth/local", { body: { identifier: email, password: "Bien-Long-2026" } })).status,
      ).toBe(200);
    });

    it("answers each §5 rule with its code", async () => {
      const email = uniqueEmail();
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ firstname: "" }, { firstname: "Required" }],
        [{ email: "" }, { email: "Required" }],
        [{ email: "pas-un-email" }, { email: "EmailInvalid" }],
        [{ confirmEmail: "" }, { confirmEmail: "ConfirmEmailEmpty" }],
        [{ confirmEmail: "other@example.org" }, { confirmEmail: "EmailsDiffer" }],
        [{ password: "", confirmPassword: "" }, { password: "PasswordEmpty" }],
        [{ password: "court", confirmPassword: "court" }, { password: "PasswordTooShort" }],
        [{ confirmPassword: "Different-2026" }, { confirmPassword: "PasswordsDiffer" }],
        [{ acceptConditions: false }, { acceptConditions: "ConditionsNotAccepted" }],
        [{ birthdate: "1850-01-01" }, { birthdate: "BirthdayTooEarly" }],
        [{ birthdate: "2999-01-01" }, { birthdate: "BirthdayInFuture" }],
        [{ birthdate: "" }, { birthdate: "Required" }],
      ];
      for (const [change, fields] of cases) {
        const response = await api.request("/api/auth/local/register", { body: { ...signUpBody(email), ...change } });
        expect(response.status, JSON.stringify(change)).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe("ValidationFailed");
        expect(error.fields).toMatchObject(fields);
        for (const code of Object.values(error.fields ?? {})) expect(Object.keys(FORM_MESSAGES_FR)).toContain(code);
      }
      const extra = await api.request("/api/auth/local/register", { body: { ...signUpBody(email), role: "admin" } });
      expect(await errorOf(extra)).toMatchObject({ code: "ValidationFailed", fields: { role: "UnknownField" } });
    });

    it("refuses an existing address with a generic message and tells its owner by e-mail", async () => {
      const member = await createMember(api);
      const response = await api.request("/api/auth/local/register", { body: signUpBody(member.email.toUpperCase()) });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("SignupRefused");
      expect(error.message).not.toMatch(/existe|exists|déjà utilisé/i);
      const mails = await outboxFor(api, member.email);
      expect(mails.map((m) => m.template)).toContain("signup-existing-account");
    });

    it("throttles sign-ups from one address", async () => {
      const ip = "192.0.2.90";
      for (let i = 0; i < 20; i++) {
        const r = await api.request("/api/auth/local/register", {
          body: { ...signUpBody(uniqueEmail()), acceptConditions: false },
          ip,
        });
        expect(r.status).toBe(400);
      }
      // Invalid forms are not counted: only checked ones are.
      for (let i = 0; i < RATE_RULES.signupIp.limit; i++)
        await api.request("/api/auth/local/register", { body: signUpBody(uniqueEmail()), ip });
      const blocked = await api.request("/api/auth/local/register", { body: signUpBody(uniqueEmail()), ip });
      expect(blocked.status).toBe(429);
    });
  });

  describe("forgotten and reset password", () => {
    it("issue 32: mails the link in the language of the page it was asked from", async () => {
      const member = await createMember(api);
      const response = await api.request("/api/auth/forgot-password", { body: { email: member.email, locale: "en" } });
      expect(response.status).toBe(200);
      const [mail] = await outboxFor(api, member.email);
      expect(mail?.text).toMatch(/^Hello,/);
      expect(mail?.text).toContain("the page is in French");
      expect(mail?.text).not.toContain("Bonjour");
      expect(tokenFromMail(mail?.text ?? "")).not.toBe("");
      const refused = await api.request("/api/auth/forgot-password", { body: { email: member.email, locale: "de" } });
      expect(refused.status).toBe(400);
    });

    it("always answers 200; mails a single-use link only to an existing account", async () => {
      const member = await createMember(api);
      const unknown = uniqueEmail("unknown");
      for (const email of [member.email, unknown]) {
        const response = await api.request("/api/auth/forgot-password", { body: { email } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true });
      }
      expect(await outboxFor(api, unknown)).toEqual([]);
      const [mail] = await outboxFor(api, member.email);
      expect(mail?.template).toBe("password-reset");
      expect(mail?.text).toContain(`${api.config.PUBLIC_ORIGIN}/reset?token=`);
      const token = tokenFromMail(mail?.text ?? "");
      expect(mail?.text).toContain("Bonjour");
      expect(mail?.text).not.toContain("Hello");

      const session = await login(api, member);
      const reset = await api.request("/api/auth/reset-password", {
        body: { token, password: "Nouveau-Secret-9", confirmPassword: "Nouveau-Secret-9" },
      });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toEqual({ ok: true });
      // Every session ended; the new password works, the old one does not.
      expect((await api.request("/api/profile", { token: session.token })).status).toBe(401);
      expect(
        (await api.request("/api/auth/local", { body: { identifier: member.email, password: member.password } }))
          .status,
      ).toBe(400);
      expect(
        (await api.request("/api/auth/local", { body: { identifier: member.email, password: "Nouveau-Secret-9" } }))
          .status,
      ).toBe(200);
      const again = await api.request("/api/auth/reset-password", {
        body: { token, password: "Encore-Autre-9", confirmPassword: "Encore-Autre-9" },
      });
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toMatchObject({ code: "InvalidResetToken" });
      expect((await outboxFor(api, member.email)).map((m) => m.template)).toContain("password-changed");
    });

    it("refuses an expired link and a superseded one", async () => {
      const member = await createMember(api);
      await api.request("/api/auth/forgot-password", { body: { email: member.email } });
      const [first] = await outboxFor(api, member.email);
      api.clock.advance(api.config.PASSWORD_RESET_TTL_MINUTES * 60 + 1);
      const expired = await api.request("/api/auth/reset-password", {
        body: {
          token: tokenFromMail(first?.text ?? ""),
          password: "Nouveau-Secret-9",
          confirmPassword: "Nouveau-Secret-9",
        },
      });
      expect(expired.status).toBe(400);
      expect((await errorOf(expired)).code).toBe("InvalidResetToken");

      await api.request("/api/auth/forgot-password", { body: { email: member.email } });
      await api.request("/api/auth/forgot-password", { body: { email: member.email } });
      const mails = await outboxFor(api, member.email);
      const [newest, older] = mails;
      const ok = await api.request("/api/auth/reset-password", {
        body: {
          token: tokenFromMail(newest?.text ?? ""),
          password: "Nouveau-Secret-9",
          confirmPassword: "Nouveau-Secret-9",
        },
      });
      expect(ok.status).toBe(200);
      const superseded = await api.request("/api/auth/reset-password", {
        body: {
          token: tokenFromMail(older?.text ?? ""),
          password: "Nouveau-Secret-8",
          confirmPassword: "Nouveau-Secret-8",
        },
      });
      expect(superseded.status).toBe(400);
    });

    it("checks the e-mail and the new password with the §5 codes", async () => {
      const invalid = await api.request("/api/auth/forgot-password", { body: { email: "nope" } });
      expect(invalid.status).toBe(400);
      expect(await errorOf(invalid)).toMatchObject({ code: "ValidationFailed", fields: { email: "EmailInvalid" } });
      const short = await api.request("/api/auth/reset-password", {
        body: { token: "t", password: "court", confirmPassword: "court" },
      });
      expect(await errorOf(short)).toMatchObject({ fields: { password: "PasswordTooShort" } });
      const differ = await api.request("/api/auth/reset-password", {
        body: { token: "t", password: "Assez-Long-1", confirmPassword: "Assez-Long-2" },
      });
      expect(await errorOf(differ)).toMatchObject({ fields: { confirmPassword: "PasswordsDiffer" } });
      const unknown = await api.request("/api/auth/reset-password", {
        body: { token: "t", password: "Assez-Long-1", confirmPassword: "Assez-Long-1" },
      });
      expect(await errorOf(unknown)).toMatchObject({ code: "InvalidResetToken" });
    });

    it("writes at most three reset mails an hour for one address, still answering 200", async () => {
      const member = await createMember(api);
      for (let i = 0; i < 5; i++)
        expect((await api.request("/api/auth/forgot-password", { body: { email: member.email } })).status).toBe(200);
      expect((await outboxFor(api, member.email)).length).toBe(3);
    });
  });

  describe("DELETE /api/account", () => {
    it("needs the current password, then deletes the account and its data", async () => {
      const member = await createMember(api, { plan: "solo-yearly" });
      const session = await login(api, member);
      await api.request("/api/device", { body: { installationId: `del-${member.id}` }, token: session.token });
      await syncContentDocuments(api.database.db, parseContentFiles(quizFixtureFiles()).documents, { prune: false });
      const attempt = await api.request("/api/progress/quiz-attempts", {
        token: session.token,
        body: { quizId: QUIZ_FIXTURE_PATHS.short, responses: {}, completedAt: api.clock.now().toISOString() },
      });
      expect(attempt.status).toBe(201);
      const wrong = await api.request("/api/account", {
        method: "DELETE",
        body: { password: "wrong" },
        token: session.token,
      });
      expect(wrong.status).toBe(400);
      expect(await errorOf(wrong)).toMatchObject({ code: "PasswordIncorrect" });
      const unauthenticated = await api.request("/api/account", {
        method: "DELETE",
        body: { password: member.password },
      });
      expect(unauthenticated.status).toBe(401);

      const deleted = await api.request("/api/account", {
        method: "DELETE",
        body: { password: member.password },
        cookie: session.cookie,
      });
      expect(deleted.status).toBe(204);
      expect(deleted.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
      expect((await api.request("/api/profile", { token: session.token })).status).toBe(401);
      expect(
        (await api.request("/api/auth/local", { body: { identifier: member.email, password: member.password } }))
          .status,
      ).toBe(400);
      for (const table of ["members", "subscriptions", "devices", "quiz_attempts", "refresh_token_families"]) {
        const column = table === "members" ? "id" : "member_id";
        expect(
          await countOf(api, sql.raw(`select count(*)::int as n from ${table} where ${column} = '${member.id}'`)),
          table,
        ).toBe(0);
      }
    });
  });
});

async function memberEmail(api: TestApi, id: string): Promise<string | null> {
  const [row] = await rows<{ email: string }>(api, sql`select email from members where id = ${id}`);
  return row?.email ?? null;
}
