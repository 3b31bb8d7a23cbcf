import { describe, expect, it } from "vitest";
import { FORM_ERROR_CODES } from "./form-errors.ts";
import { LoginFormSchema, signUpFormSchema, validateForm } from "./forms.ts";
import { NO_COMMON_PASSWORDS } from "./rules.ts";

const today = "2026-11-21";
const validSignUp = {
  firstname: "Lou",
  lastname: "Martin",
  email: "lou.martin@ecole.fr",
  confirmEmail: "Lou.Martin@ecole.fr",
  password: "correct-horse",
  confirmPassword: "correct-horse",
  birthdate: "2010-04-12",
  acceptConditions: true,
};

function errorsOf(result: ReturnType<typeof validateForm>): Record<string, string> {
  return result.match(
    () => ({}),
    (errors) => errors,
  );
}

describe("§5 login form", () => {
  it("parses a valid form, trimming the e-mail", () => {
    const result = validateForm(LoginFormSchema, { email: " lou@ecole.fr ", password: "x" });
    expect(result._unsafeUnwrap()).toEqual({ email: "lou@ecole.fr", password: "x" });
  });
  it("reports LoginEmailEmpty and PasswordEmpty for empty or missing fields", () => {
    expect(errorsOf(validateForm(LoginFormSchema, { email: "", password: "" }))).toEqual({
      email: "LoginEmailEmpty",
      password: "PasswordEmpty",
    });
    expect(errorsOf(validateForm(LoginFormSchema, {}))).toEqual({
      email: "LoginEmailEmpty",
      password: "PasswordEmpty",
    });
  });
  it("reports EmailInvalid for a malformed e-mail", () => {
    expect(errorsOf(validateForm(LoginFormSchema, { email: "lou@ecole", password: "x" }))).toEqual({
      email: "EmailInvalid",
    });
  });
  it("reports a whole-form error when the input is not an object", () => {
    expect(errorsOf(validateForm(LoginFormSchema, "lou"))).toEqual({ form: "Required" });
  });
});

describe("§5 sign-up form", () => {
  const schema = signUpFormSchema({ today, commonPasswords: NO_COMMON_PASSWORDS });

  it("parses a valid form", () => {
    expect(validateForm(schema, validSignUp).isOk()).toBe(true);
  });
  it("reports every field of an empty form with its own code", () => {
    expect(
      errorsOf(
        validateForm(schema, {
          firstname: " ",
          lastname: "",
          email: "",
          confirmEmail: "",
          password: "",
          confirmPassword: "",
          birthdate: "",
          acceptConditions: false,
        }),
      ),
    ).toEqual({
      firstname: "Required",
      lastname: "Required",
      email: "Required",
      confirmEmail: "ConfirmEmailEmpty",
      password: "PasswordEmpty",
      confirmPassword: "Required",
      birthdate: "Required",
      acceptConditions: "ConditionsNotAccepted",
    });
  });
  it("reports missing fields like empty ones", () => {
    expect(errorsOf(validateForm(schema, {}))).toEqual({
      firstname: "Required",
      lastname: "Required",
      email: "Required",
      confirmEmail: "ConfirmEmailEmpty",
      password: "PasswordEmpty",
      confirmPassword: "Required",
      birthdate: "Required",
      acceptConditions: "ConditionsNotAccepted",
    });
  });
  it("reports an invalid e-mail and a short password", () => {
    expect(
      errorsOf(
        validateForm(schema, {
          ...validSignUp,
          email: "lou@",
          confirmEmail: "lou@",
          password: "short",
          confirmPassword: "short",
        }),
      ),
    ).toEqual({
      email: "EmailInvalid",
      password: "PasswordTooShort",
    });
  });
  it("reports e-mails and passwords that differ on the confirmation fields", () => {
    expect(
      errorsOf(
        validateForm(schema, { ...validSignUp, confirmEmail: "lea@ecole.fr", confirmPassword: "correct-horsE" }),
      ),
    ).toEqual({ confirmEmail: "EmailsDiffer", confirmPassword: "PasswordsDiffer" });
  });
  it("still reports a differing confirmation when another field fails", () => {
    expect(errorsOf(validateForm(schema, { ...validSignUp, firstname: "", confirmEmail: "lea@ecole.fr" }))).toEqual({
      firstname: "Required",
      confirmEmail: "EmailsDiffer",
    });
  });
  it("reports the empty confirmation, not the mismatch, when the confirmation is empty", () => {
    expect(errorsOf(validateForm(schema, { ...validSignUp, confirmEmail: " " }))).toEqual({
      confirmEmail: "ConfirmEmailEmpty",
    });
    expect(errorsOf(validateForm(schema, { ...validSignUp, confirmPassword: "" }))).toEqual({
      confirmPassword: "Required",
    });
  });
  it("requires the conditions to be ticked", () => {
    for (const acceptConditions of [false, "yes", 1, null]) {
      expect(errorsOf(validateForm(schema, { ...validSignUp, acceptConditions }))).toEqual({
        acceptConditions: "ConditionsNotAccepted",
      });
    }
  });
  it("checks the birthday against today and the default or given limit", () => {
    expect(errorsOf(validateForm(schema, { ...validSignUp, birthdate: "2027-01-01" }))).toEqual({
      birthdate: "BirthdayInFuture",
    });
    expect(errorsOf(validateForm(schema, { ...validSignUp, birthdate: "1899-06-01" }))).toEqual({
      birthdate: "BirthdayTooEarly",
    });
    const strict = signUpFormSchema({ today, limit: "1920-01-01", commonPasswords: NO_COMMON_PASSWORDS });
    expect(errorsOf(validateForm(strict, { ...validSignUp, birthdate: "1910-06-01" }))).toEqual({
      birthdate: "BirthdayTooEarly",
    });
  });
  it("only ever reports codes of the §5 table", () => {
    const inputs: unknown[] = [null, 42, [], {}, { ...validSignUp, email: 3, password: null, acceptConditions: "yes" }];
    for (const input of inputs) {
      for (const code of Object.values(errorsOf(validateForm(schema, input)))) {
        expect(FORM_ERROR_CODES).toContain(code);
      }
      for (const code of Object.values(errorsOf(validateForm(LoginFormSchema, input)))) {
        expect(FORM_ERROR_CODES).toContain(code);
      }
    }
  });
});
