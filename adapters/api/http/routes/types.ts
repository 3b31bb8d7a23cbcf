// What every group of routes is built from.
import type { DependencyContainer } from "tsyringe";
import type { OpenApiRegistry } from "../openapi.ts";
import type { HttpSettings } from "../settings.ts";

export interface RouteDeps {
  container: DependencyContainer;
  docs: OpenApiRegistry;
  settings: HttpSettings;
  /** The API's version (the OpenAPI document's, and part of the content answers' ETags). */
  version: string;
}

/** OpenAPI descriptions of the errors every route of a kind may answer. */
export const COMMON_ERRORS = {
  400: { description: "ValidationFailed (fields: a code per field, UnknownField for an unexpected one), InvalidJson" },
  403: { description: "CsrfRejected: custom header missing, or origin not allowed (not for bearer requests)" },
  415: { description: "UnsupportedMediaType: the body is not JSON" },
} as const;

export const MEMBER_ERRORS = {
  401: { description: "Unauthenticated: no valid access token (bearer or auth cookie) of a live session" },
  409: { description: "ProfilingRequired: the member must complete profiling first (§8)" },
} as const;
