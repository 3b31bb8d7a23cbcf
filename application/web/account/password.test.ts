import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { ForgotPassword } from "./forgot-password.ts";
import { ResetPassword } from "./reset-password.ts";

describe("ForgotPassword (§2 /forgot-password)", () => {
  it("checks the e-mail with the §5 login rules before calling the API", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    expect((await resolve(ForgotPassword).execute({ email: "", locale: "fr" }))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { email: "LoginEmailEmpty" },
    });
    expect((await resolve(ForgotPassword).execute({ email: "nope", locale: "fr" }))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { email: "EmailInvalid" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("is done once the API took the request, whatever the address", async () => {
    const api = new MemoryApiClient().on("POST /auth/forgot-password", () => ({ ok: { ok: true } }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(ForgotPassword).execute({ email: " someone@example.org ", locale: "en" })).isOk()).toBe(true);
    // Issue 32: the page's language travels with the request, for the mail.
    expect(api.calls[0]?.body).toEqual({ email: "someone@example.org", locale: "en" });
  });

  it("reports throttling", async () => {
    const api = new MemoryApiClient().on("POST /auth/forgot-password", () => ({
      fail: httpFailure(429, "TooManyRequests"),
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(ForgotPassword).execute({ email: "a@b.fr", locale: "fr" }))._unsafeUnwrapErr()).toEqual({
      type: "TooManyAttempts",
    });
  });
});

describe("ResetPassword (§2 /reset, §5 password rules)", () => {
  const input = { token: "tok-1", password: "Nouveau-2026", confirmPassword: "Nouveau-2026" };

  it("refuses a missing token without calling the API", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    expect((await resolve(ResetPassword).execute({ ...input, token: " " }))._unsafeUnwrapErr()).toEqual({
      type: "InvalidResetToken",
    });
    expect(api.calls).toHaveLength(0);
  });

  it("applies the §5 password rules", async () => {
    const { resolve } = memoryAccountContainer({ cookie: null });
    const short = await resolve(ResetPassword).execute({ ...input, password: "1234567", confirmPassword: "" });
    expect(short._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { password: "PasswordTooShort", confirmPassword: "Required" },
    });
    const differ = await resolve(ResetPassword).execute({ ...input, confirmPassword: "Nouveau-2027" });
    expect(differ._unsafeUnwrapErr()).toEqual({ type: "Invalid", errors: { confirmPassword: "PasswordsDiffer" } });
    const empty = await resolve(ResetPassword).execute({ ...input, password: "", confirmPassword: "" });
    expect(empty._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { password: "PasswordEmpty", confirmPassword: "Required" },
    });
  });

  it("sends the token and the new password; an expired link is told apart", async () => {
    const api = new MemoryApiClient().on("POST /auth/reset-password", (call) =>
      (call.body as { token: string }).token === "tok-1"
        ? { ok: { ok: true } }
        : { fail: httpFailure(400, "InvalidResetToken") },
    );
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(ResetPassword).execute(input)).isOk()).toBe(true);
    expect(api.calls[0]?.body).toEqual(input);
    expect((await resolve(ResetPassword).execute({ ...input, token: "old" }))._unsafeUnwrapErr()).toEqual({
      type: "InvalidResetToken",
    });
  });
});
