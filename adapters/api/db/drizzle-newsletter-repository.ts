import type { NewsletterRecord, NewsletterRepository } from "../../../application/api/newsletter/ports.ts";
import type { Db } from "./database.ts";
import { newsletterSubscriptions } from "./schema.ts";

/** Newsletter subscriptions in PostgreSQL; the address is unique whatever its case. */
export class DrizzleNewsletterRepository implements NewsletterRepository {
  constructor(private readonly db: Db) {}

  async add(record: NewsletterRecord): Promise<"added" | "already-subscribed"> {
    const inserted = await this.db
      .insert(newsletterSubscriptions)
      .values({ ...record, createdAt: record.consentAt })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return inserted.length > 0 ? "added" : "already-subscribed";
  }
}
