// How the premium use cases turn an API failure (application/web/http ports) into their own tagged failures.
import type { ApiFailure } from "../http/ports.ts";

/** Failures any premium call may end with, beside its own. */
export type PremiumCommonFailure =
  /** §8: the session was refused; the viewer is logged out and goes to `redirectTo`. */
  | { type: "LoggedOut"; redirectTo: string }
  /** §8 409: the member must finish profiling at `redirectTo`. */
  | { type: "ProfilingRequired"; redirectTo: string }
  /** Too many requests (429). */
  | { type: "TooManyAttempts" }
  /** The API answered an unexpected error or could not be reached. */
  | { type: "Unavailable" };

/** The common failure an API failure amounts to. */
export function premiumFailure(failure: ApiFailure): PremiumCommonFailure {
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
