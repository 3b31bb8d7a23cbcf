// §8 "Error catalogue" (401, 409, error reporting, messages): what the HTTP client does with a failed call,
// as one pure decision table. The client performs the action; this module only decides.
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING, type Destination } from "../account/destination.ts";
import { messageFor, type GenericMessageCode, type UserMessage } from "./messages.ts";

/** §8: after a 409, how long the client waits (ms) before answering with an empty result. */
export const CONFLICT_WAIT_MS = 1000;

/** §8: the facts about one failed call. `status` 0 stands for a network failure (no answer). */
export interface HttpFailure {
  readonly status: number;
  /** The failing call is POST /refresh-token itself. */
  readonly isRefreshCall: boolean;
  readonly loggedIn: boolean;
  /** The call was already replayed once after a token refresh. */
  readonly alreadyReplayed: boolean;
  /** The server's summary message, when its error body carried one. */
  readonly summary?: string | null;
}

/** §8: what to do with the call. */
export type HttpErrorAction =
  /** 401 while logged in: refresh the tokens, then replay the call once. */
  | { readonly type: "refreshThenReplay" }
  /** The session is refused: log out and go to the account site's /logout. */
  | { readonly type: "logout"; readonly redirect: Destination }
  /** 409: redirect (302) to the account site's /profiling, wait, then return an empty result. */
  | {
      readonly type: "redirectToProfiling";
      readonly status: 302;
      readonly redirect: Destination;
      readonly waitMs: number;
      readonly result: "empty";
    }
  /** Anything else: the call fails with the message below. */
  | { readonly type: "fail" };

export interface HttpErrorDecision {
  readonly action: HttpErrorAction;
  /** §8: every HTTP error except 404 goes to the error-reporting service. */
  readonly report: boolean;
  /** §8: the server's summary if present, else the generic message. */
  readonly message: UserMessage;
}

/** §8: whether an error is reported to the error-reporting service (all but 404). */
export function shouldReport(status: number): boolean {
  return status !== 404;
}

// - refresh call answered 401 or 403 (the refresh itself failed): logout + account site /logout;
// - 401 while logged in, not replayed yet: refresh then replay once;
// - 401 while logged in on the replayed call (the new token is refused too): logout + account site /logout;
// - 409: 302 to the account site's /profiling, wait 1 s, empty result;
// - anything else (including a refresh call failing with 5xx or no answer, and 401 while logged out): fail.
/** §8: the HTTP error decision table: action, reporting and message for one failed call. */
export function decideHttpError(failure: HttpFailure, fallbackMessage?: GenericMessageCode): HttpErrorDecision {
  const base = { report: shouldReport(failure.status), message: messageFor(failure.summary, fallbackMessage) };
  const logout: HttpErrorAction = { type: "logout", redirect: ACCOUNT_SITE_LOGOUT };
  if (failure.isRefreshCall) {
    return { ...base, action: failure.status === 401 || failure.status === 403 ? logout : { type: "fail" } };
  }
  if (failure.status === 401 && failure.loggedIn) {
    return { ...base, action: failure.alreadyReplayed ? logout : { type: "refreshThenReplay" } };
  }
  if (failure.status === 409) {
    return {
      ...base,
      action: {
        type: "redirectToProfiling",
        status: 302,
        redirect: ACCOUNT_SITE_PROFILING,
        waitMs: CONFLICT_WAIT_MS,
        result: "empty",
      },
    };
  }
  return { ...base, action: { type: "fail" } };
}
