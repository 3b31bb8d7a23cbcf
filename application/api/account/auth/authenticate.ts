// Who is calling: a valid access token (bearer header or auth cookie) of a live session.
// A logged-out, reused or deleted session stops its access tokens at once (the session is checked
// on every request, by primary key).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import {
  AccessTokenSignerToken,
  SessionStoreToken,
  type AccessTokenSigner,
  type SessionMember,
  type SessionStore,
} from "./ports.ts";

export interface AuthenticatedMember extends SessionMember {
  sessionId: string;
}

export type Unauthenticated = {
  type: "Unauthenticated";
  reason: "malformed" | "signature" | "expired" | "session-ended";
};

@injectable()
export class Authenticate {
  constructor(
    @inject(AccessTokenSignerToken) private readonly signer: AccessTokenSigner,
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(accessToken: string): ResultAsync<AuthenticatedMember, Unauthenticated> {
    return new ResultAsync(this.run(accessToken));
  }

  private async run(accessToken: string): Promise<Result<AuthenticatedMember, Unauthenticated>> {
    const claims = this.signer.verify(accessToken, this.clock.now());
    if (claims.isErr()) return err({ type: "Unauthenticated", reason: claims.error.reason });
    const member = await this.sessions.activeSession(claims.value.sessionId, claims.value.memberId);
    if (!member) return err({ type: "Unauthenticated", reason: "session-ended" });
    return ok({ ...member, sessionId: claims.value.sessionId });
  }
}
