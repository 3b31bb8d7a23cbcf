// §5 "Form messages": one code per case of the table. The UI maps each code to a translated message;
// tests/support/form-messages-fr.ts keeps the French wording of the spec as the reference for the tests.

/** §5: every case of the form-messages table, as a code. */
export const FORM_ERROR_CODES = [
  "LoginEmailEmpty",
  "EmailInvalid",
  "ConfirmEmailEmpty",
  "EmailsDiffer",
  "PasswordEmpty",
  "PasswordTooShort",
  "PasswordTooWeak",
  "PasswordsDiffer",
  "Required",
  "ConditionsNotAccepted",
  "BirthdayTooEarly",
  "BirthdayInFuture",
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** §5: whether a string is one of the form error codes. */
export function isFormErrorCode(value: string): value is FormErrorCode {
  return (FORM_ERROR_CODES as readonly string[]).includes(value);
}
