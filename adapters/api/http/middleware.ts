// Cross-cutting guards of /api: CSRF on unsafe methods, member authentication, the profiling gate (§8 409).
import type { MiddlewareHandler } from "hono";
import type { DependencyContainer } from "tsyringe";
import { Authenticate } from "../../../application/api/account/auth/authenticate.ts";
import { CSRF_HEADER } from "../../../application/contracts/http.ts";
import { refuseForeignRequest } from "../../../domain/http/request-origin.ts";
import { bearerToken, readAuthCookie } from "./auth-cookie.ts";
import { fail, type ApiEnv } from "./context.ts";
import type { HttpSettings } from "./settings.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for state-changing requests: the custom header of §7 (which a cross-site form cannot send
 * and a cross-site script cannot send without a CORS preflight this API never grants), and the origin rule
 * shared with the pages' forms (domain/http/request-origin.ts). Requests authenticated by a valid bearer token
 * carry no ambient credential: exempt. An `Authorization: Bearer` that does not authenticate is a 401, never a
 * way around the origin check (issue 14).
 */
export function csrfGuard(
  container: DependencyContainer,
  settings: Pick<HttpSettings, "allowedOrigins" | "csrfExemptPaths">,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const authorization = c.req.header("authorization");
    if (authorization !== undefined && /^\s*bearer\b/i.test(authorization)) {
      const token = bearerToken(c);
      const member = token === null ? null : await container.resolve(Authenticate).execute(token);
      if (member === null || member.isErr()) return fail(c, 401, "Unauthenticated");
      return next();
    }
    const url = new URL(c.req.url);
    if (settings.csrfExemptPaths.some((path) => url.pathname.endsWith(path))) return next();
    if (c.req.header(CSRF_HEADER) === undefined) return fail(c, 403, "CsrfRejected", { [CSRF_HEADER]: "Required" });
    const refusal = refuseForeignRequest({
      origin: c.req.header("origin") ?? null,
      secFetchSite: c.req.header("sec-fetch-site") ?? null,
      ownOrigin: url.origin,
      allowedOrigins: settings.allowedOrigins,
    });
    if (refusal !== null) return fail(c, 403, "CsrfRejected", { [refusal]: "NotAllowed" });
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
