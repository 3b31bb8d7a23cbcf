// Issue 15 (docs/decisions/031-retention.md): the purge job's deletions on PostgreSQL. Each is one statement with its
// condition (a repeated or concurrent run deletes nothing more); the warnings are claimed by a conditional update and a
// run by a conditional upsert of its app_meta row.
import { and, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { InactiveAccount, RetentionStore } from "../../../application/api/account/retention/ports.ts";
import type { Db } from "../db/database.ts";
import { claimJobRun } from "../db/job-runs.ts";
import { orders, paymentEvents } from "../db/premium-payments-schema.ts";
import {
  devices,
  familyMembers,
  mailOutbox,
  members,
  passwordResetTokens,
  refreshTokenFamilies,
  refreshTokens,
  subscriptions,
} from "../db/schema.ts";

const RUN_KEY = "retention.last_run";

/** No subscription running at `now`, the member's own or their family holder's (a canceled one runs to its end). */
function withoutRunningPlan(now: Date): SQL {
  const running = (memberId: SQL) => sql`exists (select 1 from ${subscriptions} s where s.member_id = ${memberId}
    and s.status in ('active', 'past_due', 'canceled') and (s.period_end is null or s.period_end > ${now.toISOString()}))`;
  return sql`not ${running(sql`${members.id}`)} and not exists (select 1 from ${familyMembers} f
    where f.member_id = ${members.id} and ${running(sql`f.holder_id`)})`;
}

export class DrizzleRetentionStore implements RetentionStore {
  constructor(private readonly db: Db) {}

  claimRun(now: Date, since: Date): Promise<boolean> {
    return claimJobRun(this.db, RUN_KEY, now, since);
  }

  async purgeSessions(before: Date): Promise<number> {
    await this.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
    const gone = await this.db
      .delete(refreshTokenFamilies)
      .where(
        or(
          lt(refreshTokenFamilies.revokedAt, before),
          sql`not exists (select 1 from ${refreshTokens} t where t.family_id = ${refreshTokenFamilies.id})
            and ${refreshTokenFamilies.lastUsedAt} < ${before.toISOString()}`,
        ),
      )
      .returning({ id: refreshTokenFamilies.id });
    return gone.length;
  }

  async purgePasswordResets(before: Date): Promise<number> {
    const gone = await this.db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, before))
      .returning({ id: passwordResetTokens.id });
    return gone.length;
  }

  async purgeMail(before: Date): Promise<number> {
    const gone = await this.db
      .delete(mailOutbox)
      .where(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}) < ${before.toISOString()}`)
      .returning({ id: mailOutbox.id });
    return gone.length;
  }

  async purgeDevices(before: Date): Promise<number> {
    const gone = await this.db.delete(devices).where(lt(devices.lastSeenAt, before)).returning({ id: devices.id });
    return gone.length;
  }

  async purgeUnpaidOrders(before: Date): Promise<number> {
    const gone = await this.db
      .delete(orders)
      .where(and(ne(orders.status, "paid"), lt(orders.createdAt, before)))
      .returning({ id: orders.id });
    return gone.length;
  }

  async purgeAccountingRecords(before: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      // Invoices and gift-card purchases go with their order (ON DELETE CASCADE).
      const gone = await tx
        .delete(orders)
        .where(and(eq(orders.status, "paid"), lt(orders.paidAt, before)))
        .returning({ id: orders.id });
      await tx.delete(paymentEvents).where(lt(paymentEvents.receivedAt, before));
      return gone.length;
    });
  }

  async claimInactivityWarnings(before: Date, now: Date): Promise<InactiveAccount[]> {
    return this.db
      .update(members)
      .set({ inactivityWarnedAt: now })
      .where(
        and(
          lt(members.lastActiveAt, before),
          or(isNull(members.inactivityWarnedAt), lt(members.inactivityWarnedAt, members.lastActiveAt)),
          withoutRunningPlan(now),
        ),
      )
      .returning({ memberId: members.id, email: members.email, lastActiveAt: members.lastActiveAt });
  }

  async releaseInactivityWarning(memberId: string): Promise<void> {
    await this.db.update(members).set({ inactivityWarnedAt: null }).where(eq(members.id, memberId));
  }

  async inactiveAccounts(before: Date, warnedBefore: Date, now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          lt(members.lastActiveAt, before),
          isNotNull(members.inactivityWarnedAt),
          sql`${members.inactivityWarnedAt} > ${members.lastActiveAt}`,
          lt(members.inactivityWarnedAt, warnedBefore),
          withoutRunningPlan(now),
        ),
      );
    return rows.map((row) => row.id);
  }
}
