// Account deletion: the current password confirms it; every session ends and the account goes with its data.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { PasswordHasherToken, SessionStoreToken, type PasswordHasher, type SessionStore } from "../auth/ports.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import { RATE_RULES } from "../../security/throttle-rules.ts";
import type { TooManyAttempts } from "../../shared/errors.ts";
import { AppLoggerToken, ClockToken, type AppLogger, type Clock } from "../../shared/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "./ports.ts";

export type DeleteAccountError = { type: "PasswordIncorrect" } | TooManyAttempts | { type: "MemberNotFound" };

@injectable()
export class DeleteAccount {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordHasherToken) private readonly hasher: PasswordHasher,
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(input: { memberId: string; password: string }): ResultAsync<void, DeleteAccountError> {
    return new ResultAsync(this.run(input));
  }

  private async run({
    memberId,
    password,
  }: {
    memberId: string;
    password: string;
  }): Promise<Result<void, DeleteAccountError>> {
    const throttle = await this.limiter.peek(RATE_RULES.passwordConfirm, memberId);
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });
    const member = await this.members.findById(memberId);
    if (!member) return err({ type: "MemberNotFound" });
    const check = await this.hasher.verify(member.passwordHash, password);
    if (!check.valid) {
      await this.limiter.hit(RATE_RULES.passwordConfirm, memberId);
      return err({ type: "PasswordIncorrect" });
    }
    await this.sessions.revokeAllOf(memberId, "account-deleted", this.clock.now());
    await this.members.delete(memberId);
    await this.limiter.reset(RATE_RULES.passwordConfirm, memberId);
    this.logger.info("member.deleted", { memberId });
    return ok(undefined);
  }
}
