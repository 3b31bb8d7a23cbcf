// HTTP contract of authentication: §7 POST /auth/local and POST /refresh-token, plus sign-up,
// logout, forgotten and reset password, shared by the API and the web client.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import { OkResponse } from "../common.ts";
import { LOCALES } from "../../../domain/locale/locale.ts";

const Token = v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048));

/** §7 POST /auth/local: `identifier` is the e-mail address. */
export const LoginRequest = v.strictObject({
  identifier: v.pipe(v.string(), v.maxLength(320)),
  password: v.pipe(v.string(), v.maxLength(1024)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** §7 POST /auth/local (and sign-up): the member id and both tokens; the auth cookie is set as well. */
export const LoginResponse = v.object({
  id: v.string(),
  member: v.object({ token: v.string(), refreshToken: v.string() }),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** §7 POST /refresh-token: the refresh token in the body, or none to use the auth cookie's. */
export const RefreshRequest = v.strictObject({ refreshToken: v.optional(Token) });
export type RefreshRequest = v.InferOutput<typeof RefreshRequest>;

/** §7 POST /refresh-token: the new access token, and the rotated refresh token that replaces the one sent. */
export const RefreshResponse = v.object({ member: v.object({ token: v.string(), refreshToken: v.string() }) });
export type RefreshResponse = v.InferOutput<typeof RefreshResponse>;

/**
 * Sign-up: the fields of the §5 sign-up form. Types are checked here; the §5 rules (and their codes)
 * are those of domain/validation/forms.ts.
 */
export const SignUpRequest = v.strictObject({
  firstname: v.pipe(v.string(), v.maxLength(100)),
  lastname: v.pipe(v.string(), v.maxLength(100)),
  email: v.pipe(v.string(), v.maxLength(320)),
  confirmEmail: v.pipe(v.string(), v.maxLength(320)),
  password: v.pipe(v.string(), v.maxLength(1024)),
  confirmPassword: v.pipe(v.string(), v.maxLength(1024)),
  birthdate: v.pipe(v.string(), v.maxLength(10)),
  acceptConditions: v.boolean(),
});
export type SignUpRequest = v.InferOutput<typeof SignUpRequest>;

/** Forgotten password: always answered 200, whether or not the address has an account. */
/** `locale`: the language of the page the request comes from, the mail's (issue 32; French when absent). */
export const ForgotPasswordRequest = v.strictObject({
  email: v.pipe(v.string(), v.maxLength(320)),
  locale: v.optional(v.picklist(LOCALES, "LocaleInvalid")),
});
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequest>;

/** Reset password with the single-use token of the e-mailed link. */
export const ResetPasswordRequest = v.strictObject({
  token: Token,
  password: v.pipe(v.string(), v.maxLength(1024)),
  confirmPassword: v.pipe(v.string(), v.maxLength(1024)),
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;

/** Account deletion: the current password confirms it. */
export const DeleteAccountRequest = v.strictObject({ password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)) });
export type DeleteAccountRequest = v.InferOutput<typeof DeleteAccountRequest>;

/** §7 POST /auth/local: log in; sets the auth cookie. */
export const LOG_IN = endpoint({
  method: "POST",
  path: "/auth/local",
  summary: "Log in with e-mail and password (§7); sets the auth cookie",
  tags: ["auth"],
  body: LoginRequest,
  response: LoginResponse,
  success: { status: 200, description: "Logged in" },
  errors: { 400: ["InvalidCredentials", "ValidationFailed"], 429: ["TooManyRequests"] },
  notes: {
    400: "InvalidCredentials is one message whatever the cause",
    429: "too many failures for this account or address (Retry-After)",
  },
});

/** §5 POST /auth/local/register: sign up; logs the new member in. */
export const SIGN_UP = endpoint({
  method: "POST",
  path: "/auth/local/register",
  summary: "Sign up (§5 form rules); logs the new member in and sets the auth cookie",
  tags: ["auth"],
  body: SignUpRequest,
  response: LoginResponse,
  success: { status: 201, description: "Account created, logged in; profiling comes next" },
  errors: { 400: ["ValidationFailed", "SignupRefused"], 429: ["TooManyRequests"] },
  notes: { 400: "fields carry the §5 codes; SignupRefused is generic (the address cannot be used)" },
});

/** §7 POST /refresh-token: a new access token; rotates the refresh token. */
export const REFRESH_TOKEN = endpoint({
  method: "POST",
  path: "/refresh-token",
  summary: "New access token from the refresh token (body, or the auth cookie); rotates the refresh token (§7)",
  tags: ["auth"],
  body: RefreshRequest,
  response: RefreshResponse,
  success: {
    status: 200,
    description: "The new access token and the refresh token that replaces the one sent; the cookie is updated",
  },
  errors: { 401: ["InvalidRefreshToken", "RefreshTokenReused"] },
  notes: { 401: "InvalidRefreshToken: unknown, expired, logged out; RefreshTokenReused: the whole login is revoked" },
});

/** POST /auth/logout: revokes the session's refresh-token family (idempotent). */
export const LOG_OUT = endpoint({
  method: "POST",
  path: "/auth/logout",
  summary: "Log out: revokes the session's refresh-token family and clears the auth cookie (idempotent)",
  tags: ["auth"],
  body: RefreshRequest,
  response: v.unknown(),
  success: { status: 204, description: "Logged out" },
  errors: {},
});

/** POST /auth/forgot-password: ask for a reset link (same answer whether the address has an account or not). */
export const FORGOT_PASSWORD = endpoint({
  method: "POST",
  path: "/auth/forgot-password",
  summary: "Ask for a password-reset link; always answered the same, whether or not the address has an account",
  tags: ["auth"],
  body: ForgotPasswordRequest,
  response: OkResponse,
  success: { status: 200, description: "Taken into account" },
  errors: { 429: ["TooManyRequests"] },
});

/** POST /auth/reset-password: a new password with the e-mailed token; ends every session. */
export const RESET_PASSWORD = endpoint({
  method: "POST",
  path: "/auth/reset-password",
  summary: "Set a new password with the e-mailed single-use token; ends every session of the account",
  tags: ["auth"],
  body: ResetPasswordRequest,
  response: OkResponse,
  success: { status: 200, description: "Password changed; log in again" },
  errors: { 400: ["InvalidResetToken", "ValidationFailed"] },
  notes: { 400: "InvalidResetToken: unknown, used or expired; ValidationFailed: PasswordTooShort, PasswordsDiffer..." },
});

/** DELETE /account: delete the account and its data (the current password confirms it). */
export const DELETE_ACCOUNT = endpoint({
  method: "DELETE",
  path: "/account",
  summary: "Delete the account and its data (the current password confirms it); clears the auth cookie",
  tags: ["account"],
  body: DeleteAccountRequest,
  response: v.unknown(),
  success: { status: 204, description: "Deleted" },
  member: { profiled: false },
  errors: { 400: ["PasswordIncorrect", "ValidationFailed"], 429: ["TooManyRequests"] },
  notes: { 429: "too many wrong passwords" },
});
