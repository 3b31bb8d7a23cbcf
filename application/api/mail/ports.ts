// Port of outgoing mail: an outbox table in development, SMTP in production.
import type { ResultAsync } from "neverthrow";

export type MailTemplate =
  | "password-reset"
  | "signup-existing-account"
  | "password-changed"
  | "newsletter-welcome"
  | "subscription-canceled"
  | "renewal-reminder"
  | "subscription-ending"
  | "renewal-failed"
  | "renewal-succeeded"
  | "order-confirmation"
  | "gift-card-purchased"
  | "inactive-account"
  | "gift-card-withdrawn"
  | "weekly-family-digest"
  | "revision-reminder";

export interface MailMessage {
  to: string;
  template: MailTemplate;
  subject: string;
  /** Plain-text body (links written out in full). */
  text: string;
  /** Issue 15: a mail of the newsletter: its unsubscribe page, also given as the List-Unsubscribe header (RFC 2369). */
  unsubscribeLink?: string;
}

export type MailFailed = { type: "MailFailed"; reason: string };

export interface Mailer {
  send(message: MailMessage): ResultAsync<void, MailFailed>;
}
export const MailerToken = Symbol("Mailer");

/** A mail written to the outbox (development: what would have been sent). */
export interface OutboxMail extends MailMessage {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** Reads the outbox (the development page/command that lists mail). */
export interface OutboxReader {
  list(options: { recipient?: string; limit: number }): Promise<OutboxMail[]>;
}
export const OutboxReaderToken = Symbol("OutboxReader");
