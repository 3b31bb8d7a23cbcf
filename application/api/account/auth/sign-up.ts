// Sign-up: the §5 form rules, then a new account, logged in at once (§2 /signup/successfull-signin).
//
// Enumeration: an address that already has an account gets a generic refusal (SignupRefused, 400), never
// "e-mail taken"; its owner is told by e-mail. The password is hashed before the address is looked up,
// so both paths cost the same. A new address necessarily behaves differently (it logs in): sign-ups are
// throttled per client address to keep probing slow.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { signUpFormSchema, validateForm } from "../../../../domain/validation/forms.ts";
import { normalizeEmail } from "../../../../domain/validation/email.ts";
import { signupExistingAccountMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import { RATE_RULES } from "../../security/throttle-rules.ts";
import { utcDate } from "../../shared/dates.ts";
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
import { IssueSession, type IssuedSession } from "./issue-session.ts";
import { CommonPasswordsToken, PasswordHasherToken, type CommonPasswords, type PasswordHasher } from "./ports.ts";

export interface SignUpInput {
  firstname: string;
  lastname: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  birthdate: string;
  acceptConditions: boolean;
  ip: string | null;
}

export type SignUpError = ValidationFailed | TooManyAttempts | { type: "SignupRefused" };

@injectable()
export class SignUp {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(PasswordHasherToken) private readonly hasher: PasswordHasher,
    @inject(CommonPasswordsToken) private readonly commonPasswords: CommonPasswords,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
    @inject(IssueSession) private readonly sessions: IssueSession,
  ) {}

  execute(input: SignUpInput): ResultAsync<IssuedSession, SignUpError> {
    return new ResultAsync(this.run(input));
  }

  private async run({ ip, ...form }: SignUpInput): Promise<Result<IssuedSession, SignUpError>> {
    const now = this.clock.now();
    const checked = validateForm(
      signUpFormSchema({ today: utcDate(now), commonPasswords: this.commonPasswords }),
      form,
    );
    if (checked.isErr()) return err(validationFailed(checked.error as Record<string, string>));

    const throttle = await this.limiter.hit(RATE_RULES.signupIp, ip ?? "unknown");
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });

    const values = checked.value;
    const email = normalizeEmail(values.email);
    const passwordHash = await this.hasher.hash(values.password);
    const id = this.ids.uuid();
    const outcome = await this.members.create(
      {
        id,
        email,
        passwordHash,
        firstname: values.firstname,
        lastname: values.lastname,
        birthdate: values.birthdate,
        termsAcceptedAt: now,
      },
      now,
    );
    if (outcome === "email-taken") {
      const origin = this.settings.publicOrigin;
      this.background.run("mail.signup-existing-account", async () => {
        const sent = await this.mailer.send(
          signupExistingAccountMail({
            to: email,
            brandName: this.settings.brandName,
            loginLink: `${origin}/login`,
            resetLink: `${origin}/forgot-password`,
          }),
        );
        if (sent.isErr())
          this.logger.warn("mail.failed", { template: "signup-existing-account", reason: sent.error.reason });
      });
      return err({ type: "SignupRefused" });
    }
    this.logger.info("member.signed_up", { memberId: id });
    return ok(await this.sessions.start(id, now));
  }
}
