// The auth cookie (§3 content: id, token, refreshToken, exp, expRefresh; §9: 158112000 s): JSON, URI-encoded,
// httpOnly, Secure outside localhost, SameSite=Lax, name and domain from configuration.
// Written by hand: Hono's helper refuses a Max-Age over 400 days (browsers cap it there anyway).
import type { Context } from "hono";
import {
  AUTH_COOKIE_MAX_AGE_S,
  parseAuthCookie,
  serializeAuthCookie,
  type AuthCookie,
} from "../../../domain/account/auth-cookie.ts";
import type { IssuedSession } from "../../../application/api/account/auth/issue-session.ts";
import type { HttpSettings } from "./settings.ts";

type CookieSettings = Pick<HttpSettings, "cookieName" | "cookieDomain" | "secureCookies">;

function attributes(settings: CookieSettings, maxAge: number): string {
  const parts = [`Max-Age=${maxAge}`, "Path=/"];
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (settings.cookieDomain) parts.push(`Domain=${settings.cookieDomain}`);
  parts.push("HttpOnly");
  if (settings.secureCookies) parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

/** The cookie of a session. */
export function sessionCookie(session: IssuedSession): AuthCookie {
  return {
    id: session.memberId,
    token: session.accessToken,
    refreshToken: session.refreshToken,
    exp: session.accessExpiresAt,
    expRefresh: session.refreshExpiresAt,
  };
}

export function setAuthCookie(c: Context, settings: CookieSettings, session: IssuedSession): void {
  const value = encodeURIComponent(serializeAuthCookie(sessionCookie(session)));
  c.header("Set-Cookie", `${settings.cookieName}=${value}; ${attributes(settings, AUTH_COOKIE_MAX_AGE_S)}`, {
    append: true,
  });
}

export function clearAuthCookie(c: Context, settings: CookieSettings): void {
  c.header("Set-Cookie", `${settings.cookieName}=; ${attributes(settings, 0)}`, { append: true });
}

/** The auth cookie of the request, or null when absent or unreadable. */
export function readAuthCookie(c: Context, settings: CookieSettings): AuthCookie | null {
  const header = c.req.header("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0 || part.slice(0, index).trim() !== settings.cookieName) continue;
    let raw = part.slice(index + 1).trim();
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const parsed = parseAuthCookie(raw);
    return parsed.isOk() ? parsed.value : null;
  }
  return null;
}

/** The bearer token of the Authorization header, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
