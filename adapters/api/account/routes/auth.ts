// Authentication routes: §7 POST /auth/local and POST /refresh-token, sign-up, logout, forgotten and
// reset password, account deletion.
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
  DeleteAccountRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  RefreshResponse,
  ResetPasswordRequest,
  SignUpRequest,
} from "../../../../application/contracts/account/auth.ts";
import { OkResponse } from "../../../../application/contracts/common.ts";
import { bearerToken, clearAuthCookie, readAuthCookie, setAuthCookie } from "../../http/auth-cookie.ts";
import { clientIp, fail, readJson, tooMany, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { COMMON_ERRORS, MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

function loginBody(session: IssuedSession): LoginResponse {
  return { id: session.memberId, member: { token: session.accessToken, refreshToken: session.refreshToken } };
}

export function authRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();

  docs.add({
    method: "post",
    path: "/auth/local",
    summary: "Log in with e-mail and password (§7); sets the auth cookie",
    tags: ["auth"],
    body: LoginRequest,
    responses: {
      200: { description: "Logged in", schema: LoginResponse },
      ...COMMON_ERRORS,
      400: { description: "InvalidCredentials (one message whatever the cause), ValidationFailed" },
      429: { description: "TooManyRequests: too many failures for this account or address (Retry-After)" },
    },
  });
  app.post("/auth/local", async (c) => {
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

  docs.add({
    method: "post",
    path: "/auth/local/register",
    summary: "Sign up (§5 form rules); logs the new member in and sets the auth cookie",
    tags: ["auth"],
    body: SignUpRequest,
    responses: {
      201: { description: "Account created, logged in; profiling comes next", schema: LoginResponse },
      ...COMMON_ERRORS,
      400: {
        description:
          "ValidationFailed (fields carry the §5 codes), SignupRefused (generic: the address cannot be used)",
      },
      429: { description: "TooManyRequests" },
    },
  });
  app.post("/auth/local/register", async (c) => {
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

  docs.add({
    method: "post",
    path: "/refresh-token",
    summary: "New access token from the refresh token (body, or the auth cookie); rotates the refresh token (§7)",
    tags: ["auth"],
    body: RefreshRequest,
    responses: {
      200: {
        description: "The new access token and the refresh token that replaces the one sent; the cookie is updated",
        schema: RefreshResponse,
      },
      ...COMMON_ERRORS,
      401: {
        description:
          "InvalidRefreshToken (unknown, expired, logged out), RefreshTokenReused (the whole login is revoked)",
      },
    },
  });
  app.post("/refresh-token", async (c) => {
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

  docs.add({
    method: "post",
    path: "/auth/logout",
    summary: "Log out: revokes the session's refresh-token family and clears the auth cookie (idempotent)",
    tags: ["auth"],
    body: RefreshRequest,
    responses: { 204: { description: "Logged out" }, ...COMMON_ERRORS },
  });
  app.post("/auth/logout", async (c) => {
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

  docs.add({
    method: "post",
    path: "/auth/forgot-password",
    summary: "Ask for a password-reset link; always answered the same, whether or not the address has an account",
    tags: ["auth"],
    body: ForgotPasswordRequest,
    responses: {
      200: { description: "Taken into account", schema: OkResponse },
      ...COMMON_ERRORS,
      429: { description: "TooManyRequests" },
    },
  });
  app.post("/auth/forgot-password", async (c) => {
    const body = await readJson(c, ForgotPasswordRequest);
    if (!body.ok) return body.response;
    const result = await container
      .resolve(RequestPasswordReset)
      .execute({ email: body.value.email, ip: clientIp(c, settings) });
    if (result.isErr()) {
      return result.error.type === "TooManyAttempts"
        ? tooMany(c, result.error.retryAfterSeconds)
        : fail(c, 400, "ValidationFailed", result.error.fields);
    }
    return c.json({ ok: true } satisfies OkResponse, 200);
  });

  docs.add({
    method: "post",
    path: "/auth/reset-password",
    summary: "Set a new password with the e-mailed single-use token; ends every session of the account",
    tags: ["auth"],
    body: ResetPasswordRequest,
    responses: {
      200: { description: "Password changed; log in again", schema: OkResponse },
      ...COMMON_ERRORS,
      400: {
        description:
          "InvalidResetToken (unknown, used or expired), ValidationFailed (PasswordTooShort, PasswordsDiffer...)",
      },
    },
  });
  app.post("/auth/reset-password", async (c) => {
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

  docs.add({
    method: "delete",
    path: "/account",
    summary: "Delete the account and its data (the current password confirms it); clears the auth cookie",
    tags: ["account"],
    body: DeleteAccountRequest,
    responses: {
      204: { description: "Deleted" },
      ...COMMON_ERRORS,
      400: { description: "PasswordIncorrect, ValidationFailed" },
      401: MEMBER_ERRORS[401],
      429: { description: "TooManyRequests: too many wrong passwords" },
    },
  });
  app.delete("/account", requireMember(container, settings, { profiled: false }), async (c) => {
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
