// §7 "Calls made": the headers every API call carries by default.

/** §7: the custom evaluation-flag header. Always sent (its presence also marks a call as made by the web app). */
export const EVALUATION_HEADER = "X-Revizo-Eval";
/** §7: the timezone header. */
const TIMEZONE_HEADER = "X-Timezone";
/** §7: the timezone every call declares. */
export const REQUEST_TIMEZONE = "UTC";
/** §7: the media type the client accepts. */
export const ACCEPT_JSON = "application/json";

/** §7: the default headers; `evaluation` is true when the call is made in evaluation (testing) mode. */
export function defaultRequestHeaders(evaluation = false): Readonly<Record<string, string>> {
  return {
    Accept: ACCEPT_JSON,
    [EVALUATION_HEADER]: evaluation ? "true" : "false",
    [TIMEZONE_HEADER]: REQUEST_TIMEZONE,
  };
}
