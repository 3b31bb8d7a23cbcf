import { and, asc, count, eq } from "drizzle-orm";
import type { FamilyMemberRecord, FamilyRepository } from "../../../application/api/account/family/ports.ts";
import type { NewMember } from "../../../application/api/account/members/ports.ts";
import type { Db } from "../db/database.ts";
import { newMemberValues } from "./drizzle-member-repository.ts";
import { familyMembers, members } from "../db/schema.ts";

/** Families in PostgreSQL. Adding a child locks the holder's row, counts, then inserts (no limit overrun). */
export class DrizzleFamilyRepository implements FamilyRepository {
  constructor(private readonly db: Db) {}

  async membersOf(holderId: string): Promise<FamilyMemberRecord[]> {
    return this.db
      .select({
        id: members.id,
        firstname: members.firstname,
        lastname: members.lastname,
        email: members.email,
        levelOfEducation: members.levelOfEducation,
        addedAt: familyMembers.createdAt,
      })
      .from(familyMembers)
      .innerJoin(members, eq(members.id, familyMembers.memberId))
      .where(eq(familyMembers.holderId, holderId))
      .orderBy(asc(familyMembers.createdAt), asc(members.id));
  }

  async holderOf(memberId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ holderId: familyMembers.holderId })
      .from(familyMembers)
      .where(eq(familyMembers.memberId, memberId))
      .limit(1);
    return row?.holderId ?? null;
  }

  async addChild({
    holderId,
    child,
    maxMembers,
    now,
  }: {
    holderId: string;
    child: NewMember;
    maxMembers: number;
    now: Date;
  }): Promise<"added" | "email-taken" | "limit-reached"> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, holderId)).for("update");
      const [counted] = await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.holderId, holderId));
      if ((counted?.n ?? 0) >= maxMembers) return "limit-reached" as const;
      const inserted = await tx
        .insert(members)
        .values(newMemberValues(child, now))
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (inserted.length === 0) return "email-taken" as const;
      await tx.insert(familyMembers).values({ memberId: child.id, holderId, createdAt: now });
      return "added" as const;
    });
  }

  async removeChild(holderId: string, memberId: string): Promise<boolean> {
    const removed = await this.db
      .delete(familyMembers)
      .where(and(eq(familyMembers.holderId, holderId), eq(familyMembers.memberId, memberId)))
      .returning({ memberId: familyMembers.memberId });
    return removed.length > 0;
  }
}
