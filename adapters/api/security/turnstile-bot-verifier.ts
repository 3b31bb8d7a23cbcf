// Cloudflare Turnstile siteverify: POST secret, response, remoteip and idempotency_key; read success,
// error-codes and action. A network failure or time-out refuses the token ("internal-error"): fail closed.
import { errAsync, ResultAsync } from "neverthrow";
import type { BotCheckFailed, BotCheckInput, BotVerifier } from "../../../application/api/security/ports.ts";

export const TURNSTILE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

interface SiteverifyAnswer {
  success?: unknown;
  "error-codes"?: unknown;
  action?: unknown;
}

export class TurnstileBotVerifier implements BotVerifier {
  constructor(
    private readonly secret: string,
    private readonly fetcher: typeof fetch = fetch,
    private readonly timeoutMs = 5_000,
  ) {}

  verify({ token, remoteIp, idempotencyKey, expectedAction }: BotCheckInput): ResultAsync<void, BotCheckFailed> {
    // Turnstile tokens are at most 2048 characters.
    if (token.length === 0) return errAsync({ type: "BotCheckFailed", codes: ["missing-input-response"] });
    if (token.length > 2048) return errAsync({ type: "BotCheckFailed", codes: ["invalid-input-response"] });
    const form = new URLSearchParams({ secret: this.secret, response: token, idempotency_key: idempotencyKey });
    if (remoteIp) form.set("remoteip", remoteIp);
    const request = this.fetcher(TURNSTILE_SITEVERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(this.timeoutMs),
    }).then(async (response) => (await response.json()) as SiteverifyAnswer);
    return ResultAsync.fromPromise(request, (): BotCheckFailed => ({
      type: "BotCheckFailed",
      codes: ["internal-error"],
    })).andThen((answer) => {
      if (answer.success !== true) {
        const codes = Array.isArray(answer["error-codes"])
          ? answer["error-codes"].filter((c): c is string => typeof c === "string")
          : [];
        return errAsync<void, BotCheckFailed>({
          type: "BotCheckFailed",
          codes: codes.length > 0 ? codes : ["invalid-input-response"],
        });
      }
      if (
        expectedAction &&
        typeof answer.action === "string" &&
        answer.action !== "" &&
        answer.action !== expectedAction
      ) {
        return errAsync<void, BotCheckFailed>({ type: "BotCheckFailed", codes: ["action-mismatch"] });
      }
      return ResultAsync.fromSafePromise<void, BotCheckFailed>(Promise.resolve());
    });
  }
}
