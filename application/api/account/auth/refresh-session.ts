// §7 POST /refresh-token: exchanges a refresh token for a new access token and the token's successor.
//
// Rotation and reuse policy:
// - each refresh token is exchanged once; the exchange marks it rotated and stores its successor;
// - presenting a rotated token again, later than REFRESH_REUSE_GRACE_SECONDS after its rotation, is reuse:
//   the whole family (the login) is revoked, so both the thief and the victim must log in again;
// - within the grace window (two tabs, or a retried request, racing with the same token) the caller gets
//   the same successor as the first caller (it is derived from the token with a keyed hash), provided the
//   successor has not itself been exchanged yet. So two racing refreshes never yield two live tokens,
//   and neither leaves the member logged out.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { REFRESH_TOKEN_MAX_AGE_S } from "../../../../domain/account/auth-cookie.ts";
import { addSeconds, epochSeconds } from "../../shared/dates.ts";
import {
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { IssueSession, type IssuedSession } from "./issue-session.ts";
import {
  SecretTokensToken,
  SessionStoreToken,
  type RefreshTokenRecord,
  type SecretTokens,
  type SessionStore,
} from "./ports.ts";

/** How long after a rotation the same token still yields its successor (racing requests). */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export type RefreshError = { type: "InvalidRefreshToken" } | { type: "RefreshTokenReused" };

@injectable()
export class RefreshSession {
  constructor(
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(SecretTokensToken) private readonly secrets: SecretTokens,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
    @inject(IssueSession) private readonly issuer: IssueSession,
  ) {}

  execute(refreshToken: string): ResultAsync<IssuedSession, RefreshError> {
    return new ResultAsync(this.run(refreshToken));
  }

  private async run(refreshToken: string): Promise<Result<IssuedSession, RefreshError>> {
    const now = this.clock.now();
    const record = await this.sessions.findByDigest(this.secrets.digest(refreshToken));
    if (!record || record.familyRevokedAt !== null || record.expiresAt <= now)
      return err({ type: "InvalidRefreshToken" });

    const successorToken = this.secrets.successorOf(refreshToken);
    if (record.rotatedAt === null) {
      const expiresAt = addSeconds(now, REFRESH_TOKEN_MAX_AGE_S);
      const outcome = await this.sessions.rotate({
        parentId: record.id,
        successor: { id: this.ids.uuid(), digest: this.secrets.digest(successorToken), expiresAt },
        now,
      });
      if (outcome === "rotated") return ok(this.issue(record, successorToken, expiresAt, now));
      // Another request rotated it between our read and our write: read what it did.
      const current = await this.sessions.findById(record.id);
      if (!current) return err({ type: "InvalidRefreshToken" });
      return this.afterRotation(current, successorToken, now);
    }
    return this.afterRotation(record, successorToken, now);
  }

  private async afterRotation(
    record: RefreshTokenRecord,
    successorToken: string,
    now: Date,
  ): Promise<Result<IssuedSession, RefreshError>> {
    const rotatedAt = record.rotatedAt ?? now;
    const withinGrace = now.getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (withinGrace && record.successorId !== null) {
      const successor = await this.sessions.findById(record.successorId);
      const usable =
        successor !== null &&
        successor.rotatedAt === null &&
        successor.familyRevokedAt === null &&
        successor.expiresAt > now &&
        (await this.sessions.findByDigest(this.secrets.digest(successorToken)))?.id === successor.id;
      if (usable) return ok(this.issue(record, successorToken, successor.expiresAt, now));
    }
    await this.sessions.revokeFamily(record.familyId, "reuse", now);
    this.logger.warn("auth.refresh_token_reused", { memberId: record.memberId, sessionId: record.familyId });
    return err({ type: "RefreshTokenReused" });
  }

  private issue(record: RefreshTokenRecord, refreshToken: string, expiresAt: Date, now: Date): IssuedSession {
    return this.issuer.withAccessToken(
      {
        memberId: record.memberId,
        sessionId: record.familyId,
        refreshToken,
        refreshExpiresAt: epochSeconds(expiresAt),
      },
      now,
    );
  }
}
