// Issue 15 (GDPR art. 7(3), CPCE L34-5; docs/decisions/041-newsletter-unsubscribe.md): leaving the newsletter as
// easily as joining it (and, issue 30, the weekly word to parents: `list`). POST /newsletter/unsubscribe takes the address and the token of the link every mail carries
// (throttled per client address like the other public forms); a good token takes the address off the list, and an
// address already gone gets the same answer (the link may be opened twice, or after the account was deleted).
// GET /newsletter/subscription gives a member the same fields for their account address (/mon-compte).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { normalizeEmail } from "../../../domain/validation/email.ts";
import type { NewsletterStatus, NewsletterUnsubscribeRequest } from "../../contracts/newsletter.ts";
import { RateLimiterToken, type RateLimiter } from "../security/ports.ts";
import { RATE_RULES } from "../security/throttle-rules.ts";
import type { TooManyAttempts } from "../shared/errors.ts";
import { AppLoggerToken, type AppLogger } from "../shared/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../account/members/ports.ts";
import { WeeklyFamilyDigestRepositoryToken, type WeeklyFamilyDigestRepository } from "../coach/ports.ts";
import { NewsletterRepositoryToken, type NewsletterRepository } from "./ports.ts";
import { UnsubscribeLinks } from "./unsubscribe-links.ts";

export type UnsubscribeError = TooManyAttempts | { type: "InvalidUnsubscribeToken" };

@injectable()
export class UnsubscribeFromNewsletter {
  constructor(
    @inject(UnsubscribeLinks) private readonly links: UnsubscribeLinks,
    @inject(NewsletterRepositoryToken) private readonly newsletter: NewsletterRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(WeeklyFamilyDigestRepositoryToken) private readonly digests: WeeklyFamilyDigestRepository,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(input: NewsletterUnsubscribeRequest, context: { ip: string | null }): ResultAsync<void, UnsubscribeError> {
    return new ResultAsync(this.run(input, context));
  }

  private async run(
    { email, token, list = "newsletter" }: NewsletterUnsubscribeRequest,
    { ip }: { ip: string | null },
  ): Promise<Result<void, UnsubscribeError>> {
    const throttle = await this.limiter.hit(RATE_RULES.newsletterUnsubscribeIp, ip ?? "unknown");
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });
    if (!this.links.isValid(email, token, list)) return err({ type: "InvalidUnsubscribeToken" });
    if (list === "resume-famille") {
      // Issue 30: the weekly word to parents of the account of that address (none: already gone, the same answer).
      const member = await this.members.findByEmail(normalizeEmail(email));
      if (member) await this.digests.unsubscribe(member.id);
      this.logger.info("weekly_digest.unsubscribed", { found: member !== null });
      return ok(undefined);
    }
    const removed = await this.newsletter.remove(normalizeEmail(email));
    this.logger.info("newsletter.unsubscribed", { removed });
    return ok(undefined);
  }
}

/** Issue 15: whether a member's account address is on the list, with the fields that take it off. */
@injectable()
export class ReadNewsletterStatus {
  constructor(
    @inject(UnsubscribeLinks) private readonly links: UnsubscribeLinks,
    @inject(NewsletterRepositoryToken) private readonly newsletter: NewsletterRepository,
  ) {}

  async execute(member: { email: string }): Promise<NewsletterStatus> {
    const subscribed = await this.newsletter.has(member.email);
    return { subscribed, unsubscribe: subscribed ? this.links.fieldsFor(member.email) : null };
  }
}
