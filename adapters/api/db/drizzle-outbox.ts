import { desc, sql } from "drizzle-orm";
import { ResultAsync } from "neverthrow";
import type {
  MailFailed,
  MailMessage,
  Mailer,
  MailTemplate,
  OutboxMail,
  OutboxReader,
} from "../../../application/api/mail/ports.ts";
import type { IdGenerator } from "../../../application/api/shared/ports.ts";
import type { Db } from "./database.ts";
import { mailOutbox } from "./schema.ts";

/** Development mail: written to the outbox table and never sent (GET /api/dev/outbox lists it). */
export class DrizzleOutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly ids: IdGenerator,
  ) {}

  send(message: MailMessage): ResultAsync<void, MailFailed> {
    return ResultAsync.fromPromise(
      this.db
        .insert(mailOutbox)
        .values({
          id: this.ids.uuid(),
          recipient: message.to,
          template: message.template,
          subject: message.subject,
          textBody: message.text,
        })
        .then(() => undefined),
      (error): MailFailed => ({
        type: "MailFailed",
        reason: error instanceof Error ? (error.message.split("\n")[0] ?? "insert failed") : "insert failed",
      }),
    );
  }
}

export class DrizzleOutboxReader implements OutboxReader {
  constructor(private readonly db: Db) {}

  async list({ recipient, limit }: { recipient?: string; limit: number }): Promise<OutboxMail[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(recipient ? sql`lower(${mailOutbox.recipient}) = lower(${recipient})` : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      template: row.template as MailTemplate,
      subject: row.subject,
      text: row.textBody,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }));
  }
}
