import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { MEMBER_COOKIE } from "../../../adapters/memory/memory-account-fixtures.ts";
import type { AuthCookie } from "../../../domain/account/auth-cookie.ts";
import { ApiClientToken } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { CheckoutSignUp } from "./checkout-account.ts";
import type { CheckoutSignUpInput } from "./checkout-forms.ts";

/** The request's auth cookie: set by the API's answer to the sign-up, as the cookie jar does. */
class JarCookie implements AuthCookieSource {
  value: AuthCookie | null = null;
  read() {
    return this.value;
  }
  clear() {
    this.value = null;
  }
}

const form: CheckoutSignUpInput = {
  firstname: "Awa",
  lastname: "Diallo",
  email: "awa@example.org",
  confirmEmail: "awa@example.org",
  password: "Secret-2026",
  confirmPassword: "Secret-2026",
  birthdate: "1985-04-02",
  acceptConditions: true,
  today: "2026-11-21",
  accessType: "parent",
  levelOfEducation: "4ème",
  country: "fr",
};

function setup(
  profiling: () => { ok: unknown } | { fail: ReturnType<typeof httpFailure> } = () => ({ ok: { ok: true } }),
) {
  const cookie = new JarCookie();
  const api = new MemoryApiClient()
    .on("POST /auth/local/register", () => {
      cookie.value = MEMBER_COOKIE;
      return { ok: { id: "m-9", member: { token: "t", refreshToken: "r" } } };
    })
    .on("POST /profiling", profiling);
  const c = root.createChildContainer();
  c.registerInstance(ApiClientToken, api);
  c.registerInstance(AuthCookieSourceToken, cookie);
  return { api, signUp: c.resolve(CheckoutSignUp) };
}

describe("CheckoutSignUp (issue 6: sign-up without leaving the checkout)", () => {
  it("creates the account, then saves its profile so that profiling does not interrupt the purchase", async () => {
    const { api, signUp } = setup();
    expect((await signUp.execute(form))._unsafeUnwrap()).toEqual({ memberId: "m-9" });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /auth/local/register", "POST /profiling"]);
    expect(api.calls[1]?.body).toEqual({ accessType: "parent", levelOfEducation: "4ème", country: "FR" });
  });

  it("reports the §5 messages of both parts at once, without calling the API", async () => {
    const { api, signUp } = setup();
    const result = await signUp.execute({
      ...form,
      password: "short",
      confirmPassword: "short",
      accessType: "",
      levelOfEducation: "bac+8",
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { password: "PasswordTooShort", accessType: "Required", levelOfEducation: "Required" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("passes on a refused sign-up", async () => {
    const { api, signUp } = setup();
    api.on("POST /auth/local/register", () => ({ fail: httpFailure(400, "SignupRefused") }));
    expect((await signUp.execute(form))._unsafeUnwrapErr()).toEqual({ type: "SignupRefused" });
  });

  it("a profile that could not be saved leaves the new member logged in, with a failure to say so", async () => {
    const { signUp } = setup(() => ({ fail: httpFailure(500, "InternalError") }));
    expect((await signUp.execute(form))._unsafeUnwrapErr()).toEqual({ type: "ProfileNotSaved" });
  });
});
