// Authentication routes: §7 POST /auth/local and POST /refresh-token, sign-up, logout, forgotten and
// reset password, account deletion.
import { DEFAULT_LOCALE } from "../../../../domain/locale/locale.ts";
import { Hono } from "hono";
import type { IssuedSession } from "../../../../application/api/account/auth/issue-session.ts";
import { LogIn } from "../../../../application/api/account/auth/log-in.ts";
import { LogOut } from "../../../../application/api/account/auth/log-out.ts";
import { RefreshSession } from "../../../../application/api/account/auth/refresh-session.ts";
import { RequestPasswordReset } from "../../../../application/api/account/auth/request-password-reset.ts";
import { ResetPassword } from "../../../../application/api/account/auth/reset-password.ts";
import { SignUp } from "../../../../application/api/account/auth/sign-up.ts";
import { DeleteAccount } from "../../../../application/api/account/members/delete-account.ts";
import {
  DELETE_ACCOUNT,
  DeleteAccountRequest,
  FORGOT_PASSWORD,
  LOG_IN,
  LOG_OUT,
  REFRESH_TOKEN,
  RESET_PASSWORD,
  SIGN_UP,
  ForgotPasswordRequest,
  LoginRequest,
  type LoginResponse,
  RefreshRequest,
  type RefreshResponse,
  ResetPasswordRequest,
  SignUpRequest,
} from "../../../../application/contracts/account/auth.ts";
import type { OkResponse } from "../../../../application/contracts/common.ts";
import { bearerToken, clearAuthCookie, readAuthCookie, setAuthCookie } from "../../http/auth-cookie.ts";
import { clientIp, fail, readJson, tooMany, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

function loginBody(session: IssuedSession): LoginResponse {
  return { id: session.memberId, member: { token: session.accessToken, refreshToken: session.refreshToken } };
}

export function authRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();

  mount(app, docs, LOG_IN, async (c) => {
    const body = await readJson(c, LoginRequest);
    if (!body.ok) return body.response;
    const { identifier, password } = body.value;
    const fields: Record<string, string> = {};
    if (identifier.trim() === "") fields.identifier = "LoginEmailEmpty";
    if (password === "") fields.password = "PasswordEmpty";
    if (Object.keys(fields).length > 0) return fail(c, 400, "ValidationFailed", fields);
    const result = await container.resolve(LogIn).execute({ identifier, password, ip: clientIp(c, settings) });
    if (result.isErr()) {
      return result.error.type === "TooManyAttempts"
        ? tooMany(c, result.error.retryAfterSeconds)
        : fail(c, 400, "InvalidCredentials");
    }
    setAuthCookie(c, settings, result.value);
    c.header("Cache-Control", "no-store");
    return c.json(loginBody(result.value), 200);
  });

  mount(app, docs, SIGN_UP, async (c) => {
    const body = await readJson(c, SignUpRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(SignUp).execute({ ...body.value, ip: clientIp(c, settings) });
    if (result.isErr()) {
      const error = result.error;
      if (error.type === "ValidationFailed") return fail(c, 400, "ValidationFailed", error.fields);
      if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
      return fail(c, 400, "SignupRefused");
    }
    setAuthCookie(c, settings, result.value);
    c.header("Cache-Control", "no-store");
    return c.json(loginBody(result.value), 201);
  });

  mount(app, docs, REFRESH_TOKEN, async (c) => {
    const body = await readJson(c, RefreshRequest, { optional: true });
    if (!body.ok) return body.response;
    const refreshToken = body.value.refreshToken ?? readAuthCookie(c, settings)?.refreshToken ?? null;
    if (!refreshToken) return fail(c, 401, "InvalidRefreshToken");
    const result = await container.resolve(RefreshSession).execute(refreshToken);
    if (result.isErr()) {
      if (readAuthCookie(c, settings)) clearAuthCookie(c, settings);
      return fail(c, 401, result.error.type);
    }
    setAuthCookie(c, settings, result.value);
    c.header("Cache-Control", "no-store");
    const response: RefreshResponse = {
      member: { token: result.value.accessToken, refreshToken: result.value.refreshToken },
    };
    return c.json(response, 200);
  });

  mount(app, docs, LOG_OUT, async (c) => {
    const body = await readJson(c, RefreshRequest, { optional: true });
    if (!body.ok) return body.response;
    const cookie = readAuthCookie(c, settings);
    await container.resolve(LogOut).execute({
      accessToken: bearerToken(c) ?? cookie?.token ?? null,
      refreshToken: body.value.refreshToken ?? cookie?.refreshToken ?? null,
    });
    clearAuthCookie(c, settings);
    return c.body(null, 204);
  });

  mount(app, docs, FORGOT_PASSWORD, async (c) => {
    const body = await readJson(c, ForgotPasswordRequest);
    if (!body.ok) return body.response;
    const result = await container
      .resolve(RequestPasswordReset)
      .execute({ email: body.value.email, locale: body.value.locale ?? DEFAULT_LOCALE, ip: clientIp(c, settings) });
    if (result.isErr()) {
      return result.error.type === "TooManyAttempts"
        ? tooMany(c, result.error.retryAfterSeconds)
        : fail(c, 400, "ValidationFailed", result.error.fields);
    }
    return c.json({ ok: true } satisfies OkResponse, 200);
  });

  mount(app, docs, RESET_PASSWORD, async (c) => {
    const body = await readJson(c, ResetPasswordRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(ResetPassword).execute(body.value);
    if (result.isErr()) {
      return result.error.type === "ValidationFailed"
        ? fail(c, 400, "ValidationFailed", result.error.fields)
        : fail(c, 400, "InvalidResetToken");
    }
    clearAuthCookie(c, settings);
    return c.json({ ok: true } satisfies OkResponse, 200);
  });

  mount(app, docs, DELETE_ACCOUNT, requireMember(container, settings, { profiled: false }), async (c) => {
    const body = await readJson(c, DeleteAccountRequest);
    if (!body.ok) return body.response;
    const result = await container
      .resolve(DeleteAccount)
      .execute({ memberId: c.get("member").memberId, password: body.value.password });
    if (result.isErr()) {
      const error = result.error;
      if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
      if (error.type === "MemberNotFound") return fail(c, 404, "MemberNotFound");
      return fail(c, 400, "PasswordIncorrect");
    }
    clearAuthCookie(c, settings);
    return c.body(null, 204);
  });

  return app;
}
