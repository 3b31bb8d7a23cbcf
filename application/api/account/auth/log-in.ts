// §7 POST /auth/local: e-mail and password give a session. One answer for every bad-credentials case,
// with the same work done whether or not the account exists (no enumeration by message, status or timing).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { normalizeEmail } from "../../../../domain/validation/email.ts";
import { RATE_RULES, emailKey, loginDelaySeconds, loginPairKey } from "../../security/throttle-rules.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import type { TooManyAttempts } from "../../shared/errors.ts";
import { ClockToken, SleeperToken, type Clock, type Sleeper } from "../../shared/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { IssueSession, type IssuedSession } from "./issue-session.ts";
import { PasswordHasherToken, type PasswordHasher } from "./ports.ts";

export type LoginError = { type: "InvalidCredentials" } | TooManyAttempts;

export interface LoginInput {
  identifier: string;
  password: string;
  /** The client's address (throttling), or null when unknown. */
  ip: string | null;
}

@injectable()
export class LogIn {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordHasherToken) private readonly hasher: PasswordHasher,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(IssueSession) private readonly sessions: IssueSession,
    @inject(SleeperToken) private readonly sleeper: Sleeper,
  ) {}

  execute(input: LoginInput): ResultAsync<IssuedSession, LoginError> {
    return new ResultAsync(this.run(input));
  }

  private async run({ identifier, password, ip }: LoginInput): Promise<Result<IssuedSession, LoginError>> {
    // Issue 14 / ADR 022: refusals are per (account, address) pair and per address, so a stranger cannot lock the
    // owner out; the account's failures from every address only slow each attempt down.
    const accountKey = emailKey(identifier);
    const ipKey = ip ?? "unknown";
    const pairKey = loginPairKey(identifier, ip);
    const [byPair, byIp, byAccount] = await Promise.all([
      this.limiter.peek(RATE_RULES.loginPair, pairKey),
      this.limiter.peek(RATE_RULES.loginIp, ipKey),
      this.limiter.peek(RATE_RULES.loginAccount, accountKey),
    ]);
    if (!byPair.allowed || !byIp.allowed) {
      return err({
        type: "TooManyAttempts",
        retryAfterSeconds: Math.max(byPair.retryAfterSeconds, byIp.retryAfterSeconds),
      });
    }
    await this.sleeper.sleep(loginDelaySeconds(byAccount.count) * 1000);

    const member = await this.members.findByEmail(normalizeEmail(identifier));
    let valid = false;
    if (member) {
      const check = await this.hasher.verify(member.passwordHash, password);
      valid = check.valid;
      if (valid && check.needsRehash) {
        await this.members.updatePasswordHash(member.id, await this.hasher.hash(password), this.clock.now());
      }
    } else {
      await this.hasher.verifyDummy(password);
    }

    if (!member || !valid) {
      await Promise.all([
        this.limiter.hit(RATE_RULES.loginPair, pairKey),
        this.limiter.hit(RATE_RULES.loginAccount, accountKey),
        this.limiter.hit(RATE_RULES.loginIp, ipKey),
      ]);
      return err({ type: "InvalidCredentials" });
    }
    // The owner's success clears their own pair; the account's count stays until its window ends (an attacker
    // still hammering it keeps being slowed down).
    await this.limiter.reset(RATE_RULES.loginPair, pairKey);
    return ok(await this.sessions.start(member.id, this.clock.now()));
  }
}
