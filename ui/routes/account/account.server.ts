// What the account routes share on the server (the origin check of posted forms is the server's, server/app.ts): the
// redirects a failure calls for (§8 refused session, §8 profiling to do, no session at all), and the answer to a refused form.
import { pageHref } from "../../composition/page-url.ts";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import type { CommonFailure, NotLoggedIn } from "../../../application/web/account/failures.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { ViewerSession } from "../../../application/web/account/viewer-session.ts";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import type { FormState } from "../../components/account/form-kit.tsx";
import type { AlertCode } from "../../components/account/messages.ts";
import { requestContainer } from "../../composition/server-container.ts";

/** Whether the viewer has a session worth trying (§4, from the auth cookie). */
export function viewerLoggedIn(context: Readonly<RouterContextProvider>): boolean {
  return requestContainer(context).resolve(ViewerSession).execute(Date.now()).loggedIn;
}

/**
 * Leaves the page when a failure means the viewer cannot stay: login, §8 logout, §8 profiling. The last two
 * reload the document: the session changed under the page, and the profiling page is a document of the
 * account site.
 */
export function redirectOnSessionFailure(failure: { type: string; redirectTo?: string }, path: string): void {
  if (failure.type === "NotLoggedIn") throw redirect(loginPathFor(path));
  if ((failure.type === "LoggedOut" || failure.type === "ProfilingRequired") && failure.redirectTo) {
    throw redirectDocument(failure.redirectTo);
  }
}

/** The page a request is for (path and query), data requests included. */
export const pagePath = pageHref;

/** A page of the member space whose data could not be loaded: the error page, or a redirect. */
export function pageFailure(failure: NotLoggedIn | CommonFailure, path: string): never {
  redirectOnSessionFailure(failure, path);
  throw data(null, { status: failure.type === "TooManyAttempts" ? 429 : 503 });
}

const ALERTS: readonly string[] = [
  "InvalidCredentials",
  "TooManyAttempts",
  "Unavailable",
  "SignupRefused",
  "InvalidResetToken",
  "PasswordIncorrect",
  "EmailUnavailable",
  "FamilyLimitReached",
  "FamilyPlanRequired",
  "FamilyMemberNotFound",
] satisfies readonly AlertCode[];

/** The alert of a failure (none for a form refused field by field). */
export function alertOf(failure: { type: string }): AlertCode | null {
  return ALERTS.includes(failure.type) ? (failure.type as AlertCode) : null;
}

function statusOf(failure: { type: string }): number {
  switch (failure.type) {
    case "TooManyAttempts":
      return 429;
    case "Unavailable":
      return 503;
    case "FamilyLimitReached":
    case "FamilyPlanRequired":
      return 403;
    case "FamilyMemberNotFound":
      return 404;
    default:
      return 400;
  }
}

/** What a refused form sends back: the values to show again (never a password), the §5 codes, the alert. */
export function refusal<Field extends string>(
  failure: { type: string; errors?: FormErrors<Field>; redirectTo?: string },
  values: Partial<Record<Field, string>>,
  path: string,
): { body: FormState<Field>; status: number } {
  redirectOnSessionFailure(failure, path);
  return {
    body: { values, errors: failure.type === "Invalid" ? failure.errors : undefined, alert: alertOf(failure) },
    status: statusOf(failure),
  };
}

/** The answer to a refused form, with the status that says why. */
export function refusedForm<Field extends string>(
  failure: { type: string; errors?: FormErrors<Field>; redirectTo?: string },
  values: Partial<Record<Field, string>>,
  path: string,
) {
  const { body, status } = refusal(failure, values, path);
  return data(body, { status });
}

/** The posted text fields, as strings (a missing field is empty). */
export function textFields<Field extends string>(form: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")])) as Record<Field, string>;
}

/** Today's date on the server's clock, YYYY-MM-DD (UTC, as the API checks birthdays). */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}
