import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_MAX_AGE_S,
  REFRESH_TOKEN_MAX_AGE_S,
  serializeAuthCookie,
  type AuthCookie,
} from "./auth-cookie.ts";
import { authReducer, isLoggedIn, LOGGED_OUT, siteAuth, type AuthEvent, type AuthState } from "./auth-machine.ts";
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING } from "./destination.ts";

const NOW_S = 1_750_000_000;
const NOW_MS = NOW_S * 1000;
const active: AuthCookie = { id: "m-1", token: "acc", refreshToken: "ref", exp: NOW_S + 60, expRefresh: NOW_S + 600 };
const refreshable: AuthCookie = { ...active, exp: NOW_S - 1 };
const expired: AuthCookie = { ...active, exp: NOW_S - 10, expRefresh: NOW_S - 1 };
const read = (raw: unknown, source: "request" | "restored" = "request"): AuthEvent => ({
  type: "cookieRead",
  source,
  raw,
  nowMs: NOW_MS,
});
const inWith = (profile: "missing" | "loading" | "loaded", cookie: AuthCookie = active): AuthState => ({
  status: "loggedIn",
  cookie,
  profile,
});
const types = (effects: readonly { type: string }[]) => effects.map((e) => e.type);

describe("§4 logged out -> logged in", () => {
  it("on a successful login: cookie written, profile and profiling steps cleared, profile fetched", () => {
    const { state, effects } = authReducer(LOGGED_OUT, {
      type: "loginSucceeded",
      response: { id: "m-7", member: { token: "t", refreshToken: "r" } },
      nowMs: NOW_MS,
    });
    const cookie = {
      id: "m-7",
      token: "t",
      refreshToken: "r",
      exp: NOW_S + ACCESS_TOKEN_MAX_AGE_S,
      expRefresh: NOW_S + REFRESH_TOKEN_MAX_AGE_S,
    };
    expect(state).toEqual({ status: "loggedIn", cookie, profile: "loading" });
    expect(effects).toEqual([
      { type: "writeCookie", cookie },
      { type: "clearProfile" },
      { type: "clearProfilingSteps" },
      { type: "fetchProfile" },
    ]);
  });

  it("on a valid auth cookie, and on a restored one", () => {
    for (const source of ["request", "restored"] as const) {
      const { state, effects } = authReducer(LOGGED_OUT, read(serializeAuthCookie(active), source));
      expect(state).toEqual(inWith("loading"));
      expect(effects).toEqual([{ type: "fetchProfile" }]);
    }
  });

  it("on a cookie whose access token expired: refresh first, then fetch the profile", () => {
    const { state, effects } = authReducer(LOGGED_OUT, read(refreshable));
    expect(state).toEqual(inWith("loading", refreshable));
    expect(effects).toEqual([{ type: "refreshTokens", refreshToken: "ref" }, { type: "fetchProfile" }]);
  });

  it("stays logged out without a cookie, and removes an unusable one", () => {
    expect(authReducer(LOGGED_OUT, read(null))).toEqual({ state: LOGGED_OUT, effects: [] });
    expect(authReducer(LOGGED_OUT, read("garbage"))).toEqual({ state: LOGGED_OUT, effects: [{ type: "clearCookie" }] });
    expect(authReducer(LOGGED_OUT, read(expired))).toEqual({ state: LOGGED_OUT, effects: [{ type: "clearCookie" }] });
  });
});

describe("§4 logged in -> logged out", () => {
  it("when the cookie disappears", () => {
    expect(authReducer(inWith("loaded"), read(undefined))).toEqual({
      state: LOGGED_OUT,
      effects: [{ type: "clearProfile" }],
    });
  });
  it("when the cookie is invalid or fully expired", () => {
    for (const raw of [{ ...active, token: "" }, expired, "{"]) {
      const { state, effects } = authReducer(inWith("loaded"), read(raw));
      expect(state).toEqual(LOGGED_OUT);
      expect(effects).toEqual([{ type: "clearCookie" }, { type: "clearProfile" }]);
    }
  });
  it("after a failed token refresh, going to the account site's /logout", () => {
    expect(authReducer(inWith("loaded"), { type: "refreshFailed" })).toEqual({
      state: LOGGED_OUT,
      effects: [{ type: "clearCookie" }, { type: "clearProfile" }, { type: "navigate", to: ACCOUNT_SITE_LOGOUT }],
    });
  });
  it("on logout: session revoked, cookie and profile cleared, then /login", () => {
    const { state, effects } = authReducer(inWith("loaded"), { type: "logoutRequested" });
    expect(state).toEqual(LOGGED_OUT);
    expect(effects).toEqual([
      { type: "revokeSession", refreshToken: "ref" },
      { type: "clearCookie" },
      { type: "clearProfile" },
      { type: "navigate", to: { site: "self", path: "/login" } },
    ]);
    expect(types(authReducer(LOGGED_OUT, { type: "logoutRequested" }).effects)).toEqual([
      "clearCookie",
      "clearProfile",
      "navigate",
    ]);
  });
});

describe("§4 cookie user id mismatch", () => {
  it("logs in again from the cookie: profile and steps cleared, new profile fetched", () => {
    const other = { ...active, id: "m-2" };
    const { state, effects } = authReducer(inWith("loaded"), read(other));
    expect(state).toEqual(inWith("loading", other));
    expect(effects).toEqual([{ type: "clearProfile" }, { type: "clearProfilingSteps" }, { type: "fetchProfile" }]);
  });
  it("refreshes too when the new member's access token expired", () => {
    const other = { ...refreshable, id: "m-2" };
    expect(types(authReducer(inWith("loaded"), read(other)).effects)).toEqual([
      "clearProfile",
      "clearProfilingSteps",
      "refreshTokens",
      "fetchProfile",
    ]);
  });
});

describe("§4 same member, cookie read again", () => {
  it("does nothing when the profile is loaded or loading, but keeps the newest tokens", () => {
    const newer = { ...active, token: "acc-new" };
    expect(authReducer(inWith("loaded"), read(newer))).toEqual({ state: inWith("loaded", newer), effects: [] });
    expect(authReducer(inWith("loading"), read(active))).toEqual({ state: inWith("loading"), effects: [] });
  });
  it("fetches the profile when the member is still without one", () => {
    expect(authReducer(inWith("missing"), read(active))).toEqual({
      state: inWith("loading"),
      effects: [{ type: "fetchProfile" }],
    });
  });
  it("asks for a refresh when only the refresh token is still valid", () => {
    expect(authReducer(inWith("loaded"), read(refreshable)).effects).toEqual([
      { type: "refreshTokens", refreshToken: "ref" },
    ]);
  });
});

describe("§4/§7 refresh, profile and profiling", () => {
  it("writes the refreshed cookie", () => {
    const { state, effects } = authReducer(inWith("loaded", refreshable), {
      type: "refreshSucceeded",
      response: { member: { token: "acc2" } },
      nowMs: NOW_MS,
    });
    const cookie = { ...refreshable, token: "acc2", exp: NOW_S + ACCESS_TOKEN_MAX_AGE_S };
    expect(state).toEqual(inWith("loaded", cookie));
    expect(effects).toEqual([{ type: "writeCookie", cookie }]);
  });
  it("registers the device once the profile is loaded", () => {
    expect(authReducer(inWith("loading"), { type: "profileLoaded" })).toEqual({
      state: inWith("loaded"),
      effects: [{ type: "registerDevice" }],
    });
  });
  it("logs out when the profile fetch fails at server start", () => {
    expect(authReducer(inWith("loading"), { type: "profileFetchFailed", phase: "start" })).toEqual({
      state: LOGGED_OUT,
      effects: [{ type: "clearCookie" }, { type: "clearProfile" }],
    });
  });
  it("sends a member without profile to the other application's profiling page when the guard's fetch fails", () => {
    expect(authReducer(inWith("loading"), { type: "profileFetchFailed", phase: "guard" })).toEqual({
      state: inWith("missing"),
      effects: [{ type: "navigate", to: ACCOUNT_SITE_PROFILING }],
    });
  });
  it("clears the profiling steps and reloads the profile when profiling completes", () => {
    expect(authReducer(inWith("missing"), { type: "profilingCompleted" })).toEqual({
      state: inWith("loading"),
      effects: [{ type: "clearProfilingSteps" }, { type: "fetchProfile" }],
    });
    expect(authReducer(LOGGED_OUT, { type: "profilingCompleted" })).toEqual({
      state: LOGGED_OUT,
      effects: [{ type: "clearProfilingSteps" }],
    });
  });
  it("ignores late session events once logged out", () => {
    const late: AuthEvent[] = [
      { type: "refreshSucceeded", response: { member: { token: "x" } }, nowMs: NOW_MS },
      { type: "refreshFailed" },
      { type: "profileLoaded" },
      { type: "profileFetchFailed", phase: "start" },
      { type: "profileFetchFailed", phase: "guard" },
    ];
    for (const event of late) expect(authReducer(LOGGED_OUT, event)).toEqual({ state: LOGGED_OUT, effects: [] });
  });
});

describe("§4 invariants", () => {
  const cookieArb = fc.record({
    id: fc.constantFrom("m-1", "m-2"),
    token: fc.constant("t"),
    refreshToken: fc.constant("r"),
    exp: fc.integer({ min: NOW_S - 100, max: NOW_S + 100 }),
    expRefresh: fc.integer({ min: NOW_S - 100, max: NOW_S + 100 }),
  });
  const eventArb: fc.Arbitrary<AuthEvent> = fc.oneof(
    fc.record({
      type: fc.constant("cookieRead" as const),
      source: fc.constantFrom("request" as const, "restored" as const),
      raw: fc.option(cookieArb),
      nowMs: fc.constant(NOW_MS),
    }),
    fc.constant({ type: "refreshFailed" as const }),
    fc.constant({ type: "profileLoaded" as const }),
    fc.constant({ type: "logoutRequested" as const }),
    fc.constant({ type: "profilingCompleted" as const }),
    fc
      .constantFrom("start" as const, "guard" as const)
      .map((phase) => ({ type: "profileFetchFailed" as const, phase })),
  );

  it("a logged-in state always holds a cookie that is not fully expired when it came from a cookie read", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        let state: AuthState = LOGGED_OUT;
        for (const event of events) {
          const next = authReducer(state, event);
          if (event.type === "cookieRead" && next.state.status === "loggedIn") {
            expect(next.state.cookie.expRefresh > NOW_S || next.state.cookie.exp > NOW_S).toBe(true);
          }
          if (event.type === "logoutRequested" || event.type === "refreshFailed")
            expect(isLoggedIn(next.state)).toBe(false);
          if (next.effects.some((e) => e.type === "fetchProfile")) {
            expect(next.state).toMatchObject({ status: "loggedIn", profile: "loading" });
          }
          state = next.state;
        }
      }),
    );
  });

  it("exposes only the loggedIn flag to the site-wide state", () => {
    expect(siteAuth(LOGGED_OUT)).toEqual({ loggedIn: false });
    expect(siteAuth(inWith("loaded"))).toEqual({ loggedIn: true });
  });
});
