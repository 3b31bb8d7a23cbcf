import { and, eq, isNull, sql } from "drizzle-orm";
import type {
  NewRefreshToken,
  RefreshTokenRecord,
  RevokeReason,
  SessionMember,
  SessionStore,
} from "../../../application/api/account/auth/ports.ts";
import type { Db } from "../db/database.ts";
import { members, refreshTokenFamilies, refreshTokens } from "../db/schema.ts";

/** Refresh-token families in PostgreSQL. Rotation is one transaction guarded by `rotated_at is null`. */
export class DrizzleSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  async startFamily({
    familyId,
    memberId,
    token,
    now,
  }: {
    familyId: string;
    memberId: string;
    token: NewRefreshToken;
    now: Date;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(refreshTokenFamilies).values({ id: familyId, memberId, createdAt: now, lastUsedAt: now });
      // A sign-in is activity: it restarts the inactive-account period (docs/decisions/031-retention.md).
      await tx.update(members).set({ lastActiveAt: now }).where(eq(members.id, memberId));
      await tx
        .insert(refreshTokens)
        .values({ id: token.id, familyId, tokenHash: token.digest, createdAt: now, expiresAt: token.expiresAt });
    });
  }

  findByDigest(digest: string): Promise<RefreshTokenRecord | null> {
    return this.findOne(eq(refreshTokens.tokenHash, digest));
  }

  findById(id: string): Promise<RefreshTokenRecord | null> {
    return this.findOne(eq(refreshTokens.id, id));
  }

  private async findOne(where: ReturnType<typeof eq>): Promise<RefreshTokenRecord | null> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        memberId: refreshTokenFamilies.memberId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        successorId: refreshTokens.successorId,
        familyRevokedAt: refreshTokenFamilies.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .where(where)
      .limit(1);
    return row ?? null;
  }

  async rotate({
    parentId,
    successor,
    now,
  }: {
    parentId: string;
    successor: NewRefreshToken;
    now: Date;
  }): Promise<"rotated" | "already-rotated"> {
    return this.db.transaction(async (tx) => {
      const [parent] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now, successorId: successor.id })
        .where(and(eq(refreshTokens.id, parentId), isNull(refreshTokens.rotatedAt)))
        .returning({ familyId: refreshTokens.familyId });
      if (!parent) return "already-rotated" as const;
      await tx.insert(refreshTokens).values({
        id: successor.id,
        familyId: parent.familyId,
        tokenHash: successor.digest,
        createdAt: now,
        expiresAt: successor.expiresAt,
      });
      const [family] = await tx
        .update(refreshTokenFamilies)
        .set({ lastUsedAt: now })
        .where(eq(refreshTokenFamilies.id, parent.familyId))
        .returning({ memberId: refreshTokenFamilies.memberId });
      // So is a session kept alive (the refresh of a returning visit).
      if (family) await tx.update(members).set({ lastActiveAt: now }).where(eq(members.id, family.memberId));
      return "rotated" as const;
    });
  }

  async revokeFamily(familyId: string, reason: RevokeReason, now: Date): Promise<void> {
    await this.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  async revokeAllOf(memberId: string, reason: RevokeReason, now: Date): Promise<void> {
    await this.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.memberId, memberId), isNull(refreshTokenFamilies.revokedAt)));
  }

  async activeSession(familyId: string, memberId: string): Promise<SessionMember | null> {
    const [row] = await this.db
      .select({ memberId: members.id, email: members.email, profiled: sql<boolean>`${members.profiledAt} is not null` })
      .from(refreshTokenFamilies)
      .innerJoin(members, eq(members.id, refreshTokenFamilies.memberId))
      .where(
        and(
          eq(refreshTokenFamilies.id, familyId),
          eq(refreshTokenFamilies.memberId, memberId),
          isNull(refreshTokenFamilies.revokedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
