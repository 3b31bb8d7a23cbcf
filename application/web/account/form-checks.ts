// The forms of the account pages: the §5 checks they share between the browser (messages
// at once) and the use cases (the same checks before calling the API). Pure: no container, no I/O, so
// components import it without pulling the use cases into the page's JavaScript.
import type { FormErrors } from "../../../domain/validation/forms.ts";
import {
  LEVELS_OF_EDUCATION,
  NEWSLETTER_ACCESS_TYPES,
  type LevelOfEducation,
  type NewsletterAccessType,
} from "../../../domain/validation/newsletter.ts";
import {
  checkBirthday,
  checkConfirmPassword,
  checkNewPassword,
  checkRequired,
  checkSignUpEmail,
  NO_COMMON_PASSWORDS,
} from "../../../domain/validation/rules.ts";
import type { AddChildField, ProfileField, ProfilingField, ResetField } from "./form-fields.ts";

export type AccessType = NewsletterAccessType;

/** §3: whether a value is one of the access types (parent, student). */
export function isAccessType(value: string | null | undefined): value is AccessType {
  return (NEWSLETTER_ACCESS_TYPES as readonly (string | null | undefined)[]).includes(value);
}

/** §3: whether a value is one of the levels of education. */
export function isLevel(value: string | null | undefined): value is LevelOfEducation {
  return (LEVELS_OF_EDUCATION as readonly (string | null | undefined)[]).includes(value);
}

const COUNTRY = /^[A-Z]{2}$/;

/** A country code as sent to the API (two letters, upper case), or null. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return COUNTRY.test(code) ? code : null;
}

function orNull<Field extends string>(errors: FormErrors<Field>): FormErrors<Field> | null {
  return Object.keys(errors).length > 0 ? errors : null;
}

/** §5: the reset form: a new password of 8 characters at least, confirmed. */
export function checkResetForm(input: Record<ResetField, string>): FormErrors<ResetField> | null {
  const errors: FormErrors<ResetField> = {};
  const password = checkNewPassword(input.password, NO_COMMON_PASSWORDS);
  if (password) errors.password = password;
  const confirm = checkConfirmPassword(input.password, input.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return orNull(errors);
}

/** §5: the profile form: names required; birthday (optional) neither too early nor in the future; a known level. */
export function checkProfileForm(
  input: Record<ProfileField, string> & { today: string },
): FormErrors<ProfileField> | null {
  const errors: FormErrors<ProfileField> = {};
  const firstname = checkRequired(input.firstname);
  if (firstname) errors.firstname = firstname;
  const lastname = checkRequired(input.lastname);
  if (lastname) errors.lastname = lastname;
  if (input.birthdate.trim() !== "") {
    const birthdate = checkBirthday(input.birthdate, input.today);
    if (birthdate) errors.birthdate = birthdate;
  }
  const level = input.levelOfEducation.trim();
  if (level !== "" && !isLevel(level)) errors.levelOfEducation = "Required";
  return orNull(errors);
}

/** §5: the new-child form: names and level required, the e-mail pattern, an 8-character password. */
export function checkAddChildForm(input: Record<AddChildField, string>): FormErrors<AddChildField> | null {
  const errors: FormErrors<AddChildField> = {};
  const firstname = checkRequired(input.firstname);
  if (firstname) errors.firstname = firstname;
  const lastname = checkRequired(input.lastname);
  if (lastname) errors.lastname = lastname;
  const email = checkSignUpEmail(input.email);
  if (email) errors.email = email;
  const password = checkNewPassword(input.password, NO_COMMON_PASSWORDS);
  if (password) errors.password = password;
  if (!isLevel(input.levelOfEducation)) errors.levelOfEducation = "Required";
  return orNull(errors);
}

/** The last profiling step: each answer must be one of the choices. */
export function checkProfilingAnswers(input: Record<ProfilingField, string>): FormErrors<ProfilingField> | null {
  const errors: FormErrors<ProfilingField> = {};
  if (!isAccessType(input.accessType)) errors.accessType = "Required";
  if (!isLevel(input.levelOfEducation)) errors.levelOfEducation = "Required";
  if (countryCode(input.country) === null) errors.country = "Required";
  return orNull(errors);
}
