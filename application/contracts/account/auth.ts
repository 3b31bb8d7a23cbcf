// HTTP contract of authentication: §7 POST /auth/local and POST /refresh-token, plus sign-up,
// logout, forgotten and reset password, shared by the API and the web client.
import * as v from "valibot";

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
export const ForgotPasswordRequest = v.strictObject({ email: v.pipe(v.string(), v.maxLength(320)) });
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
