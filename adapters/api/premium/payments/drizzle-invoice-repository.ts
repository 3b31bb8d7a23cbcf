// Issue 15: invoices in PostgreSQL (table `invoices`), outside the ledger's transactions (which issue them).
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { claimJobRun } from "../../db/job-runs.ts";
import type {
  CreditNoteRecord,
  InvoiceRecord,
  InvoiceRepository,
  OrderRecord,
} from "../../../../application/api/premium/checkout/ports.ts";
import type { Db } from "../../db/database.ts";
import { creditNotes, invoices, orders } from "../../db/premium-payments-schema.ts";
import { orderRecordOf } from "./drizzle-order-repository.ts";

/** Issue 15: the InvoiceRepository port on PostgreSQL. */
export class DrizzleInvoiceRepository implements InvoiceRepository {
  constructor(private readonly db: Db) {}

  async findByOrderId(orderId: string): Promise<InvoiceRecord | null> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
    return row ?? null;
  }

  async listPaid(
    memberId: string,
  ): Promise<{ order: OrderRecord; invoice: InvoiceRecord; creditNote: CreditNoteRecord | null }[]> {
    const rows = await this.db
      .select({ order: orders, invoice: invoices, creditNote: creditNotes })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .leftJoin(creditNotes, eq(creditNotes.orderId, orders.id))
      .where(and(eq(orders.memberId, memberId), eq(orders.status, "paid")))
      .orderBy(desc(orders.paidAt), desc(invoices.sequence));
    return rows.map((row) => ({ order: orderRecordOf(row.order), invoice: row.invoice, creditNote: row.creditNote }));
  }

  async claimConfirmationMail(orderId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(invoices)
      .set({ confirmationMailedAt: now })
      .where(and(eq(invoices.orderId, orderId), isNull(invoices.confirmationMailedAt)))
      .returning({ orderId: invoices.orderId });
    return rows.length > 0;
  }

  async releaseConfirmationMail(orderId: string): Promise<void> {
    await this.db.update(invoices).set({ confirmationMailedAt: null }).where(eq(invoices.orderId, orderId));
  }

  async findCreditNote(orderId: string): Promise<CreditNoteRecord | null> {
    const [row] = await this.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).limit(1);
    return row ?? null;
  }

  async recordRefund(orderId: string, refundId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(creditNotes)
      .set({ refundId, refundedAt: now })
      .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.refundedAt)))
      .returning({ orderId: creditNotes.orderId });
    return rows.length > 0;
  }

  async refundsInProgress(issuedBefore: Date, limit: number): Promise<CreditNoteRecord[]> {
    return this.db
      .select()
      .from(creditNotes)
      .where(and(isNull(creditNotes.refundedAt), lt(creditNotes.issuedAt, issuedBefore)))
      .orderBy(asc(creditNotes.issuedAt))
      .limit(limit);
  }

  async recordRefundFailure(orderId: string): Promise<number> {
    const [row] = await this.db
      .update(creditNotes)
      .set({ refundFailures: sql`${creditNotes.refundFailures} + 1` })
      .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.refundedAt)))
      .returning({ failures: creditNotes.refundFailures });
    return row?.failures ?? 0;
  }

  claimRefundSweep(now: Date, since: Date): Promise<boolean> {
    return claimJobRun(this.db, "refunds.last_run", now, since);
  }

  async claimCreditNoteMail(orderId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(creditNotes)
      .set({ mailedAt: now })
      .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.mailedAt)))
      .returning({ orderId: creditNotes.orderId });
    return rows.length > 0;
  }
}
