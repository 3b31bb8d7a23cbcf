import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { SignUp, type SignUpInput } from "./sign-up.ts";

const form: SignUpInput = {
  firstname: " Inès ",
  lastname: "Garnier",
  email: "ines@example.org",
  confirmEmail: "INES@example.org",
  password: "Secret-2026",
  confirmPassword: "Secret-2026",
  birthdate: "2010-01-25",
  acceptConditions: true,
  today: "2026-11-21",
};

describe("SignUp (§2 /signup/signup-form, §5 messages)", () => {
  it("reports every §5 case of an empty form", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    const empty = {
      firstname: "",
      lastname: "",
      email: "",
      confirmEmail: "",
      password: "",
      confirmPassword: "",
      birthdate: "",
      acceptConditions: false,
    };
    const result = await resolve(SignUp).execute({ ...empty, today: "2026-11-21" });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: {
        firstname: "Required",
        lastname: "Required",
        email: "Required",
        confirmEmail: "ConfirmEmailEmpty",
        password: "PasswordEmpty",
        confirmPassword: "Required",
        birthdate: "Required",
        acceptConditions: "ConditionsNotAccepted",
      },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("reports differing e-mails and passwords, a short password and a birthday in the future", async () => {
    const { resolve } = memoryAccountContainer({ cookie: null });
    const result = await resolve(SignUp).execute({
      ...form,
      confirmEmail: "other@example.org",
      password: "short",
      confirmPassword: "shorter",
      birthdate: "2026-11-22",
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: {
        confirmEmail: "EmailsDiffer",
        password: "PasswordTooShort",
        confirmPassword: "PasswordsDiffer",
        birthdate: "BirthdayInFuture",
      },
    });
  });

  it("creates the account with the checked values (trimmed) and answers the member id", async () => {
    const api = new MemoryApiClient().on("POST /auth/local/register", () => ({
      ok: { id: "m-2", member: { token: "a", refreshToken: "r" } },
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(SignUp).execute(form))._unsafeUnwrap()).toEqual({ memberId: "m-2" });
    expect(api.calls[0]?.body).toMatchObject({ firstname: "Inès", email: "ines@example.org", acceptConditions: true });
    expect(api.calls[0]?.body).not.toHaveProperty("today");
  });

  it("passes on the generic refusal of an address that cannot be used", async () => {
    const api = new MemoryApiClient().on("POST /auth/local/register", () => ({
      fail: httpFailure(400, "SignupRefused"),
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(SignUp).execute(form))._unsafeUnwrapErr()).toEqual({ type: "SignupRefused" });
  });

  it("shows the API's §5 field codes on the form", async () => {
    const api = new MemoryApiClient().on("POST /auth/local/register", () => ({
      fail: httpFailure(400, "ValidationFailed", null, { birthdate: "BirthdayTooEarly" }),
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(SignUp).execute(form))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { birthdate: "BirthdayTooEarly" },
    });
  });
});
