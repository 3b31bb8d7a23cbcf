import { sql } from "drizzle-orm";
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

  async has(email: string): Promise<boolean> {
    const found = await this.db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
      .limit(1);
    return found.length > 0;
  }

  /** One statement: two confirmations at once delete the row once, and both are answered the same. */
  async remove(email: string): Promise<boolean> {
    const deleted = await this.db
      .delete(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
      .returning({ id: newsletterSubscriptions.id });
    return deleted.length > 0;
  }
}
