// Logout: revokes the session's refresh-token family (its access tokens stop at once). Idempotent.
import { okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import {
  AccessTokenSignerToken,
  SecretTokensToken,
  SessionStoreToken,
  type AccessTokenSigner,
  type SecretTokens,
  type SessionStore,
} from "./ports.ts";

export interface LogoutInput {
  /** The access token, even expired: its session id is what matters. */
  accessToken: string | null;
  refreshToken: string | null;
}

@injectable()
export class LogOut {
  constructor(
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(SecretTokensToken) private readonly secrets: SecretTokens,
    @inject(AccessTokenSignerToken) private readonly signer: AccessTokenSigner,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(input: LogoutInput): ResultAsync<void, never> {
    return ResultAsync.fromSafePromise(this.run(input)).andThen(() => okAsync(undefined));
  }

  private async run({ accessToken, refreshToken }: LogoutInput): Promise<void> {
    const now = this.clock.now();
    const families = new Set<string>();
    if (refreshToken) {
      const record = await this.sessions.findByDigest(this.secrets.digest(refreshToken));
      if (record) families.add(record.familyId);
    }
    if (accessToken) {
      // Checked as of the epoch: an expired token (signature still checked) still names the session to end.
      const claims = this.signer.verify(accessToken, new Date(0));
      if (claims.isOk()) families.add(claims.value.sessionId);
    }
    for (const familyId of families) await this.sessions.revokeFamily(familyId, "logout", now);
  }
}
