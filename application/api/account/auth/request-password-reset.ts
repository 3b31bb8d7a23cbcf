// Forgotten password: always the same answer; when the address has an account, a single-use link that
// expires is e-mailed. The lookup and the mail happen after the answer (no timing difference).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { checkLoginEmail } from "../../../../domain/validation/rules.ts";
import { normalizeEmail } from "../../../../domain/validation/email.ts";
import type { Locale } from "../../../../domain/locale/locale.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import { RATE_RULES, emailKey } from "../../security/throttle-rules.ts";
import { addSeconds } from "../../shared/dates.ts";
import { validationFailed, type TooManyAttempts, type ValidationFailed } from "../../shared/errors.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
  type AppLogger,
  type BackgroundTasks,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { PasswordResetStoreToken, SecretTokensToken, type PasswordResetStore, type SecretTokens } from "./ports.ts";

export type RequestResetError = ValidationFailed | TooManyAttempts;

/** The page of the e-mailed link (§2 /reset, always in French). */
export const RESET_PAGE_PATH = "/reset";

@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordResetStoreToken) private readonly resets: PasswordResetStore,
    @inject(SecretTokensToken) private readonly secrets: SecretTokens,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** `locale`: the language of the page the request came from, the mail's. */
  execute(input: { email: string; locale: Locale; ip: string | null }): ResultAsync<void, RequestResetError> {
    return new ResultAsync(this.run(input));
  }

  private async run({
    email: raw,
    locale,
    ip,
  }: {
    email: string;
    locale: Locale;
    ip: string | null;
  }): Promise<Result<void, RequestResetError>> {
    const invalid = checkLoginEmail(raw);
    if (invalid) return err(validationFailed({ email: invalid }));
    const byIp = await this.limiter.hit(RATE_RULES.resetIp, ip ?? "unknown");
    if (!byIp.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: byIp.retryAfterSeconds });
    const email = normalizeEmail(raw);
    this.background.run("auth.password-reset-request", () => this.sendLink(email, locale));
    return ok(undefined);
  }

  private async sendLink(email: string, locale: Locale): Promise<void> {
    const byEmail = await this.limiter.hit(RATE_RULES.resetEmail, emailKey(email));
    if (!byEmail.allowed) return;
    const member = await this.members.findByEmail(email);
    if (!member) return;
    const now = this.clock.now();
    const token = this.secrets.newToken();
    const ttl = this.settings.passwordResetTtlSeconds;
    await this.resets.create({
      id: this.ids.uuid(),
      memberId: member.id,
      digest: this.secrets.digest(token),
      expiresAt: addSeconds(now, ttl),
      now,
    });
    const link = `${this.settings.publicOrigin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    const sent = await this.mailer.send(
      passwordResetMail({
        to: member.email,
        brandName: this.settings.brandName,
        link,
        validMinutes: Math.round(ttl / 60),
        locale,
      }),
    );
    if (sent.isErr())
      this.logger.warn("mail.failed", { template: "password-reset", memberId: member.id, reason: sent.error.reason });
  }
}
