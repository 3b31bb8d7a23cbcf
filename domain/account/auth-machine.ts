// §4 "States and transitions" (auth, user states), §7 (/auth/local, /refresh-token, /profile, /device),
// §8 (401, profile fetch failures): the auth state machine as a pure reducer. It never performs anything:
// it returns the next state and the effects the caller must carry out, in order.
import {
  authCookieFromLogin,
  authCookieStatus,
  parseAuthCookie,
  refreshedAuthCookie,
  type AuthCookie,
  type RefreshResponse,
  type TokenResponse,
} from "./auth-cookie.ts";
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING, LOGIN_PATH, type Destination } from "./destination.ts";

/** §4 User states: whether the logged-in member's profile is absent, being fetched, or loaded. */
export type ProfileLoad = "missing" | "loading" | "loaded";

/** §4 Auth: logged out, or logged in with the cookie's content and the profile's load state. */
export type AuthState =
  | { readonly status: "loggedOut" }
  | { readonly status: "loggedIn"; readonly cookie: AuthCookie; readonly profile: ProfileLoad };

/** §4: the initial state. */
export const LOGGED_OUT: AuthState = { status: "loggedOut" };

/** §4: what can happen to a session. `raw` is the auth cookie value as read (null or undefined when absent). */
export type AuthEvent =
  | { readonly type: "loginSucceeded"; readonly response: TokenResponse; readonly nowMs: number }
  | {
      readonly type: "cookieRead";
      readonly source: "request" | "restored";
      readonly raw: unknown;
      readonly nowMs: number;
    }
  | { readonly type: "refreshSucceeded"; readonly response: RefreshResponse; readonly nowMs: number }
  | { readonly type: "refreshFailed" }
  | { readonly type: "profileLoaded" }
  | { readonly type: "profileFetchFailed"; readonly phase: "start" | "guard" }
  | { readonly type: "profilingCompleted" }
  | { readonly type: "logoutRequested" };

/** §4/§7: what the caller must do after a transition. */
export type AuthEffect =
  | { readonly type: "writeCookie"; readonly cookie: AuthCookie }
  | { readonly type: "clearCookie" }
  | { readonly type: "clearProfile" }
  | { readonly type: "clearProfilingSteps" }
  | { readonly type: "refreshTokens"; readonly refreshToken: string }
  | { readonly type: "fetchProfile" }
  | { readonly type: "registerDevice" }
  | { readonly type: "revokeSession"; readonly refreshToken: string }
  | { readonly type: "navigate"; readonly to: Destination };

export interface AuthTransition {
  readonly state: AuthState;
  readonly effects: readonly AuthEffect[];
}

const stay = (state: AuthState): AuthTransition => ({ state, effects: [] });

function loggedIn(cookie: AuthCookie, profile: ProfileLoad): AuthState {
  return { status: "loggedIn", cookie, profile };
}

/** §4: the auth reducer. Events that make no sense in the current state leave it unchanged, with no effect. */
export function authReducer(state: AuthState, event: AuthEvent): AuthTransition {
  switch (event.type) {
    case "loginSucceeded": {
      const cookie = authCookieFromLogin(event.response, event.nowMs);
      return {
        state: loggedIn(cookie, "loading"),
        effects: [
          { type: "writeCookie", cookie },
          { type: "clearProfile" },
          { type: "clearProfilingSteps" },
          { type: "fetchProfile" },
        ],
      };
    }
    case "cookieRead":
      return onCookieRead(state, event.raw, event.nowMs);
    case "refreshSucceeded": {
      if (state.status === "loggedOut") return stay(state);
      const cookie = refreshedAuthCookie(state.cookie, event.response, event.nowMs);
      return { state: { ...state, cookie }, effects: [{ type: "writeCookie", cookie }] };
    }
    case "refreshFailed":
      if (state.status === "loggedOut") return stay(state);
      return {
        state: LOGGED_OUT,
        effects: [{ type: "clearCookie" }, { type: "clearProfile" }, { type: "navigate", to: ACCOUNT_SITE_LOGOUT }],
      };
    case "profileLoaded":
      if (state.status === "loggedOut") return stay(state);
      return { state: { ...state, profile: "loaded" }, effects: [{ type: "registerDevice" }] };
    case "profileFetchFailed":
      if (state.status === "loggedOut") return stay(state);
      if (event.phase === "start") {
        return { state: LOGGED_OUT, effects: [{ type: "clearCookie" }, { type: "clearProfile" }] };
      }
      return {
        state: { ...state, profile: "missing" },
        effects: [{ type: "navigate", to: ACCOUNT_SITE_PROFILING }],
      };
    case "profilingCompleted":
      if (state.status === "loggedOut") return { state, effects: [{ type: "clearProfilingSteps" }] };
      return {
        state: { ...state, profile: "loading" },
        effects: [{ type: "clearProfilingSteps" }, { type: "fetchProfile" }],
      };
    case "logoutRequested": {
      const revoke: AuthEffect[] =
        state.status === "loggedIn" ? [{ type: "revokeSession", refreshToken: state.cookie.refreshToken }] : [];
      return {
        state: LOGGED_OUT,
        effects: [
          ...revoke,
          { type: "clearCookie" },
          { type: "clearProfile" },
          { type: "navigate", to: { site: "self", path: LOGIN_PATH } },
        ],
      };
    }
  }
}

function onCookieRead(state: AuthState, raw: unknown, nowMs: number): AuthTransition {
  const parsed = parseAuthCookie(raw);
  const cookie = parsed.isOk() && authCookieStatus(parsed.value, nowMs) !== "expired" ? parsed.value : null;

  if (cookie === null) {
    // Cookie absent, unreadable, invalid or with both tokens expired: no session.
    const present = parsed.isOk() || parsed.error.type !== "AuthCookieMissing";
    const clearCookie: AuthEffect[] = present ? [{ type: "clearCookie" }] : [];
    if (state.status === "loggedOut") return { state, effects: clearCookie };
    return { state: LOGGED_OUT, effects: [...clearCookie, { type: "clearProfile" }] };
  }

  const refresh: AuthEffect[] =
    authCookieStatus(cookie, nowMs) === "refreshable"
      ? [{ type: "refreshTokens", refreshToken: cookie.refreshToken }]
      : [];

  if (state.status === "loggedOut") {
    return { state: loggedIn(cookie, "loading"), effects: [...refresh, { type: "fetchProfile" }] };
  }
  if (state.cookie.id !== cookie.id) {
    // The cookie names another member than the one in memory: log in again from the cookie.
    return {
      state: loggedIn(cookie, "loading"),
      effects: [{ type: "clearProfile" }, { type: "clearProfilingSteps" }, ...refresh, { type: "fetchProfile" }],
    };
  }
  if (state.profile === "missing") {
    return { state: loggedIn(cookie, "loading"), effects: [...refresh, { type: "fetchProfile" }] };
  }
  return { state: loggedIn(cookie, state.profile), effects: refresh };
}

/** §4: whether a state is logged in. */
export function isLoggedIn(state: AuthState): boolean {
  return state.status === "loggedIn";
}

/** §3 Site-wide state: the `auth` part shown to the UI (no token ever leaves the reducer's state). */
export function siteAuth(state: AuthState): { loggedIn: boolean } {
  return { loggedIn: isLoggedIn(state) };
}
