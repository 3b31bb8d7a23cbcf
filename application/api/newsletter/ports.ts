// Port of newsletter subscriptions (§3), with the consent kept.
import type { NewsletterSubscribeRequest } from "../../contracts/newsletter.ts";

/**
 * §3: a subscription as stored: the contract's request (its `sourceAccessTypeName` and `sourceLevelOfEducationName`
 * kept as `accessType` and `levelOfEducation`, the table's names; the bot-check token not kept) with the consent.
 */
export interface NewsletterRecord extends Pick<
  NewsletterSubscribeRequest,
  "email" | "sourceLocation" | "acceptNewsletter"
> {
  id: string;
  accessType: NewsletterSubscribeRequest["sourceAccessTypeName"];
  levelOfEducation: NewsletterSubscribeRequest["sourceLevelOfEducationName"];
  consentAt: Date;
  consentText: string;
}

export interface NewsletterRepository {
  /** "already-subscribed" when the address (any case) is already there; nothing changes then. */
  add(record: NewsletterRecord): Promise<"added" | "already-subscribed">;
}
export const NewsletterRepositoryToken = Symbol("NewsletterRepository");
