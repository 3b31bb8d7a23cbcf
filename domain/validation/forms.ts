// §5 "Form messages": valibot schemas of the login and sign-up forms. Every issue they produce carries a
// FormErrorCode as its message, so a form shows exactly the cases of the §5 table.
import { err, ok, type Result } from "neverthrow";
import * as v from "valibot";
import type { FormErrorCode } from "./form-errors.ts";
import {
  checkBirthday,
  checkConditionsAccepted,
  checkLoginEmail,
  checkLoginPassword,
  checkNewPassword,
  checkRequired,
  checkSignUpEmail,
  DEFAULT_BIRTHDAY_LIMIT,
  type CommonPasswords,
  emailsMatch,
} from "./rules.ts";

/** A valibot action running one §5 rule on a field and reporting its code. */
function rule<T = string>(check: (value: NoInfer<T>) => FormErrorCode | null) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const code = check(dataset.value);
    if (code !== null) addIssue({ message: code });
  });
}

/** A missing text field is checked as an empty one, so it gets the same code. */
function text<TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.optional(schema, "");
}

/** §5: the login form: e-mail (LoginEmailEmpty, EmailInvalid) and password (PasswordEmpty). */
export const LoginFormSchema = v.object(
  {
    email: text(v.pipe(v.string("LoginEmailEmpty"), v.trim(), rule(checkLoginEmail))),
    password: text(v.pipe(v.string("PasswordEmpty"), rule(checkLoginPassword))),
  },
  "Required",
);

/** §5: the dates the sign-up birthday is checked against (YYYY-MM-DD). */
export interface BirthdayBounds {
  today: string;
  limit?: string;
}

/** §5: what the sign-up form is checked against: the dates, and the common passwords (issue 14). */
export interface SignUpChecks extends BirthdayBounds {
  commonPasswords: CommonPasswords;
}

/**
 * §5: the sign-up form. Fields: firstname, lastname (Required), email (Required, EmailInvalid),
 * confirmEmail (ConfirmEmailEmpty, EmailsDiffer), password (PasswordEmpty, PasswordTooShort, PasswordTooWeak),
 * confirmPassword (Required, PasswordsDiffer), birthdate (Required, BirthdayTooEarly, BirthdayInFuture),
 * acceptConditions (ConditionsNotAccepted). A missing field counts as empty. The "differ" checks run whenever
 * both fields are strings; on an empty confirmation the "empty" code comes first and is the one reported.
 */
export function signUpFormSchema(bounds: SignUpChecks) {
  const limit = bounds.limit ?? DEFAULT_BIRTHDAY_LIMIT;
  return v.pipe(
    v.object(
      {
        firstname: text(v.pipe(v.string("Required"), v.trim(), rule(checkRequired))),
        lastname: text(v.pipe(v.string("Required"), v.trim(), rule(checkRequired))),
        email: text(v.pipe(v.string("Required"), v.trim(), rule(checkSignUpEmail))),
        confirmEmail: text(
          v.pipe(
            v.string("ConfirmEmailEmpty"),
            v.trim(),
            rule((value) => (value === "" ? "ConfirmEmailEmpty" : null)),
          ),
        ),
        password: text(
          v.pipe(
            v.string("PasswordEmpty"),
            rule((value) => checkNewPassword(value, bounds.commonPasswords)),
          ),
        ),
        confirmPassword: text(
          v.pipe(
            v.string("Required"),
            rule((value) => (value === "" ? "Required" : null)),
          ),
        ),
        birthdate: text(
          v.pipe(
            v.string("Required"),
            v.trim(),
            rule((value) => checkBirthday(value, bounds.today, limit)),
          ),
        ),
        acceptConditions: v.optional(
          v.pipe(v.boolean("ConditionsNotAccepted"), rule<boolean>(checkConditionsAccepted)),
          false,
        ),
      },
      "Required",
    ),
    v.forward(
      v.partialCheck(
        [["email"], ["confirmEmail"]],
        (input) => emailsMatch(input.email, input.confirmEmail),
        "EmailsDiffer",
      ),
      ["confirmEmail"],
    ),
    v.forward(
      v.partialCheck(
        [["password"], ["confirmPassword"]],
        (input) => input.password === input.confirmPassword,
        "PasswordsDiffer",
      ),
      ["confirmPassword"],
    ),
  );
}

/** §5: the first error code of each field; `form` holds an error about the whole input (not an object). */
export type FormErrors<Field extends string> = Partial<Record<Field | "form", FormErrorCode>>;

/** §5: validate a form with one of the schemas above: the parsed form, or the first code of each field. */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Result<v.InferOutput<TSchema>, FormErrors<Extract<keyof v.InferInput<TSchema>, string>>> {
  const result = v.safeParse(schema, input);
  if (result.success) return ok(result.output);
  const errors: Record<string, FormErrorCode> = {};
  // Walk the issues backwards so that the first issue of a field is the one kept.
  for (const issue of [...result.issues].reverse()) {
    // Every issue message of these schemas is a FormErrorCode by construction (see the tests).
    errors[v.getDotPath(issue) ?? "form"] = issue.message as FormErrorCode;
  }
  return err(errors);
}
