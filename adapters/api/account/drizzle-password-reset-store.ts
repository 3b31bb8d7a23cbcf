import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { PasswordResetStore } from "../../../application/api/account/auth/ports.ts";
import type { Db } from "../db/database.ts";
import { passwordResetTokens } from "../db/schema.ts";

/** Reset tokens in PostgreSQL: consumed by one guarded UPDATE, so a token works once even under races. */
export class DrizzlePasswordResetStore implements PasswordResetStore {
  constructor(private readonly db: Db) {}

  async create({
    id,
    memberId,
    digest,
    expiresAt,
    now,
  }: {
    id: string;
    memberId: string;
    digest: string;
    expiresAt: Date;
    now: Date;
  }): Promise<void> {
    await this.db.insert(passwordResetTokens).values({ id, memberId, tokenHash: digest, expiresAt, createdAt: now });
  }

  async consume(digest: string, now: Date): Promise<{ memberId: string } | null> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, digest),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ id: passwordResetTokens.id, memberId: passwordResetTokens.memberId });
      if (!used) return null;
      // The other links sent to this member stop working too.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.memberId, used.memberId),
            isNull(passwordResetTokens.usedAt),
            ne(passwordResetTokens.id, used.id),
          ),
        );
      return { memberId: used.memberId };
    });
  }
}
