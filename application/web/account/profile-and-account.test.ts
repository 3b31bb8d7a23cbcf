import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer, profileEntries } from "../../../adapters/memory/memory-account-fixtures.ts";
import { DeleteAccount } from "./delete-account.ts";
import { UpdateProfile, type UpdateProfileInput } from "./update-profile.ts";

const input: UpdateProfileInput = {
  firstname: " Léa ",
  lastname: "Moreau",
  birthdate: "2009-03-12",
  levelOfEducation: "terminale",
  today: "2026-11-21",
};

describe("UpdateProfile (my account)", () => {
  it("applies the §5 rules: names required, birthday not in the future, a known level", async () => {
    const { api, resolve } = memoryAccountContainer();
    const result = await resolve(UpdateProfile).execute({
      ...input,
      firstname: " ",
      birthdate: "2027-01-01",
      levelOfEducation: "CP",
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { firstname: "Required", birthdate: "BirthdayInFuture", levelOfEducation: "Required" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("sends only the fields given, trimmed, and answers the new profile", async () => {
    const api = new MemoryApiClient().on("PATCH /profile", () => ({
      ok: profileEntries({ levelOfEducation: { value: "terminale" } }),
    }));
    const { resolve } = memoryAccountContainer({ api });
    const profile = (await resolve(UpdateProfile).execute({ ...input, birthdate: "" }))._unsafeUnwrap();
    expect(api.calls[0]?.body).toEqual({ firstname: "Léa", lastname: "Moreau", levelOfEducation: "terminale" });
    expect(profile.levelOfEducation).toBe("terminale");
  });

  it("needs a session, and shows the API's field codes", async () => {
    expect(
      (await memoryAccountContainer({ cookie: null }).resolve(UpdateProfile).execute(input))._unsafeUnwrapErr(),
    ).toEqual({ type: "NotLoggedIn" });
    const api = new MemoryApiClient().on("PATCH /profile", () => ({
      fail: httpFailure(400, "ValidationFailed", null, { birthdate: "BirthdayTooEarly" }),
    }));
    expect((await memoryAccountContainer({ api }).resolve(UpdateProfile).execute(input))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { birthdate: "BirthdayTooEarly" },
    });
  });
});

describe("DeleteAccount (my account)", () => {
  it("asks for the password first", async () => {
    const { api, resolve } = memoryAccountContainer();
    expect((await resolve(DeleteAccount).execute({ password: "" }))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { password: "PasswordEmpty" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("deletes with the password and drops the cookie", async () => {
    const api = new MemoryApiClient().on("DELETE /account", () => ({ ok: null }));
    const { cookie, resolve } = memoryAccountContainer({ api });
    expect((await resolve(DeleteAccount).execute({ password: "Demo-2026!" })).isOk()).toBe(true);
    expect(api.calls[0]?.body).toEqual({ password: "Demo-2026!" });
    expect(cookie.read()).toBeNull();
  });

  it("tells a wrong password apart, and keeps the session", async () => {
    const api = new MemoryApiClient().on("DELETE /account", () => ({ fail: httpFailure(400, "PasswordIncorrect") }));
    const { cookie, resolve } = memoryAccountContainer({ api });
    expect((await resolve(DeleteAccount).execute({ password: "wrong" }))._unsafeUnwrapErr()).toEqual({
      type: "PasswordIncorrect",
    });
    expect(cookie.read()).not.toBeNull();
  });

  it("needs a session", async () => {
    expect(
      (
        await memoryAccountContainer({ cookie: null }).resolve(DeleteAccount).execute({ password: "x" })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: "NotLoggedIn",
    });
  });
});
