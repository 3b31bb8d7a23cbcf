// §5 "Form messages": the field rules behind each message, as pure functions returning a code or null.
import { isValidEmail, normalizeEmail } from "./email.ts";

/** §5/§9: minimum password length, in characters (Unicode code points, so "é" or an emoji counts as one). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * §5 "Birthday too early": the spec names a fixed limit date without giving it. Default 1900-01-01:
 * nobody using the product is born earlier, and any earlier value is a typing slip. Callers may pass another.
 */
export const DEFAULT_BIRTHDAY_LIMIT = "1900-01-01";

/** §5: login e-mail: empty gives LoginEmailEmpty, a value not matching the pattern gives EmailInvalid. */
export function checkLoginEmail(value: string): "LoginEmailEmpty" | "EmailInvalid" | null {
  if (normalizeEmail(value) === "") return "LoginEmailEmpty";
  return isValidEmail(value) ? null : "EmailInvalid";
}

/** §5: sign-up e-mail: empty is a missing required field, else it must match the pattern. */
export function checkSignUpEmail(value: string): "Required" | "EmailInvalid" | null {
  if (normalizeEmail(value) === "") return "Required";
  return isValidEmail(value) ? null : "EmailInvalid";
}

/** §5: two e-mails match when their normal forms are equal (trimmed, whatever the case). */
export function emailsMatch(email: string, confirmation: string): boolean {
  return normalizeEmail(email) === normalizeEmail(confirmation);
}

/** §5: login password: only its presence is checked (older accounts may have shorter passwords). */
export function checkLoginPassword(value: string): "PasswordEmpty" | null {
  return value === "" ? "PasswordEmpty" : null;
}

/** Issue 14: the most common passwords, looked up in lower case (a list the server loads; the browser has none). */
export interface CommonPasswords {
  has(candidate: string): boolean;
}

/** No list: the browser's early check (the server checks again with its list). */
export const NO_COMMON_PASSWORDS: CommonPasswords = { has: () => false };

/**
 * §5 and issue 14: a new password (sign-up, reset, a family member's): empty gives PasswordEmpty, fewer than 8
 * characters PasswordTooShort; only white space, one character repeated, or one of the `common` passwords
 * (whatever its case) gives PasswordTooWeak.
 */
export function checkNewPassword(
  value: string,
  common: CommonPasswords,
): "PasswordEmpty" | "PasswordTooShort" | "PasswordTooWeak" | null {
  if (value === "") return "PasswordEmpty";
  const characters = Array.from(value);
  if (characters.length < PASSWORD_MIN_LENGTH) return "PasswordTooShort";
  const trimmed = value.trim();
  if (trimmed === "" || characters.every((character) => character === characters[0])) return "PasswordTooWeak";
  return common.has(trimmed.toLowerCase()) ? "PasswordTooWeak" : null;
}

/** §5: password confirmation: empty is a missing required field, else it must equal the password exactly. */
export function checkConfirmPassword(password: string, confirmation: string): "Required" | "PasswordsDiffer" | null {
  if (confirmation === "") return "Required";
  return password === confirmation ? null : "PasswordsDiffer";
}

/** §5: a required field: missing, or only white space, gives Required. */
export function checkRequired(value: string | null | undefined): "Required" | null {
  return value === null || value === undefined || value.trim() === "" ? "Required" : null;
}

/** §5: the conditions checkbox must be ticked. */
export function checkConditionsAccepted(accepted: boolean): "ConditionsNotAccepted" | null {
  return accepted ? null : "ConditionsNotAccepted";
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** §5: whether a string is a real calendar date written YYYY-MM-DD (the value of a date input). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

/**
 * §5: birthday, as YYYY-MM-DD. Empty or not a real date gives Required (the table has no "invalid date" case);
 * before `limit` gives BirthdayTooEarly (the limit itself is accepted); after `today` gives BirthdayInFuture
 * (today itself is accepted). `today` is the user's local date, YYYY-MM-DD, passed in by the caller.
 */
export function checkBirthday(
  value: string,
  today: string,
  limit: string = DEFAULT_BIRTHDAY_LIMIT,
): "Required" | "BirthdayTooEarly" | "BirthdayInFuture" | null {
  if (!isIsoDate(today) || !isIsoDate(limit)) throw new RangeError("today and limit must be YYYY-MM-DD dates");
  const date = value.trim();
  if (!isIsoDate(date)) return "Required";
  // Same-width ISO dates compare correctly as strings.
  if (date < limit) return "BirthdayTooEarly";
  if (date > today) return "BirthdayInFuture";
  return null;
}
