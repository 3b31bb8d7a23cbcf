// §7 POST /newsletter/subscribe: the bot-protection token is checked first; an address already subscribed
// gets a 400 with a summary message (§8: the web app highlights the field); consent and source are kept.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { pickWelcomeSheets, welcomeSheetGrades } from "../../../domain/content/welcome-sheets.ts";
import { normalizeEmail } from "../../../domain/validation/email.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale/locale.ts";
import type { LevelOfEducation } from "../../../domain/validation/newsletter.ts";
import { sheetPdfPath } from "../../contracts/sheet-pdf-path.ts";
import { API_PREFIX } from "../../contracts/http.ts";
import type { NewsletterSubscribeRequest } from "../../contracts/newsletter.ts";
import {
  BotVerifierToken,
  RateLimiterToken,
  type BotCheckFailed,
  type BotVerifier,
  type RateLimiter,
} from "../security/ports.ts";
import { RATE_RULES } from "../security/throttle-rules.ts";
import type { TooManyAttempts } from "../shared/errors.ts";
import { SheetRepositoryToken, type SheetRepository } from "../content/sheets.ts";
import { MailerToken, type Mailer } from "../mail/ports.ts";
import { newsletterWelcomeMail } from "../mail/templates.ts";
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
} from "../shared/ports.ts";
import { NewsletterRepositoryToken, type NewsletterRepository } from "./ports.ts";
import { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** §5: what the visitor consents to by ticking the box (our wording, kept with each subscription). */
export const NEWSLETTER_CONSENT_TEXT = "J'accepte de recevoir par e-mail des conseils pour réussir ma scolarité.";

/** §7: the action the bot-protection widget is rendered for. */
export const NEWSLETTER_BOT_ACTION = "subscribe";

export type SubscribeError = BotCheckFailed | TooManyAttempts | { type: "AlreadySubscribed" };

@injectable()
export class SubscribeToNewsletter {
  constructor(
    @inject(BotVerifierToken) private readonly bots: BotVerifier,
    @inject(NewsletterRepositoryToken) private readonly newsletter: NewsletterRepository,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(SheetRepositoryToken) private readonly sheets: SheetRepository,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
    @inject(UnsubscribeLinks) private readonly links: UnsubscribeLinks,
  ) {}

  execute(input: NewsletterSubscribeRequest, context: { ip: string | null }): ResultAsync<void, SubscribeError> {
    return new ResultAsync(this.run(input, context));
  }

  private async run(
    input: NewsletterSubscribeRequest,
    { ip }: { ip: string | null },
  ): Promise<Result<void, SubscribeError>> {
    const throttle = await this.limiter.hit(RATE_RULES.newsletterIp, ip ?? "unknown");
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });
    const id = this.ids.uuid();
    const bot = await this.bots.verify({
      token: input.recaptchaToken,
      remoteIp: ip,
      idempotencyKey: id,
      expectedAction: NEWSLETTER_BOT_ACTION,
    });
    if (bot.isErr()) return err(bot.error);
    const now = this.clock.now();
    const outcome = await this.newsletter.add({
      id,
      email: normalizeEmail(input.email),
      accessType: input.sourceAccessTypeName,
      levelOfEducation: input.sourceLevelOfEducationName,
      sourceLocation: input.sourceLocation,
      acceptNewsletter: input.acceptNewsletter,
      consentAt: now,
      consentText: NEWSLETTER_CONSENT_TEXT,
    });
    if (outcome === "already-subscribed") return err({ type: "AlreadySubscribed" });
    const email = normalizeEmail(input.email);
    const locale = input.locale ?? DEFAULT_LOCALE;
    this.background.run("newsletter.welcome-mail", () =>
      this.sendSheets(email, input.sourceLevelOfEducationName, locale),
    );
    return ok(undefined);
  }

  /** §3 the promise of the popin: five free sheets as PDF links, chosen by the class the visitor gave. */
  private async sendSheets(email: string, level: LevelOfEducation, locale: Locale): Promise<void> {
    const grades = welcomeSheetGrades(level);
    const sheets = pickWelcomeSheets(grades, await this.sheets.listFreeSheets(grades));
    if (sheets.length === 0) {
      this.logger.warn("newsletter.no_sheets", { level });
      return;
    }
    const origin = this.settings.publicOrigin.replace(/\/+$/, "");
    const sent = await this.mailer.send(
      newsletterWelcomeMail({
        to: email,
        brandName: this.settings.brandName,
        sheets: sheets.map((sheet) => ({
          title: sheet.title,
          link: `${origin}${API_PREFIX}${sheetPdfPath(sheet.path)}`,
        })),
        // Issue 15 (CPCE L34-5): every mail of the list says how to leave it.
        unsubscribe: this.links.linkFor(email, locale),
        locale,
      }),
    );
    if (sent.isErr()) this.logger.warn("mail.failed", { template: "newsletter-welcome", reason: sent.error.reason });
  }
}
