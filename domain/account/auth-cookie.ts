// §3 "Auth cookie content", §7 auth calls, §9 "Auth and cookies": what the auth cookie holds, the token
// responses it is built from, and how long each part lives. Times: `nowMs` is epoch milliseconds (what the
// caller's clock gives); `exp` and `expRefresh` are epoch seconds, as in a JWT.
import { err, ok, type Result } from "neverthrow";
import * as v from "valibot";

/** §9: access token max age, 1 day. */
export const ACCESS_TOKEN_MAX_AGE_S = 86_400;
/** §9: refresh token max age, 366 days. */
export const REFRESH_TOKEN_MAX_AGE_S = 31_622_400;
/** §9: auth cookie max age, about 5 years (the cookie outlives the tokens it carries). */
export const AUTH_COOKIE_MAX_AGE_S = 158_112_000;

const Token = v.pipe(v.string(), v.nonEmpty());
/** §3: the member id, a non-empty string or an integer; always kept as a string so ids compare reliably. */
export const MemberIdSchema = v.union([
  v.pipe(v.string(), v.trim(), v.nonEmpty()),
  v.pipe(v.number(), v.integer(), v.transform(String)),
]);
const EpochSeconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/** §3 Auth cookie content: id, token, refreshToken, exp, expRefresh. */
export const AuthCookieSchema = v.object({
  id: MemberIdSchema,
  token: Token,
  refreshToken: Token,
  exp: EpochSeconds,
  expRefresh: EpochSeconds,
});
export type AuthCookie = v.InferOutput<typeof AuthCookieSchema>;

export type AuthCookieError =
  { type: "AuthCookieMissing" } | { type: "AuthCookieMalformed" } | { type: "AuthCookieInvalid"; reason: string };

/** §3: reads the cookie value (JSON text or an already parsed object); absent, unreadable or invalid is an error. */
export function parseAuthCookie(raw: unknown): Result<AuthCookie, AuthCookieError> {
  if (raw === null || raw === undefined || raw === "") return err({ type: "AuthCookieMissing" });
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return err({ type: "AuthCookieMalformed" });
    }
  }
  const parsed = v.safeParse(AuthCookieSchema, value);
  return parsed.success ? ok(parsed.output) : err({ type: "AuthCookieInvalid", reason: v.summarize(parsed.issues) });
}

/** §3: the cookie value as written (JSON). */
export function serializeAuthCookie(cookie: AuthCookie): string {
  return JSON.stringify(cookie);
}

function nowSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** §4/§9: `active` (access token valid), `refreshable` (only the refresh token valid) or `expired` (neither). */
export type AuthCookieStatus = "active" | "refreshable" | "expired";

/** §4/§9: the state of a cookie at `nowMs`; a token is expired from its `exp` second on. */
export function authCookieStatus(cookie: AuthCookie, nowMs: number): AuthCookieStatus {
  const now = nowSeconds(nowMs);
  if (now < cookie.exp) return "active";
  if (now < cookie.expRefresh) return "refreshable";
  return "expired";
}
