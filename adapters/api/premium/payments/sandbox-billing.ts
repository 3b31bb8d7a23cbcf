// Issue 15 (ADR 040): the sandbox provider's own subscriptions, as a payment provider keeps them (development and
// tests only; production refuses the sandbox). The server tells it what to hold (SyncBilling → syncSubscription); it
// charges the card it holds at each term on its own clock, tries a refused charge again on the providers' schedule
// (1, 3 and 7 days after the term: domain's nextRetryAt, as Stripe's dashboard is set), ends the subscription after
// the last refusal or at the end of a cancelled one, and reports each of these by a signed event to the webhook
// (through the same use case as the route), kept in its outbox until delivered. Its clock is the server's: a
// periodic job moves it, and the development trigger moves it to an instant (like Stripe's test clocks).
// A refused invoice can be paid by its member on the sandbox's invoice page (with a card that asks for the card
// holder's confirmation, as Stripe's hosted invoice page authenticates it).
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { err, ok, type Result } from "neverthrow";
import type { ProviderFailed, SubscriptionSync } from "../../../../application/api/premium/subscriptions.ts";
import { periodEnd } from "../../../../application/api/premium/checkout/subscription-period.ts";
import type { AppLogger, Clock, IdGenerator } from "../../../../application/api/shared/ports.ts";
import { SANDBOX_TEST_CARDS, type SandboxRenewalEvent } from "../../../../application/contracts/premium/checkout.ts";
import { nextRetryAt } from "../../../../domain/premium/subscription.ts";
import type { Db } from "../../db/database.ts";
import { sandboxEvents, sandboxSubscriptions } from "../../db/premium-payments-schema.ts";
import { sha256Hex } from "./signatures.ts";

type Row = typeof sandboxSubscriptions.$inferSelect;

/** Issue 15: what a charge of the sandbox's card does (the test cards of the README). */
export type SandboxChargeOutcome =
  { paid: true } | { paid: false; reason: "card_declined" | "authentication_required" };

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * Issue 15: a charge without the card holder: the declined test card is refused, the card that asks for an extra
 * confirmation is refused as `authentication_required` (its holder confirms it on the invoice page), any other is paid.
 */
export function offSessionCharge(last4: string): SandboxChargeOutcome {
  if (last4 === digits(SANDBOX_TEST_CARDS.declined).slice(-4)) return { paid: false, reason: "card_declined" };
  if (last4 === digits(SANDBOX_TEST_CARDS.extraStep).slice(-4))
    return { paid: false, reason: "authentication_required" };
  return { paid: true };
}

export interface SandboxBillingDeps {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  logger: AppLogger;
  /** The page where the member pays a refused invoice (absolute). */
  invoicePageUrl(invoiceId: string): string;
  /** Delivers a signed event to the webhook; true when it was taken (answered 2xx). */
  deliver(event: SandboxRenewalEvent): Promise<boolean>;
}

/** Issue 15: what a move of the clock did. */
export interface SandboxBillingRun {
  charged: number;
  refused: number;
  ended: number;
}

/** Issue 15 (ADR 040): the sandbox's subscriptions, charges and events. */
export class SandboxBilling {
  constructor(private readonly deps: SandboxBillingDeps) {}

  /** The provider side of syncSubscription: its subscription made to hold `sync`. */
  async sync(sync: SubscriptionSync): Promise<Result<{ providerSubscriptionId: string | null }, ProviderFailed>> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscriptionId, sync.subscriptionId));
    const billing = sync.billing;
    if (billing === null) {
      if (row && row.status !== "canceled") await this.end(row, now);
      await this.deliverPending(sync.memberId);
      return ok({ providerSubscriptionId: null });
    }
    if (sync.card === null) return err({ type: "ProviderFailed", reason: "no card to charge" });
    const fields = {
      planId: billing.plan.id,
      planName: billing.plan.name,
      amountMinor: billing.amountMinor,
      currency: billing.currency,
      intervalUnit: billing.every.unit,
      intervalCount: billing.every.amount,
      cardBrand: sync.card.brand,
      cardLast4: sync.card.last4,
      cancelAtPeriodEnd: !billing.renews,
      updatedAt: now,
    };
    // Ours does not renew (cancelled) and nothing live is held: nothing is created (or started again) only to end.
    if (!billing.renews && (!row || row.status === "canceled")) {
      await this.deliverPending(sync.memberId);
      return ok({ providerSubscriptionId: null });
    }
    let id: string;
    if (!row) {
      id = `sbx_sub_${sha256Hex(sync.creationKey).slice(0, 24)}`;
      await this.deps.db
        .insert(sandboxSubscriptions)
        .values({
          id,
          subscriptionId: sync.subscriptionId,
          memberId: sync.memberId,
          ...fields,
          currentPeriodEnd: billing.nextChargeAt,
          status: "active",
          createdAt: now,
        })
        .onConflictDoNothing();
    } else {
      id = row.id;
      // An ended one that must renew again starts again at the term (a late charge brought ours back).
      const restart = row.status === "canceled";
      // Its next charge moves later only (an extension): never back to a term it charged already.
      const later = billing.nextChargeAt > row.currentPeriodEnd ? billing.nextChargeAt : row.currentPeriodEnd;
      await this.deps.db
        .update(sandboxSubscriptions)
        .set({
          ...fields,
          ...(row.status === "past_due" ? {} : { currentPeriodEnd: restart ? billing.nextChargeAt : later }),
          ...(restart ? { status: "active", attemptCount: 0, openInvoiceId: null, nextAttemptAt: null } : {}),
        })
        .where(eq(sandboxSubscriptions.id, row.id));
    }
    if (sync.chargeNow) {
      const [current] = await this.deps.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
      if (current?.status === "past_due") await this.charge(current, now);
    }
    await this.deliverPending(sync.memberId);
    return ok({ providerSubscriptionId: id });
  }

  /**
   * The sandbox's clock moved to `now` (of every member, or one): what is due is charged, retried or ended, then the
   * events not yet delivered are delivered, oldest first.
   */
  async advance(now: Date, memberId?: string): Promise<SandboxBillingRun> {
    const run: SandboxBillingRun = { charged: 0, refused: 0, ended: 0 };
    const due = await this.deps.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          or(
            and(eq(sandboxSubscriptions.status, "active"), lte(sandboxSubscriptions.currentPeriodEnd, now)),
            and(eq(sandboxSubscriptions.status, "past_due"), lte(sandboxSubscriptions.nextAttemptAt, now)),
          ),
          memberId === undefined ? undefined : eq(sandboxSubscriptions.memberId, memberId),
        ),
      )
      .orderBy(asc(sandboxSubscriptions.currentPeriodEnd));
    for (const row of due) {
      if (row.status === "active" && row.cancelAtPeriodEnd) {
        if (await this.end(row, now)) run.ended++;
        continue;
      }
      const outcome = await this.charge(row, now);
      if (outcome === "paid") run.charged++;
      else if (outcome !== null) {
        run.refused++;
        if (outcome === "ended") run.ended++;
      }
    }
    await this.deliverPending(memberId);
    return run;
  }

  /** The open invoice of a past-due subscription (the invoice page), or null. */
  async openInvoice(
    invoiceId: string,
  ): Promise<Pick<Row, "amountMinor" | "currency" | "planName" | "memberId"> | null> {
    return this.openInvoiceRow(invoiceId);
  }

  private async openInvoiceRow(invoiceId: string): Promise<Row | null> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.openInvoiceId, invoiceId), eq(sandboxSubscriptions.status, "past_due")));
    return row ?? null;
  }

  /**
   * The member pays a refused invoice on the invoice page with `card` (the holder present: a card that asks for a
   * confirmation was confirmed on the page). False when the invoice is no longer open.
   */
  async payInvoice(invoiceId: string, card: { brand: string; last4: string }): Promise<boolean> {
    const row = await this.openInvoiceRow(invoiceId);
    if (row === null) return false;
    const paid = await this.settle(row, this.deps.clock.now(), { paid: true }, card);
    await this.deliverPending(row.memberId);
    return paid === "paid";
  }

  /**
   * One charge of the term's invoice (the first at term, or a retry): paid, the period moves on; refused, past due
   * until the next try, or ended after the last. Answers what happened, or null when another run charged it first.
   */
  private async charge(row: Row, now: Date): Promise<"paid" | "refused" | "ended" | null> {
    return this.settle(row, now, offSessionCharge(row.cardLast4), { brand: row.cardBrand, last4: row.cardLast4 });
  }

  private async settle(
    row: Row,
    now: Date,
    outcome: SandboxChargeOutcome,
    card: { brand: string; last4: string },
  ): Promise<"paid" | "refused" | "ended" | null> {
    const term = row.currentPeriodEnd;
    const attempt = row.attemptCount + 1;
    const invoiceId = row.openInvoiceId ?? `sbx_in_${sha256Hex(`${row.id}:${term.toISOString()}`).slice(0, 24)}`;
    // Exactly once: from the state this charge read (a run racing it finds it moved).
    const unchanged = and(
      eq(sandboxSubscriptions.id, row.id),
      eq(sandboxSubscriptions.currentPeriodEnd, term),
      eq(sandboxSubscriptions.attemptCount, row.attemptCount),
      inArray(sandboxSubscriptions.status, ["active", "past_due"]),
    );
    const invoice = (next: Date | null, failureReason: string | null) => ({
      id: invoiceId,
      term: term.toISOString(),
      planId: row.planId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      attempt,
      nextAttemptAt: next?.toISOString() ?? null,
      failureReason,
      payUrl: failureReason === null ? null : this.deps.invoicePageUrl(invoiceId),
    });
    return this.deps.db.transaction(async (tx) => {
      if (outcome.paid) {
        const nextTerm = periodEnd(term, {
          amount: row.intervalCount,
          unit: row.intervalUnit === "days" ? "days" : "months",
        });
        const moved = await tx
          .update(sandboxSubscriptions)
          .set({
            status: "active",
            currentPeriodEnd: nextTerm ?? term,
            attemptCount: 0,
            openInvoiceId: null,
            nextAttemptAt: null,
            cardBrand: card.brand,
            cardLast4: card.last4,
            updatedAt: now,
          })
          .where(unchanged)
          .returning({ id: sandboxSubscriptions.id });
        if (moved.length === 0) return null;
        await tx.insert(sandboxEvents).values(this.event(row, "invoice.paid", invoice(null, null), now, card));
        return "paid" as const;
      }
      const next = nextRetryAt(term, attempt);
      const moved = await tx
        .update(sandboxSubscriptions)
        .set({
          status: next === null ? "canceled" : "past_due",
          attemptCount: attempt,
          openInvoiceId: next === null ? null : invoiceId,
          nextAttemptAt: next,
          updatedAt: now,
        })
        .where(unchanged)
        .returning({ id: sandboxSubscriptions.id });
      if (moved.length === 0) return null;
      await tx
        .insert(sandboxEvents)
        .values(this.event(row, "invoice.payment_failed", invoice(next, outcome.reason), now));
      if (next !== null) return "refused" as const;
      // The last refusal: the provider ends its subscription.
      await tx.insert(sandboxEvents).values(this.event(row, "customer.subscription.deleted", null, now));
      return "ended" as const;
    });
  }

  /** Ends a subscription (cancelled at its period's end, or told to hold nothing); false when it had ended. */
  private async end(row: Row, now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(sandboxSubscriptions)
        .set({ status: "canceled", openInvoiceId: null, nextAttemptAt: null, updatedAt: now })
        .where(and(eq(sandboxSubscriptions.id, row.id), inArray(sandboxSubscriptions.status, ["active", "past_due"])))
        .returning({ id: sandboxSubscriptions.id });
      if (moved.length === 0) return false;
      await tx.insert(sandboxEvents).values(this.event(row, "customer.subscription.deleted", null, now));
      return true;
    });
  }

  private event(
    row: Row,
    type: SandboxRenewalEvent["type"],
    invoice: SandboxRenewalEvent["invoice"],
    now: Date,
    card?: { brand: string; last4: string },
  ): typeof sandboxEvents.$inferInsert {
    const event: SandboxRenewalEvent = {
      id: `evt_sbx_${this.deps.ids.uuid().replace(/-/g, "")}`,
      type,
      subscription: row.id,
      metadata: { subscriptionId: row.subscriptionId, memberId: row.memberId },
      invoice,
      ...(card ? { card } : {}),
      created: Math.floor(now.getTime() / 1000),
    };
    return { id: event.id, memberId: row.memberId, payload: JSON.stringify(event), createdAt: now };
  }

  /** Delivers the events not delivered yet (of one member, or all), oldest first; a refused one waits for the next. */
  async deliverPending(memberId?: string): Promise<void> {
    const pending = await this.deps.db
      .select()
      .from(sandboxEvents)
      .where(
        and(
          isNull(sandboxEvents.deliveredAt),
          memberId === undefined ? undefined : eq(sandboxEvents.memberId, memberId),
        ),
      )
      .orderBy(asc(sandboxEvents.seq));
    for (const row of pending) {
      const taken = await this.deps.deliver(JSON.parse(row.payload) as SandboxRenewalEvent);
      if (!taken) {
        this.deps.logger.warn("sandbox.event_not_taken", { eventId: row.id });
        return;
      }
      await this.deps.db
        .update(sandboxEvents)
        .set({ deliveredAt: this.deps.clock.now() })
        .where(eq(sandboxEvents.id, row.id));
    }
  }
}
