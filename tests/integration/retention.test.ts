// Issue 15 (docs/decisions/031-retention.md): an account deleted keeps its accounting records, detached from the
// person; the purge job deletes each kind of data exactly when it is past its retention period, and nothing else;
// inactive accounts are warned once, 30 days before, and then deleted like any account; one run per interval.
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { invoices, orders } from "../../adapters/api/db/premium-payments-schema.ts";
import {
  devices,
  mailOutbox,
  members,
  newsletterSubscriptions,
  passwordResetTokens,
  refreshTokenFamilies,
  refreshTokens,
} from "../../adapters/api/db/schema.ts";
import { PurgeExpiredData } from "../../application/api/account/retention/purge-expired-data.ts";
import { PurgeReport } from "../../application/contracts/account/retention.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login } from "./support/members.ts";
import { countOf, rows } from "./support/sql.ts";

const NOW = new Date("2030-06-15T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(ENGINES)("retention on %s", (engine) => {
  let api: TestApi;
  let counter = 0;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(async () => {
    await api.close();
  });

  const db = () => api.database.db;

  const order = async (input: {
    memberId: string | null;
    status: "paid" | "pending" | "failed";
    createdAt: Date;
    paidAt?: Date;
    email?: string;
  }) => {
    const id = crypto.randomUUID();
    await db()
      .insert(orders)
      .values({
        id,
        memberId: input.memberId,
        planId: "solo-yearly",
        amountMinor: 9900,
        listPriceMinor: 9900,
        currency: "EUR",
        provider: "sandbox",
        status: input.status,
        idempotencyKey: `retention-${++counter}`,
        requestFingerprint: "f",
        email: input.email ?? null,
        successPath: "/subscribe-success",
        failurePath: "/subscribe-failure",
        createdAt: input.createdAt,
        updatedAt: input.createdAt,
        expiresAt: new Date(input.createdAt.getTime() + 3_600_000),
        paidAt: input.status === "paid" ? (input.paidAt ?? input.createdAt) : null,
      });
    if (input.status === "paid") {
      await db()
        .insert(invoices)
        .values({
          orderId: id,
          number: `FT-${counter}`,
          series: "FT",
          sequence: counter,
          issuedAt: input.paidAt ?? input.createdAt,
          periodStart: input.paidAt ?? input.createdAt,
          periodEnd: null,
        });
    }
    return id;
  };

  const exists = async (table: string, id: string, column = "id") =>
    (await countOf(api, sql.raw(`select count(*)::int as n from ${table} where ${column} = '${id}'`))) === 1;

  const purge = async (at: Date) => {
    const response = await api.request("/api/dev/retention/purge", { body: { at: at.toISOString() } });
    expect(response.status).toBe(200);
    return v.parse(PurgeReport, await response.json());
  };

  it("keeps the paid orders and their invoices when the buyer deletes the account, detached from the person", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    await db().insert(newsletterSubscriptions).values({
      id: crypto.randomUUID(),
      email: member.email,
      accessType: "student",
      levelOfEducation: "seconde",
      acceptNewsletter: true,
      consentAt: NOW,
      consentText: "oui",
    });
    const paid = await order({ memberId: member.id, status: "paid", createdAt: ago(40), email: "payer@example.org" });
    const paidWithoutEmail = await order({ memberId: member.id, status: "paid", createdAt: ago(20) });
    const pending = await order({ memberId: member.id, status: "pending", createdAt: ago(1) });
    const failed = await order({ memberId: member.id, status: "failed", createdAt: ago(2) });

    const deleted = await api.request("/api/account", {
      method: "DELETE",
      body: { password: member.password },
      cookie: session.cookie,
    });
    expect(deleted.status).toBe(204);

    expect(await exists("members", member.id)).toBe(false);
    expect(await exists("orders", pending)).toBe(false);
    expect(await exists("orders", failed)).toBe(false);
    const kept = await rows<{ id: string; member_id: string | null; email: string | null }>(
      api,
      sql`select id, member_id, email from orders where id in (${paid}, ${paidWithoutEmail}) order by created_at`,
    );
    expect(kept).toEqual([
      { id: paid, member_id: null, email: null },
      { id: paidWithoutEmail, member_id: null, email: null },
    ]);
    const named = await rows<{ order_id: string; buyer_name: string | null; buyer_email: string | null }>(
      api,
      sql`select order_id, buyer_name, buyer_email from invoices where order_id in (${paid}, ${paidWithoutEmail})
          order by sequence`,
    );
    // The invoice names its buyer as issued: the order's e-mail when one was given, else the account's.
    expect(named).toEqual([
      { order_id: paid, buyer_name: "Alex Durand", buyer_email: "payer@example.org" },
      { order_id: paidWithoutEmail, buyer_name: "Alex Durand", buyer_email: member.email },
    ]);
    expect(
      await countOf(api, sql`select count(*)::int as n from newsletter_subscriptions where email = ${member.email}`),
    ).toBe(0);
    expect(
      await countOf(api, sql`select count(*)::int as n from refresh_token_families where member_id = ${member.id}`),
    ).toBe(0);
  });

  it("deletes each kind of data just past its period, and keeps what is just within it", async () => {
    const member = await createMember(api);
    const family = async (input: { revokedAt?: Date; lastUsedAt: Date; expiresAt: Date }) => {
      const id = crypto.randomUUID();
      await db()
        .insert(refreshTokenFamilies)
        .values({
          id,
          memberId: member.id,
          createdAt: input.lastUsedAt,
          lastUsedAt: input.lastUsedAt,
          revokedAt: input.revokedAt ?? null,
        });
      await db().insert(refreshTokens).values({
        id: crypto.randomUUID(),
        familyId: id,
        tokenHash: crypto.randomUUID(),
        createdAt: input.lastUsedAt,
        expiresAt: input.expiresAt,
      });
      return id;
    };
    const revokedLong = await family({ revokedAt: ago(31), lastUsedAt: ago(40), expiresAt: ago(-300) });
    const revokedRecently = await family({ revokedAt: ago(29), lastUsedAt: ago(40), expiresAt: ago(-300) });
    const expiredLong = await family({ lastUsedAt: ago(400), expiresAt: ago(31) });
    const expiredRecently = await family({ lastUsedAt: ago(400), expiresAt: ago(29) });
    const live = await family({ lastUsedAt: ago(1), expiresAt: ago(-365) });

    const reset = async (expiresAt: Date) => {
      const id = crypto.randomUUID();
      await db()
        .insert(passwordResetTokens)
        .values({ id, memberId: member.id, tokenHash: crypto.randomUUID(), createdAt: expiresAt, expiresAt });
      return id;
    };
    const resetOld = await reset(ago(31));
    const resetRecent = await reset(ago(29));

    const mail = async (createdAt: Date, sentAt: Date | null) => {
      const id = crypto.randomUUID();
      await db().insert(mailOutbox).values({
        id,
        recipient: "someone@example.org",
        template: "password-reset",
        subject: "s",
        textBody: "t",
        createdAt,
        sentAt,
      });
      return id;
    };
    const sentOld = await mail(ago(400), ago(366));
    const sentRecent = await mail(ago(400), ago(364));
    const neverSentOld = await mail(ago(366), null);

    const device = async (lastSeenAt: Date) => {
      const id = crypto.randomUUID();
      await db()
        .insert(devices)
        .values({ id, installationId: crypto.randomUUID(), memberId: member.id, createdAt: lastSeenAt, lastSeenAt });
      return id;
    };
    // 13 months before 15 June 2030: 15 May 2029.
    const deviceOld = await device(new Date("2029-05-15T11:59:00Z"));
    const deviceRecent = await device(new Date("2029-05-15T12:01:00Z"));

    // 12 months before: 15 June 2029.
    const unpaidOld = await order({
      memberId: member.id,
      status: "failed",
      createdAt: new Date("2029-06-15T11:59:00Z"),
    });
    const unpaidRecent = await order({
      memberId: member.id,
      status: "pending",
      createdAt: new Date("2029-06-15T12:01:00Z"),
    });
    const paidOld = await order({ memberId: member.id, status: "paid", createdAt: new Date("2029-06-15T11:59:00Z") });

    // Accounting: a payment of 2019 is kept through 2029 (ten years after the close of 2019), gone in 2030.
    const accountingOld = await order({ memberId: null, status: "paid", createdAt: new Date("2019-12-31T23:00:00Z") });
    const accountingKept = await order({ memberId: null, status: "paid", createdAt: new Date("2020-01-01T00:30:00Z") });

    const report = await purge(NOW);
    expect(report).toMatchObject({ passwordResets: 1, devices: 1, unpaidOrders: 1, accountingRecords: 1 });
    expect(report.sessions).toBeGreaterThanOrEqual(2);

    expect(await exists("refresh_token_families", revokedLong)).toBe(false);
    expect(await exists("refresh_token_families", expiredLong)).toBe(false);
    expect(await exists("refresh_token_families", revokedRecently)).toBe(true);
    expect(await exists("refresh_token_families", expiredRecently)).toBe(true);
    expect(await exists("refresh_token_families", live)).toBe(true);
    expect(await exists("password_reset_tokens", resetOld)).toBe(false);
    expect(await exists("password_reset_tokens", resetRecent)).toBe(true);
    expect(await exists("mail_outbox", sentOld)).toBe(false);
    expect(await exists("mail_outbox", neverSentOld)).toBe(false);
    expect(await exists("mail_outbox", sentRecent)).toBe(true);
    expect(await exists("devices", deviceOld)).toBe(false);
    expect(await exists("devices", deviceRecent)).toBe(true);
    expect(await exists("orders", unpaidOld)).toBe(false);
    expect(await exists("orders", unpaidRecent)).toBe(true);
    expect(await exists("orders", paidOld)).toBe(true);
    expect(await exists("orders", accountingOld)).toBe(false);
    expect(await exists("invoices", accountingOld, "order_id")).toBe(false);
    expect(await exists("orders", accountingKept)).toBe(true);
    expect(await exists("invoices", accountingKept, "order_id")).toBe(true);
    expect(await exists("members", member.id)).toBe(true);

    // The same run again deletes nothing more.
    expect(await purge(NOW)).toMatchObject({
      sessions: 0,
      passwordResets: 0,
      mail: 0,
      devices: 0,
      unpaidOrders: 0,
      accountingRecords: 0,
    });
  });

  it("warns an inactive account once, 30 days before, then deletes it and keeps its invoices", async () => {
    const setActive = (id: string, at: Date) =>
      db()
        .update(members)
        .set({ lastActiveAt: at })
        .where(sql`id = ${id}`);
    // On 15 June 2030, accounts last active before 15 July 2028 have 30 days or less left of their two years: warned.
    const dormant = await createMember(api);
    await setActive(dormant.id, new Date("2028-06-20T12:00:00Z"));
    const notYet = await createMember(api);
    await setActive(notYet.id, new Date("2028-07-17T12:00:00Z"));
    const subscriber = await createMember(api, { plan: "solo-yearly" });
    await setActive(subscriber.id, new Date("2027-01-01T12:00:00Z"));
    const returning = await createMember(api);
    await setActive(returning.id, new Date("2028-06-20T12:00:00Z"));
    const invoice = await order({ memberId: dormant.id, status: "paid", createdAt: new Date("2028-05-01T12:00:00Z") });

    const first = await purge(NOW);
    expect(first.warned).toBe(2);
    expect(first.inactiveAccounts).toBe(0);
    const warned = await rows<{ id: string }>(
      api,
      sql`select id from members where inactivity_warned_at is not null order by id`,
    );
    expect(warned.map((row) => row.id).sort()).toEqual([dormant.id, returning.id].sort());
    await api.idle();
    const mails = await rows<{ recipient: string; text_body: string }>(
      api,
      sql`select recipient, text_body from mail_outbox where template = 'inactive-account'`,
    );
    expect(mails.map((m) => m.recipient).sort()).toEqual([dormant.email, returning.email].sort());
    // Two years after 20 June 2028 would be 20 June 2030, but the notice gives 30 days from the warning.
    for (const mail of mails) expect(mail.text_body).toContain("15 juillet 2030");
    expect((await purge(NOW)).warned).toBe(0);

    // One of them comes back within the notice period.
    api.clock.current = new Date(NOW.getTime() + 2 * DAY);
    await login(api, returning);

    const later = new Date(NOW.getTime() + 31 * DAY);
    const second = await purge(later);
    expect(second.inactiveAccounts).toBe(1);
    expect(await exists("members", dormant.id)).toBe(false);
    expect(await exists("members", returning.id)).toBe(true);
    expect(await exists("members", subscriber.id)).toBe(true);
    expect(await exists("members", notYet.id)).toBe(true);
    expect(await exists("orders", invoice)).toBe(true);
    const [kept] = await rows<{ buyer_email: string }>(
      api,
      sql`select buyer_email from invoices where order_id = ${invoice}`,
    );
    expect(kept?.buyer_email).toBe(dormant.email);
    // The one not yet due when first seen is warned now, and not deleted in the same run.
    expect(second.warned).toBe(1);
  });

  it("runs once per interval whatever the number of callers", async () => {
    const purger = api.container.resolve(PurgeExpiredData);
    const at = new Date(NOW.getTime() + 400 * DAY);
    const since = new Date(at.getTime() - 6 * 3_600_000);
    const runs = await Promise.all([purger.scheduled(at, since), purger.scheduled(at, since)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await purger.scheduled(new Date(at.getTime() + 3_600_000), since)).toBeNull();
    const next = new Date(at.getTime() + 6 * 3_600_000);
    expect(await purger.scheduled(next, new Date(next.getTime() - 5 * 3_600_000))).not.toBeNull();
  });
});
