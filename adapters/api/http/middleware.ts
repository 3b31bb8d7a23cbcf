// Cross-cutting guards of /api: CSRF on unsafe methods, member authentication, the profiling gate (§8 409).
import type { MiddlewareHandler } from "hono";
import type { DependencyContainer } from "tsyringe";
import { Authenticate } from "../../../application/api/account/auth/authenticate.ts";
import { CSRF_HEADER } from "../../../application/contracts/http.ts";
import { bearerToken, readAuthCookie } from "./auth-cookie.ts";
import { fail, type ApiEnv } from "./context.ts";
import type { HttpSettings } from "./settings.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for state-changing requests: the custom header of §7 (which a cross-site form cannot send
 * and a cross-site script cannot send without a CORS preflight this API never grants), and the origin:
 * `Origin` must be the request's own origin or an allowed one; without `Origin`, `Sec-Fetch-Site` must be
 * same-origin or none. Requests authenticated by a bearer token carry no ambient credential: exempt.
 */
export function csrfGuard(
  settings: Pick<HttpSettings, "allowedOrigins" | "csrfExemptPaths">,
): MiddlewareHandler<ApiEnv> {
  const allowed = new Set(settings.allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || bearerToken(c) !== null) return next();
    const url = new URL(c.req.url);
    if (settings.csrfExemptPaths.some((path) => url.pathname.endsWith(path))) return next();
    if (c.req.header(CSRF_HEADER) === undefined) return fail(c, 403, "CsrfRejected", { [CSRF_HEADER]: "Required" });
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin !== url.origin && !allowed.has(origin)) return fail(c, 403, "CsrfRejected", { origin: "NotAllowed" });
    } else {
      const site = c.req.header("sec-fetch-site");
      if (site !== undefined && site !== "same-origin" && site !== "none")
        return fail(c, 403, "CsrfRejected", { "sec-fetch-site": "NotAllowed" });
    }
    return next();
  };
}

/** The access token of the request: the bearer header first, else the auth cookie's. */
export function accessTokenOf(c: Parameters<MiddlewareHandler<ApiEnv>>[0], settings: HttpSettings): string | null {
  return bearerToken(c) ?? readAuthCookie(c, settings)?.token ?? null;
}

/**
 * Requires a member (401 Unauthenticated otherwise, which the web app answers by refreshing, §8).
 * With `profiled`, a member who has not completed profiling gets 409 ProfilingRequired (§8).
 */
export function requireMember(
  container: DependencyContainer,
  settings: HttpSettings,
  options: { profiled: boolean },
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = accessTokenOf(c, settings);
    if (!token) return fail(c, 401, "Unauthenticated");
    const member = await container.resolve(Authenticate).execute(token);
    if (member.isErr()) return fail(c, 401, "Unauthenticated");
    if (options.profiled && !member.value.profiled) return fail(c, 409, "ProfilingRequired");
    c.set("member", member.value);
    return next();
  };
}
