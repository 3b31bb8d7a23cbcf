// Binds outgoing mail: SMTP when configured (production requires it), else the outbox table.
import type { DependencyContainer } from "tsyringe";
import { MailerToken, OutboxReaderToken, type Mailer } from "../../../application/api/mail/ports.ts";
import type { IdGenerator } from "../../../application/api/shared/ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleOutboxMailer, DrizzleOutboxReader } from "../db/drizzle-outbox.ts";
import { SmtpMailer } from "./smtp-mailer.ts";

/** What mail reads from the process configuration (server/config.ts). */
export interface MailConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

export function registerMail(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: MailConfig,
  ids: IdGenerator,
): void {
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : new DrizzleOutboxMailer(database.db, ids);
  container.registerInstance(MailerToken, mailer);
  container.registerInstance(OutboxReaderToken, new DrizzleOutboxReader(database.db));
}
