// Starts a session for a member: a new refresh-token family with its first token, and an access token.
import { inject, injectable } from "tsyringe";
import { REFRESH_TOKEN_MAX_AGE_S } from "../../../../domain/account/auth-cookie.ts";
import { addSeconds, epochSeconds } from "../../shared/dates.ts";
import { IdGeneratorToken, type IdGenerator } from "../../shared/ports.ts";
import {
  AccessTokenSignerToken,
  SecretTokensToken,
  SessionStoreToken,
  type AccessTokenSigner,
  type SecretTokens,
  type SessionStore,
} from "./ports.ts";

/** The tokens of a session, with their expiry times in epoch seconds (the auth cookie's exp and expRefresh). */
export interface IssuedSession {
  memberId: string;
  sessionId: string;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

@injectable()
export class IssueSession {
  constructor(
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(AccessTokenSignerToken) private readonly signer: AccessTokenSigner,
    @inject(SecretTokensToken) private readonly secrets: SecretTokens,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
  ) {}

  async start(memberId: string, now: Date): Promise<IssuedSession> {
    const sessionId = this.ids.uuid();
    const refreshToken = this.secrets.newToken();
    const expiresAt = addSeconds(now, REFRESH_TOKEN_MAX_AGE_S);
    await this.sessions.startFamily({
      familyId: sessionId,
      memberId,
      token: { id: this.ids.uuid(), digest: this.secrets.digest(refreshToken), expiresAt },
      now,
    });
    return this.withAccessToken({ memberId, sessionId, refreshToken, refreshExpiresAt: epochSeconds(expiresAt) }, now);
  }

  withAccessToken(
    session: { memberId: string; sessionId: string; refreshToken: string; refreshExpiresAt: number },
    now: Date,
  ): IssuedSession {
    const access = this.signer.sign({ memberId: session.memberId, sessionId: session.sessionId }, now);
    return { ...session, accessToken: access.token, accessExpiresAt: access.expiresAt };
  }
}
