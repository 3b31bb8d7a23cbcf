// An in-memory API for use-case tests and Storybook: handlers per "METHOD /path" answer a value or a
// failure; the answer is still checked against the call's schema, as the real client does.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import * as v from "valibot";
import { messageFor } from "../../domain/http/messages.ts";
import type { ApiCall, ApiClient, ApiFailure } from "../../application/web/http/ports.ts";

export type MemoryApiHandler = (call: ApiCall<v.GenericSchema>) => { ok: unknown } | { fail: ApiFailure };

export class MemoryApiClient implements ApiClient {
  readonly calls: ApiCall<v.GenericSchema>[] = [];
  constructor(private readonly handlers: Record<string, MemoryApiHandler> = {}) {}

  on(route: string, handler: MemoryApiHandler): this {
    this.handlers[route] = handler;
    return this;
  }

  request<S extends v.GenericSchema>(call: ApiCall<S>): ResultAsync<v.InferOutput<S>, ApiFailure> {
    this.calls.push(call);
    const handler = this.handlers[`${call.method} ${call.path}`];
    if (!handler) return errAsync(httpFailure(404, "NotFound"));
    const answer = handler(call);
    if ("fail" in answer) return errAsync(answer.fail);
    const parsed = v.safeParse(call.schema, answer.ok);
    return parsed.success
      ? okAsync(parsed.output)
      : errAsync({ type: "InvalidResponse", status: 200, message: messageFor(null) });
  }
}

/** An HTTP error failure as the real client builds it. */
export function httpFailure(
  status: number,
  code: string,
  summary: string | null = null,
  fields: Record<string, string> = {},
): ApiFailure {
  return {
    type: "HttpError",
    status,
    code,
    summary,
    fields,
    message: messageFor(summary),
  };
}
