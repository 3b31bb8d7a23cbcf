// Reset password: the e-mailed token (single use, unexpired) sets a new password; every session of the
// account ends, and the owner is told by e-mail.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { checkConfirmPassword, checkNewPassword } from "../../../../domain/validation/rules.ts";
import { passwordChangedMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { validationFailed, type ValidationFailed } from "../../shared/errors.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type BackgroundTasks,
  type Clock,
} from "../../shared/ports.ts";
import {
  PasswordHasherToken,
  PasswordResetStoreToken,
  SecretTokensToken,
  SessionStoreToken,
  type PasswordHasher,
  CommonPasswordsToken,
  type CommonPasswords,
  type PasswordResetStore,
  type SecretTokens,
  type SessionStore,
} from "./ports.ts";

export type ResetPasswordError = ValidationFailed | { type: "InvalidResetToken" };

@injectable()
export class ResetPassword {
  constructor(
    @inject(PasswordResetStoreToken) private readonly resets: PasswordResetStore,
    @inject(SecretTokensToken) private readonly secrets: SecretTokens,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordHasherToken) private readonly hasher: PasswordHasher,
    @inject(CommonPasswordsToken) private readonly commonPasswords: CommonPasswords,
    @inject(SessionStoreToken) private readonly sessions: SessionStore,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(input: { token: string; password: string; confirmPassword: string }): ResultAsync<void, ResetPasswordError> {
    return new ResultAsync(this.run(input));
  }

  private async run({
    token,
    password,
    confirmPassword,
  }: {
    token: string;
    password: string;
    confirmPassword: string;
  }): Promise<Result<void, ResetPasswordError>> {
    const fields: Record<string, string> = {};
    const passwordCode = checkNewPassword(password, this.commonPasswords);
    if (passwordCode) fields.password = passwordCode;
    else {
      const confirmCode = checkConfirmPassword(password, confirmPassword);
      if (confirmCode) fields.confirmPassword = confirmCode;
    }
    if (Object.keys(fields).length > 0) return err(validationFailed(fields));

    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(password);
    const used = await this.resets.consume(this.secrets.digest(token), now);
    if (!used) return err({ type: "InvalidResetToken" });
    await this.members.updatePasswordHash(used.memberId, passwordHash, now);
    await this.sessions.revokeAllOf(used.memberId, "password-reset", now);
    this.logger.info("auth.password_reset", { memberId: used.memberId });

    const member = await this.members.findById(used.memberId);
    if (member) {
      const resetLink = `${this.settings.publicOrigin}/forgot-password`;
      this.background.run("mail.password-changed", async () => {
        const sent = await this.mailer.send(
          passwordChangedMail({ to: member.email, brandName: this.settings.brandName, resetLink }),
        );
        if (sent.isErr()) this.logger.warn("mail.failed", { template: "password-changed", reason: sent.error.reason });
      });
    }
    return ok(undefined);
  }
}
