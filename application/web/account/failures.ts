// How the account use cases turn an API failure (application/web/http ports) into their own tagged
// failures: the §5 field codes of a 400 ValidationFailed, the API's own error codes, and the cases every
// call may meet (throttling, a refused session §8, profiling still to do §8, the API out of reach).
import { isFormErrorCode } from "../../../domain/validation/form-errors.ts";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import type { ApiFailure } from "../http/ports.ts";

/** §5: a form refused, with the first §5 code of each field (checked here or by the API). */
export interface InvalidForm<Field extends string> {
  type: "Invalid";
  errors: FormErrors<Field>;
}

/** Failures any account call may end with, beside its own. */
export type CommonFailure =
  /** Too many attempts (429): the API asks to wait. */
  | { type: "TooManyAttempts" }
  /** §8: the session was refused; the viewer is logged out and goes to `redirectTo`. */
  | { type: "LoggedOut"; redirectTo: string }
  /** §8 409: the member must finish profiling at `redirectTo`. */
  | { type: "ProfilingRequired"; redirectTo: string }
  /** Anything else: the API answered an unexpected error or could not be reached. */
  | { type: "Unavailable" };

/** The viewer has no session (no auth cookie): a page of the member space sends them to /login. */
export interface NotLoggedIn {
  type: "NotLoggedIn";
}

/**
 * §5: the field codes of a 400 ValidationFailed that are §5 cases, renamed to the form's field names
 * (`rename` maps an API field to a form field, e.g. identifier → email). Null when none is a §5 case.
 */
export function formErrorsFromApi<Field extends string>(
  fields: Readonly<Record<string, string>>,
  formFields: readonly Field[],
  rename: Readonly<Record<string, Field>> = {},
): FormErrors<Field> | null {
  const errors: FormErrors<Field> = {};
  for (const [apiField, code] of Object.entries(fields)) {
    const field = rename[apiField] ?? (formFields as readonly string[]).find((name) => name === apiField);
    if (field === undefined || !isFormErrorCode(code) || errors[field as Field] !== undefined) continue;
    errors[field as Field] = code;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The common failure an API failure amounts to when the caller has no code of its own for it. */
export function commonFailure(failure: ApiFailure): CommonFailure {
  switch (failure.type) {
    case "LoggedOut":
    case "ProfilingRequired":
      return { type: failure.type, redirectTo: failure.redirectTo };
    case "HttpError":
      return failure.status === 429 ? { type: "TooManyAttempts" } : { type: "Unavailable" };
    case "NetworkError":
    case "InvalidResponse":
      return { type: "Unavailable" };
  }
}

/**
 * Maps an API failure: a code the caller knows (`known`: API error code → its failure), a ValidationFailed
 * carrying §5 codes of the form's fields (→ Invalid), or one of the common failures.
 */
export function accountFailure<Field extends string, Known>(
  failure: ApiFailure,
  options: {
    fields: readonly Field[];
    rename?: Readonly<Record<string, Field>>;
    known?: Readonly<Record<string, Known>>;
  },
): InvalidForm<Field> | Known | CommonFailure {
  if (failure.type === "HttpError" && failure.status !== 429) {
    const known = failure.code === null ? undefined : options.known?.[failure.code];
    if (known !== undefined) return known;
    if (failure.status === 400 && failure.code === "ValidationFailed") {
      const errors = formErrorsFromApi(failure.fields, options.fields, options.rename);
      if (errors) return { type: "Invalid", errors };
    }
  }
  return commonFailure(failure);
}

/** Maps an API failure with codes the caller knows, for calls without a form. */
export function knownFailure<Known>(
  failure: ApiFailure,
  known: Readonly<Record<string, Known>>,
): Known | CommonFailure {
  if (failure.type === "HttpError" && failure.status !== 429 && failure.code !== null) {
    const mapped = known[failure.code];
    if (mapped !== undefined) return mapped;
  }
  return commonFailure(failure);
}
