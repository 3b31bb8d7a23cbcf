import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type {
  MemberRecord,
  MemberRepository,
  NewMember,
  ProfileChanges,
} from "../../../application/api/account/members/ports.ts";
import type { Db } from "../db/database.ts";
import { uniqueViolation } from "../db/errors.ts";
import { invoices, orders } from "../db/premium-payments-schema.ts";
import { mailOutbox, members, newsletterSubscriptions } from "../db/schema.ts";

type MemberRow = typeof members.$inferSelect;

export function toMemberRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    birthdate: row.birthdate,
    accessType: row.accessType,
    levelOfEducation: row.levelOfEducation,
    currentDegree: row.currentDegree,
    country: row.country,
    region: row.region,
    featureFlags: row.featureFlags,
    profiledAt: row.profiledAt,
    refreshProfilingStep: row.refreshProfilingStep,
    createdAt: row.createdAt,
  };
}

/** The insert values of a new member (shared with the family repository). */
export function newMemberValues(member: NewMember, now: Date): typeof members.$inferInsert {
  return {
    id: member.id,
    email: member.email,
    passwordHash: member.passwordHash,
    firstname: member.firstname,
    lastname: member.lastname,
    birthdate: member.birthdate,
    termsAcceptedAt: member.termsAcceptedAt,
    createdAt: now,
    updatedAt: now,
    lastActiveAt: now,
    ...member.profile,
  };
}

/** Members in PostgreSQL; e-mail and username unique whatever their case. */
export class DrizzleMemberRepository implements MemberRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<MemberRecord | null> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id)).limit(1);
    return row ? toMemberRecord(row) : null;
  }

  async findByEmail(email: string): Promise<MemberRecord | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = lower(${email})`)
      .limit(1);
    return row ? toMemberRecord(row) : null;
  }

  async create(member: NewMember, now: Date): Promise<"created" | "email-taken"> {
    const inserted = await this.db
      .insert(members)
      .values(newMemberValues(member, now))
      .onConflictDoNothing()
      .returning({ id: members.id });
    return inserted.length > 0 ? "created" : "email-taken";
  }

  async updateProfile(
    id: string,
    changes: ProfileChanges,
    now: Date,
  ): Promise<"updated" | "username-taken" | "not-found"> {
    try {
      const updated = await this.db
        .update(members)
        .set({ ...changes, updatedAt: now })
        .where(eq(members.id, id))
        .returning({ id: members.id });
      return updated.length > 0 ? "updated" : "not-found";
    } catch (error) {
      if (uniqueViolation(error) !== null) return "username-taken";
      throw error;
    }
  }

  async updatePasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ email: members.email, firstname: members.firstname, lastname: members.lastname })
        .from(members)
        .where(eq(members.id, id))
        .for("update");
      if (!row) return;
      // The accounting records stay (docs/decisions/031-retention.md): each invoice keeps the buyer it names, the paid
      // orders lose the e-mail and, by ON DELETE SET NULL, the member; orders never paid are no record and go.
      const name = [row.firstname, row.lastname].filter((part) => part && part.trim() !== "").join(" ");
      await tx
        .update(invoices)
        .set({ buyerName: name === "" ? null : name, buyerEmail: sql`coalesce(${orders.email}, ${row.email})` })
        .from(orders)
        .where(and(eq(orders.id, invoices.orderId), eq(orders.memberId, id), isNull(invoices.buyerEmail)));
      await tx.delete(orders).where(and(eq(orders.memberId, id), ne(orders.status, "paid")));
      await tx.update(orders).set({ email: null }).where(eq(orders.memberId, id));
      await tx
        .delete(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${row.email})`);
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${row.email})`);
      // Sessions, reset tokens, devices, subscriptions, family links, coupon redemptions and progress go by
      // ON DELETE CASCADE.
      await tx.delete(members).where(eq(members.id, id));
    });
  }
}
