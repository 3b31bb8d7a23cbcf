// The field names of the account forms, in the order they are shown. Nothing else: a page imports these
// without loading the §5 checks (form-checks.ts, valibot, neverthrow) before they are needed.

/** §2 /login. */
export const LOGIN_FIELDS = ["email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** §2 /signup/signup-form: the fields of the sign-up contract. */
export const SIGNUP_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "confirmEmail",
  "password",
  "confirmPassword",
  "birthdate",
  "acceptConditions",
] as const;
export type SignUpField = (typeof SIGNUP_FIELDS)[number];

/** §2 /reset. */
export const RESET_FIELDS = ["password", "confirmPassword"] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

/** My account: the profile form. */
export const PROFILE_FIELDS = ["firstname", "lastname", "birthdate", "levelOfEducation"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Family space: a new child account. */
export const ADD_CHILD_FIELDS = ["firstname", "lastname", "email", "password", "levelOfEducation"] as const;
export type AddChildField = (typeof ADD_CHILD_FIELDS)[number];

/** §2 /profiling: the answers sent at the last step. */
export const PROFILING_FIELDS = ["accessType", "levelOfEducation", "country"] as const;
export type ProfilingField = (typeof PROFILING_FIELDS)[number];
