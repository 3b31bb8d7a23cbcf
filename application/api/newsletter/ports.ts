// Ports of newsletter subscriptions (§3), with the consent kept, and of the signature of their unsubscribe links.
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
  /** Issue 15: whether the address (any case) is on the list. */
  has(email: string): Promise<boolean>;
  /** Issue 15: takes the address (any case) off the list, consent record included; false when it was not there. */
  remove(email: string): Promise<boolean>;
}
export const NewsletterRepositoryToken = Symbol("NewsletterRepository");

/**
 * Issue 15: signs the newsletter's unsubscribe links: a keyed hash (HMAC-SHA256 under a key derived from AUTH_SECRET
 * for this one use) of a text, checked in constant time. What is signed is unsubscribe-links.ts's rule.
 */
export interface UnsubscribeSigner {
  sign(message: string): string;
  verify(message: string, signature: string): boolean;
}
export const UnsubscribeSignerToken = Symbol("UnsubscribeSigner");
