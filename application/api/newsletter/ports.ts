// Port of newsletter subscriptions (§3), with the consent kept.

export interface NewsletterRecord {
  id: string;
  email: string;
  accessType: "parent" | "student";
  levelOfEducation: string;
  sourceLocation: string;
  acceptNewsletter: boolean;
  consentAt: Date;
  consentText: string;
}

export interface NewsletterRepository {
  /** "already-subscribed" when the address (any case) is already there; nothing changes then. */
  add(record: NewsletterRecord): Promise<"added" | "already-subscribed">;
}
export const NewsletterRepositoryToken = Symbol("NewsletterRepository");
