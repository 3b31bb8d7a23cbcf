// §7 POST /_content/{path} through the ApiClient port, with the failures a page cares about.
import type { ResultAsync } from "neverthrow";
import type * as v from "valibot";
import { CONTENT_QUERY, type ContentQueryRequest, type ContentQueryResponse } from "../../contracts/content.ts";
import { callOf } from "../../contracts/endpoint.ts";
import type { ApiClient, ApiFailure } from "../http/ports.ts";

/** What can go wrong when a page asks for content. */
export type ContentFailure =
  /** No document at the path (404 of the API, or no exact document where one is needed). */
  | { type: "NotFound" }
  /** §8: the session was refused or the member must finish profiling: leave for `to`. */
  | { type: "Redirect"; to: string }
  /** The API could not answer (status to show on the error page). */
  | { type: "Unavailable"; status: number };

/** The body of a content query as written (defaults of the contract may be left out). */
export type ContentQueryInput = v.InferInput<typeof ContentQueryRequest>;
export type { ContentQueryRequest };

/** §8: an API failure as a content failure. */
export function contentFailure(failure: ApiFailure): ContentFailure {
  switch (failure.type) {
    case "HttpError":
      return failure.status === 404 ? { type: "NotFound" } : { type: "Unavailable", status: failure.status >= 500 ? failure.status : 502 };
    case "LoggedOut":
    case "ProfilingRequired":
      return { type: "Redirect", to: failure.redirectTo };
    case "NetworkError":
      return { type: "Unavailable", status: 503 };
    case "InvalidResponse":
      return { type: "Unavailable", status: 502 };
  }
}

/** §7 one content query. */
export function queryContent(api: ApiClient, documentPath: string, body: ContentQueryInput): ResultAsync<ContentQueryResponse, ContentFailure> {
  return api
    .request(callOf(CONTENT_QUERY, { params: { path: documentPath.replace(/^\/+|\/+$/g, "") }, body }))
    .mapErr(contentFailure);
}
