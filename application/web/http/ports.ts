// The web app's one door to the API (§7). Adapters: OfetchApiClient (browser and SSR), and an
// in-memory one for tests and Storybook. Failures are values; the §8 policy is applied inside.
import type { ResultAsync } from "neverthrow";
import type { GenericSchema, InferOutput } from "valibot";
import type { UserMessage } from "../../../domain/http/messages.ts";

export interface ApiCall<S extends GenericSchema> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path under the API base, e.g. "/profile". */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null | readonly string[]>;
  body?: unknown;
  /** The response is checked against this schema; a mismatch is an InvalidResponse failure. */
  schema: S;
  /**
   * A safe query whose answers carry an ETag (the endpoint's contract says so): a client that keeps answers may
   * send it again with If-None-Match and use its copy while the API says it is unchanged (docs/decisions/042).
   */
  validated?: boolean;
}

export type ApiFailure =
  /** The API answered an error status; `code` and `summary` come from its `{ error: { code, message } }` body. */
  | {
      type: "HttpError";
      status: number;
      code: string | null;
      summary: string | null;
      message: UserMessage;
      fields: Record<string, string>;
    }
  /** No answer (network down, timeout). */
  | { type: "NetworkError"; message: UserMessage }
  /** The answer did not match the contract. */
  | { type: "InvalidResponse"; status: number; message: UserMessage }
  /** §8: the session was refused (refresh failed): logged out, go to `redirectTo`. */
  | { type: "LoggedOut"; redirectTo: string; message: UserMessage }
  /** §8 409: the member must finish profiling at `redirectTo`. */
  | { type: "ProfilingRequired"; redirectTo: string; message: UserMessage };

export interface ApiClient {
  request<S extends GenericSchema>(call: ApiCall<S>): ResultAsync<InferOutput<S>, ApiFailure>;
}
export const ApiClientToken = Symbol("ApiClient");
