// §7 POST /newsletter/subscribe: the bot-protection token is checked first; an address already subscribed
// gets a 400 with a summary message (§8: the web app highlights the field); consent and source are kept.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { normalizeEmail } from "../../../domain/validation/email.ts";
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
import { ClockToken, IdGeneratorToken, type Clock, type IdGenerator } from "../shared/ports.ts";
import { NewsletterRepositoryToken, type NewsletterRepository } from "./ports.ts";

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
    return outcome === "already-subscribed" ? err({ type: "AlreadySubscribed" }) : ok(undefined);
  }
}
