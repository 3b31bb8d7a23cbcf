import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { LogIn } from "./log-in.ts";

const ok = { id: "m-9", member: { token: "a", refreshToken: "r" } };

describe("LogIn (§2 /login, §5 messages, §7 POST /auth/local)", () => {
  it("refuses an empty form with the §5 codes, without calling the API", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    const result = await resolve(LogIn).execute({ email: "  ", password: "" });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { email: "LoginEmailEmpty", password: "PasswordEmpty" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("refuses an e-mail that does not match the pattern", async () => {
    const { resolve } = memoryAccountContainer({ cookie: null });
    const result = await resolve(LogIn).execute({ email: "lea@", password: "x" });
    expect(result._unsafeUnwrapErr()).toEqual({ type: "Invalid", errors: { email: "EmailInvalid" } });
  });

  it("sends the trimmed e-mail as identifier and answers the member id", async () => {
    const api = new MemoryApiClient().on("POST /auth/local", () => ({ ok }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const result = await resolve(LogIn).execute({ email: " eleve@demo.test ", password: "Demo-2026!" });
    expect(result._unsafeUnwrap()).toEqual({ memberId: "m-9" });
    expect(api.calls[0]?.body).toEqual({ identifier: "eleve@demo.test", password: "Demo-2026!" });
  });

  it("tells wrong credentials apart from throttling and from an API out of reach", async () => {
    const run = async (
      fail:
        | ReturnType<typeof httpFailure>
        | { type: "NetworkError"; message: { kind: "code"; code: "GenericErrorTryLater" } },
    ) => {
      const api = new MemoryApiClient().on("POST /auth/local", () => ({ fail }));
      const { resolve } = memoryAccountContainer({ api, cookie: null });
      return (await resolve(LogIn).execute({ email: "eleve@demo.test", password: "nope" }))._unsafeUnwrapErr();
    };
    expect(await run(httpFailure(400, "InvalidCredentials"))).toEqual({ type: "InvalidCredentials" });
    expect(await run(httpFailure(429, "TooManyRequests"))).toEqual({ type: "TooManyAttempts" });
    expect(await run(httpFailure(500, "InternalError"))).toEqual({ type: "Unavailable" });
    expect(await run({ type: "NetworkError", message: { kind: "code", code: "GenericErrorTryLater" } })).toEqual({
      type: "Unavailable",
    });
  });

  it("maps the API's field codes back to the form (identifier is the e-mail field)", async () => {
    const api = new MemoryApiClient().on("POST /auth/local", () => ({
      fail: httpFailure(400, "ValidationFailed", null, { identifier: "LoginEmailEmpty", password: "NotAFormCode" }),
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const result = await resolve(LogIn).execute({ email: "eleve@demo.test", password: "x" });
    expect(result._unsafeUnwrapErr()).toEqual({ type: "Invalid", errors: { email: "LoginEmailEmpty" } });
  });
});
