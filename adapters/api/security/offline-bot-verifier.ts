// Development bot verifier that works offline. It mimics Turnstile with its published test secrets:
// with the always-pass secret (1x...) it accepts the dummy token the test site keys produce; with the
// always-fail secret (2x...) it refuses everything; with 3x... it answers "timeout-or-duplicate".
// Production refuses it (the constructor throws), as the configuration refuses the test keys.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { BotCheckFailed, BotCheckInput, BotVerifier } from "../../../application/api/security/ports.ts";

/** The token Turnstile's test site keys give the browser. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export class OfflineBotVerifier implements BotVerifier {
  constructor(
    private readonly secret: string,
    options: { production: boolean },
  ) {
    if (options.production)
      throw new Error("The offline bot verifier is for development only; production uses Turnstile siteverify.");
  }

  verify({ token }: BotCheckInput): ResultAsync<void, BotCheckFailed> {
    if (token === "") return errAsync({ type: "BotCheckFailed", codes: ["missing-input-response"] });
    if (this.secret.startsWith("2x")) return errAsync({ type: "BotCheckFailed", codes: ["invalid-input-response"] });
    if (this.secret.startsWith("3x")) return errAsync({ type: "BotCheckFailed", codes: ["timeout-or-duplicate"] });
    return token === TURNSTILE_DUMMY_TOKEN
      ? okAsync(undefined)
      : errAsync({ type: "BotCheckFailed", codes: ["invalid-input-response"] });
  }
}
