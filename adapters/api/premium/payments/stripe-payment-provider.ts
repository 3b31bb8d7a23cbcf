// Issue 6: the Stripe Checkout adapter, with `fetch` (no SDK): a Checkout Session is created by a form-encoded
// POST to /v1/checkout/sessions with an Idempotency-Key (one session per order, however often it is asked), and
// webhooks are verified from the Stripe-Signature header (HMAC-SHA256 of `${t}.${rawBody}`, 300 s tolerance).
// One payment per order (`mode=payment`): a renewing plan is paid for one period at a time.
// Issue 15 (ADR 029, 040): a renewing plan's session also creates a customer and keeps the card; the webhook of the
// payment reads the saved payment method from its PaymentIntent. The renewals are Stripe Billing's: a Stripe
// subscription is created for ours once its first period is paid (its first charge at our term, the period paid at
// checkout standing as its trial), told each change (cancel at period end, the price of the next term, the card, a
// later term), and its invoices' events (invoice.paid, invoice.payment_failed, invoice.payment_action_required,
// customer.subscription.deleted) report the renewals. A card update is a Checkout Session in `mode=setup` whose
// SetupIntent gives the new payment method.
import { err, ok, type Result } from "neverthrow";
import type { Clock } from "../../../../application/api/shared/ports.ts";
import {
  eventWithoutOrder,
  type CardOnFile,
  type CardSetup,
  type CheckoutOrder,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderFailed,
  type RefundRequest,
  type SubscriptionSync,
  type WebhookHeaders,
  type WebhookRejected,
} from "../../../../application/api/premium/subscriptions.ts";
import {
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from "../../../../application/contracts/premium/checkout.ts";
import { sha256Hex, verifySignatureHeader } from "./signatures.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** Injected so tests run offline. */
  fetch: typeof fetch;
  /** Default https://api.stripe.com. */
  apiBase?: string;
  /** Milliseconds before a call to Stripe is abandoned. Default 10 s. */
  timeoutMs?: number;
}

/** Issue 6: Stripe's form encoding of nested parameters (`a[b][0][c]=…`). */
export function stripeForm(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join("&");
}

const THIRTY_MINUTES = 30 * 60;
/** Issue 15: a Stripe subscription's first charge is at least this far ahead (a trial ending now is refused). */
const FIRST_CHARGE_MARGIN = 60;
const ONE_DAY = 24 * 60 * 60;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
/** An expandable field: the id, whether Stripe sent the id or the object. */
const idOf = (value: unknown): string | null => str(value) ?? str(record(value).id);
/** A Stripe object id that may go into a URL path. */
const STRIPE_ID = /^[A-Za-z0-9_]{3,255}$/;

/** Issue 15: what Stripe answered (any status), or why nothing was answered. */
type StripeAnswer = { status: number; body: Record<string, unknown> };

/** Issue 6: the Stripe Checkout implementation of the PaymentProvider port. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";

  constructor(private readonly options: StripeOptions) {}

  /** Issue 6: the parameters of the Checkout Session of an order (exported for tests). */
  sessionParams(order: CheckoutOrder): Record<string, unknown> {
    const now = Math.floor(this.options.clock.now().getTime() / 1000);
    const wanted = Math.floor(order.expiresAt.getTime() / 1000);
    // Stripe accepts 30 minutes to 24 hours; a minute of margin on both sides.
    const expiresAt = Math.min(Math.max(wanted, now + THIRTY_MINUTES + 60), now + ONE_DAY - 60);
    return {
      mode: "payment",
      client_reference_id: order.orderId,
      success_url: order.successUrl,
      cancel_url: order.cancelUrl,
      // Issue 15 (ADR 029 addendum): a renewal paid by its member is charged to the customer on file.
      ...(order.customerId ? { customer: order.customerId } : { customer_email: order.email ?? undefined }),
      expires_at: expiresAt,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amountMinor,
            product_data: { name: order.plan.name },
          },
        },
      ],
      metadata: { orderId: order.orderId, planId: order.plan.id, memberId: order.memberId },
      // Issue 15: a renewing plan keeps a customer and the card, so that its renewals are charged off-session.
      ...(order.plan.renewing && !order.customerId ? { customer_creation: "always" } : {}),
      payment_intent_data: {
        metadata: { orderId: order.orderId, planId: order.plan.id },
        ...(order.plan.renewing ? { setup_future_usage: "off_session" } : {}),
      },
    };
  }

  /** Issue 15: the parameters of the setup session of a card update (exported for tests). */
  setupParams(setup: CardSetup): Record<string, unknown> {
    const metadata = { subscriptionId: setup.subscriptionId, memberId: setup.memberId, purpose: "card-update" };
    return {
      mode: "setup",
      currency: setup.currency.toLowerCase(),
      payment_method_types: ["card"],
      client_reference_id: setup.subscriptionId,
      success_url: setup.successUrl,
      cancel_url: setup.cancelUrl,
      ...(setup.customerId !== null
        ? { customer: setup.customerId }
        : { customer_creation: "always", customer_email: setup.email ?? undefined }),
      metadata,
      setup_intent_data: { metadata },
    };
  }

  /** Issue 15: one call to Stripe's API; ProviderFailed when nothing readable came back. */
  private async call(
    method: "GET" | "POST" | "DELETE",
    path: string,
    input: { form?: Record<string, unknown>; idempotencyKey?: string } = {},
  ): Promise<Result<StripeAnswer, ProviderFailed>> {
    const base = this.options.apiBase ?? "https://api.stripe.com";
    let response: Response;
    try {
      response = await this.options.fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          ...(input.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...(input.idempotencyKey ? { "idempotency-key": input.idempotencyKey } : {}),
        },
        ...(input.form ? { body: stripeForm(input.form) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return err({ type: "ProviderFailed", reason: error instanceof Error ? error.name : "network" });
    }
    try {
      return ok({ status: response.status, body: record(await response.json()) });
    } catch {
      return err({ type: "ProviderFailed", reason: `http ${response.status}: unreadable body` });
    }
  }

  /** A Checkout Session created: its URL and id. */
  private async openSession(
    params: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<Result<CheckoutSession, ProviderFailed>> {
    const answer = await this.call("POST", "/v1/checkout/sessions", { form: params, idempotencyKey });
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if (status < 200 || status >= 300) return err({ type: "ProviderFailed", reason: errorReason(status, body) });
    const id = str(body.id);
    const url = str(body.url);
    if (!id || !url) return err({ type: "ProviderFailed", reason: "session without id or url" });
    return ok({ redirectUrl: url, providerReference: id });
  }

  createCheckout(order: CheckoutOrder): Promise<Result<CheckoutSession, ProviderFailed>> {
    return this.openSession(this.sessionParams(order), order.idempotencyKey);
  }

  /** Issue 15: a card update: Stripe Checkout in setup mode (nothing charged). */
  async createSetup(setup: CardSetup): Promise<Result<{ redirectUrl: string }, ProviderFailed>> {
    const session = await this.openSession(this.setupParams(setup), setup.idempotencyKey);
    return session.map(({ redirectUrl }) => ({ redirectUrl }));
  }

  /**
   * Issue 15: the card a payment or a setup saved, read from its PaymentIntent or SetupIntent (the event names it
   * only): the customer, the payment method, its brand and last four digits.
   */
  async withSavedCard(event: PaymentEvent): Promise<Result<PaymentEvent, ProviderFailed>> {
    const ref = event.savedCardRef ?? null;
    if (ref === null) return ok(event);
    if (!STRIPE_ID.test(ref)) return ok({ ...event, savedCardRef: null });
    const path = ref.startsWith("seti_") ? `/v1/setup_intents/${ref}` : `/v1/payment_intents/${ref}`;
    const answer = await this.call("GET", `${path}?expand%5B%5D=payment_method`);
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if (status < 200 || status >= 300) return err({ type: "ProviderFailed", reason: errorReason(status, body) });
    const method = record(body.payment_method);
    const card = record(method.card);
    const brand = str(card.brand);
    const last4 = str(card.last4);
    const customerId = idOf(body.customer) ?? idOf(method.customer);
    const paymentMethodId = str(method.id);
    const saved: CardOnFile | null =
      brand && last4 && /^\d{4}$/.test(last4) && customerId && paymentMethodId
        ? { brand, last4, customerId, paymentMethodId }
        : null;
    const renewal = event.renewal ?? null;
    if (renewal?.outcome === "refused") {
      // ADR 040: why the renewal's charge was refused (the card holder must authenticate it, or the bank's code).
      const refusal = record(body.last_payment_error);
      const reason =
        body.status === "requires_action"
          ? "authentication_required"
          : (str(refusal.decline_code) ?? str(refusal.code) ?? renewal.reason);
      return ok({ ...event, failureReason: reason, renewal: { ...renewal, reason } });
    }
    return ok({ ...event, card: saved });
  }

  /**
   * Issue 15 (ADR 040): the Stripe subscription of ours made to hold `sync`. Created when there is none (its items a
   * price_data of the plan's product, its first charge at our term: `trial_end`, nothing prorated, the customer's saved
   * card as its default payment method, our ids in its metadata); otherwise updated: cancel at period end or not, the
   * price of the next term (no proration: it applies from the next invoice), the card, and a later first charge when
   * ours was extended. `billing` null cancels it now. Each call under the sync's Idempotency-Key; no answer, 5xx or 429
   * is ProviderFailed (told again later).
   */
  async syncSubscription(
    sync: SubscriptionSync,
  ): Promise<Result<{ providerSubscriptionId: string | null }, ProviderFailed>> {
    let existing =
      sync.providerSubscriptionId !== null && STRIPE_ID.test(sync.providerSubscriptionId)
        ? sync.providerSubscriptionId
        : null;
    const customer = sync.card?.customerId ?? null;
    if (sync.billing === null) {
      if (existing === null && customer !== null) {
        // One of ours Stripe may hold though we never learnt its id (a creation whose answer was lost).
        const found = await this.findOurs(customer, sync.subscriptionId);
        if (found.isErr()) return err(found.error);
        existing = found.value?.id ?? null;
      }
      if (existing === null) return ok({ providerSubscriptionId: null });
      const answer = await this.call("DELETE", `/v1/subscriptions/${existing}`, {
        idempotencyKey: sync.idempotencyKey,
      });
      if (answer.isErr()) return err(answer.error);
      const { status, body } = answer.value;
      // Gone already (cancelled, or unknown): nothing is held.
      if ((status >= 200 && status < 300) || status === 404 || errorCode(body) === "resource_missing")
        return ok({ providerSubscriptionId: null });
      return err({ type: "ProviderFailed", reason: errorReason(status, body) });
    }
    const paymentMethod = sync.card?.paymentMethodId ?? null;
    if (customer === null || paymentMethod === null) return err({ type: "ProviderFailed", reason: "no_saved_card" });
    const billing = sync.billing;
    const priceData = {
      currency: billing.currency.toLowerCase(),
      product: productIdOf(billing.plan.id),
      unit_amount: billing.amountMinor,
      recurring:
        billing.every.unit === "days"
          ? { interval: "day", interval_count: billing.every.amount }
          : { interval: "month", interval_count: billing.every.amount },
    };
    const metadata = { subscriptionId: sync.subscriptionId, memberId: sync.memberId, planId: billing.plan.id };
    const nowSeconds = Math.floor(this.options.clock.now().getTime() / 1000);
    const chargeAt = Math.max(Math.floor(billing.nextChargeAt.getTime() / 1000), nowSeconds + FIRST_CHARGE_MARGIN);
    const current = existing !== null ? await this.readSubscription(existing) : ok(null);
    if (current.isErr()) return err(current.error);
    let held = current.value !== null && !ENDED_STATUSES.has(current.value.status) ? current.value : null;
    if (held === null) {
      // One we created whose answer was lost (our row never learnt its id): found by our id in its metadata.
      const found = await this.findOurs(customer, sync.subscriptionId);
      if (found.isErr()) return err(found.error);
      held = found.value;
    }
    // Ours does not renew (cancelled) and Stripe holds none: nothing is created only to end.
    if (held === null && !billing.renews) return ok({ providerSubscriptionId: null });
    if (held === null) {
      const product = await this.ensureProduct(billing.plan);
      if (product.isErr()) return err(product.error);
      const created = await this.call("POST", "/v1/subscriptions", {
        idempotencyKey: sync.creationKey,
        form: {
          customer,
          default_payment_method: paymentMethod,
          items: [{ price_data: priceData }],
          trial_end: chargeAt,
          proration_behavior: "none",
          cancel_at_period_end: !billing.renews,
          off_session: true,
          metadata,
        },
      });
      if (created.isErr()) return err(created.error);
      const id = str(created.value.body.id);
      if (created.value.status >= 300 || id === null)
        return err({ type: "ProviderFailed", reason: errorReason(created.value.status, created.value.body) });
      return ok({ providerSubscriptionId: id });
    }
    const item = held.item;
    const samePrice =
      item.unitAmount === billing.amountMinor &&
      item.currency === priceData.currency &&
      item.interval === priceData.recurring.interval &&
      item.intervalCount === priceData.recurring.interval_count &&
      held.planId === billing.plan.id;
    if (!samePrice) {
      const product = await this.ensureProduct(billing.plan);
      if (product.isErr()) return err(product.error);
    }
    // Ours was extended (paid again): the first charge moves to the new term.
    const later = chargeAt > held.nextChargeAt + FIRST_CHARGE_MARGIN;
    const form = {
      cancel_at_period_end: !billing.renews,
      default_payment_method: paymentMethod,
      proration_behavior: "none",
      metadata,
      ...(samePrice || item.id === null ? {} : { items: [{ id: item.id, price_data: priceData }] }),
      ...(later ? { trial_end: chargeAt } : {}),
    };
    // The key names what is sent too: a call repeated after a lost answer finds part of it applied and sends less,
    // which Stripe would refuse under the same key.
    const updated = await this.call("POST", `/v1/subscriptions/${held.id}`, {
      idempotencyKey: `${sync.idempotencyKey}-${sha256Hex(stripeForm(form)).slice(0, 12)}`,
      form,
    });
    if (updated.isErr()) return err(updated.error);
    if (updated.value.status >= 300)
      return err({ type: "ProviderFailed", reason: errorReason(updated.value.status, updated.value.body) });
    if (sync.chargeNow && held.openInvoice !== null) {
      // The refused invoice charged again with the new card; its outcome comes as invoice.paid or payment_failed.
      const paid = await this.call("POST", `/v1/invoices/${held.openInvoice}/pay`, {
        idempotencyKey: `${sync.idempotencyKey}-pay`,
        form: { off_session: true, payment_method: paymentMethod },
      });
      if (paid.isErr()) return err(paid.error);
    }
    return ok({ providerSubscriptionId: held.id });
  }

  /** Issue 15: the product of a plan at Stripe (its id ours: created once, found again afterwards). */
  private async ensureProduct(plan: { id: string; name: string }): Promise<Result<string, ProviderFailed>> {
    const id = productIdOf(plan.id);
    const answer = await this.call("POST", "/v1/products", {
      idempotencyKey: `product-${id}`,
      form: { id, name: plan.name, metadata: { planId: plan.id } },
    });
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if ((status >= 200 && status < 300) || errorCode(body) === "resource_already_exists") return ok(id);
    return err({ type: "ProviderFailed", reason: errorReason(status, body) });
  }

  /** Issue 15: what a Stripe subscription holds (null: unknown to Stripe), its latest invoice expanded. */
  private async readSubscription(id: string): Promise<Result<StripeSubscription | null, ProviderFailed>> {
    const answer = await this.call("GET", `/v1/subscriptions/${id}?expand%5B%5D=latest_invoice`);
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if (status === 404) return ok(null);
    if (status < 200 || status >= 300) return err({ type: "ProviderFailed", reason: errorReason(status, body) });
    return ok(subscriptionOf(body));
  }

  /** Issue 15: the customer's live Stripe subscription of ours (its metadata names it), or null. */
  private async findOurs(
    customer: string,
    subscriptionId: string,
  ): Promise<Result<StripeSubscription | null, ProviderFailed>> {
    const query = new URLSearchParams({ customer, status: "all", limit: "100", "expand[]": "data.latest_invoice" });
    const answer = await this.call("GET", `/v1/subscriptions?${query.toString()}`);
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if (status < 200 || status >= 300) return err({ type: "ProviderFailed", reason: errorReason(status, body) });
    const list = Array.isArray(body.data) ? body.data.map(record) : [];
    const ours = list.find(
      (entry) =>
        record(entry.metadata).subscriptionId === subscriptionId && !ENDED_STATUSES.has(str(entry.status) ?? ""),
    );
    return ok(ours ? subscriptionOf(ours) : null);
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): Result<PaymentEvent, WebhookRejected> {
    const checked = verifySignatureHeader({
      header: headers.get(STRIPE_SIGNATURE_HEADER),
      secret: this.options.webhookSecret,
      rawBody,
      nowSeconds: Math.floor(this.options.clock.now().getTime() / 1000),
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
    });
    if (checked.isErr()) return err(checked.error);
    let json: Record<string, unknown>;
    try {
      json = record(JSON.parse(rawBody));
    } catch {
      return err({ type: "WebhookRejected", reason: "malformed" });
    }
    const eventId = str(json.id);
    const type = str(json.type);
    if (!eventId || !type) return err({ type: "WebhookRejected", reason: "malformed" });
    const session = record(record(json.data).object);
    const metadata = record(session.metadata);
    if (INVOICE_EVENTS.has(type) || type === "customer.subscription.deleted")
      return ok(this.billingEvent(eventId, type, session, rawBody));
    const isSession = type.startsWith("checkout.session.");
    if (isSession && session.mode === "setup") return ok(this.setupEvent(eventId, type, session, rawBody));
    const amount = session.amount_total;
    const kind = isSession ? kindOf(type, str(session.payment_status)) : "ignored";
    return ok({
      provider: this.name,
      eventId,
      type,
      kind,
      orderId: isSession ? (str(session.client_reference_id) ?? str(metadata.orderId)) : null,
      providerReference: isSession ? str(session.id) : null,
      planId: isSession ? str(metadata.planId) : null,
      amountMinor: typeof amount === "number" && Number.isInteger(amount) ? amount : null,
      currency: str(session.currency),
      failureReason: type === "checkout.session.async_payment_failed" ? "async_payment_failed" : null,
      // Issue 15: a paid session with a customer saved its card on the PaymentIntent (withSavedCard reads it).
      savedCardRef: kind === "succeeded" && idOf(session.customer) !== null ? idOf(session.payment_intent) : null,
      payloadHash: sha256Hex(rawBody),
    });
  }

  /**
   * Issue 15 (ADR 040): an event of a Stripe subscription of ours (its metadata names ours): a renewal invoice paid
   * (`subscription_cycle`), refused (payment_failed, or payment_action_required: the card holder must authenticate
   * it on the invoice's hosted page), or the subscription deleted. Other invoices (the trial's, of amount 0) and
   * subscriptions that are not ours are ignored.
   */
  private billingEvent(eventId: string, type: string, object: Record<string, unknown>, rawBody: string): PaymentEvent {
    const base = eventWithoutOrder(
      { provider: this.name, eventId, type, payloadHash: sha256Hex(rawBody) },
      { renewal: null },
    );
    if (type === "customer.subscription.deleted") {
      const metadata = record(object.metadata);
      const subscriptionId = str(metadata.subscriptionId);
      const memberId = str(metadata.memberId);
      const id = str(object.id);
      if (!subscriptionId || !memberId || !id) return base;
      return {
        ...base,
        renewal: { ...NO_INVOICE, outcome: "ended", subscriptionId, memberId, providerSubscriptionId: id },
      };
    }
    // The subscription and its metadata: on the invoice (older API versions) or under `parent` (2025-03-31 and later).
    const parent = record(record(object.parent).subscription_details);
    const details = record(object.subscription_details);
    const metadata = { ...record(details.metadata), ...record(parent.metadata) };
    const providerSubscriptionId = idOf(object.subscription) ?? idOf(parent.subscription);
    const subscriptionId = str(metadata.subscriptionId);
    const memberId = str(metadata.memberId);
    if (!providerSubscriptionId || !subscriptionId || !memberId || object.billing_reason !== "subscription_cycle")
      return base;
    const lines = record(object.lines).data;
    const line = record(Array.isArray(lines) ? lines[0] : null);
    const termSeconds = num(record(line.period).start) ?? num(object.period_end);
    const paid = type === "invoice.paid";
    const amount = num(paid ? object.amount_paid : object.amount_due);
    const next = num(object.next_payment_attempt);
    const reason = paid
      ? null
      : type === "invoice.payment_action_required"
        ? "authentication_required"
        : "payment_failed";
    return {
      ...base,
      planId: str(metadata.planId),
      amountMinor: amount,
      currency: str(object.currency),
      failureReason: reason,
      // The PaymentIntent (older API versions name it on the invoice): the card charged, or why it was refused.
      savedCardRef: idOf(object.payment_intent),
      renewal: {
        outcome: paid ? "paid" : "refused",
        subscriptionId,
        memberId,
        providerSubscriptionId,
        invoiceId: str(object.id),
        term: termSeconds !== null ? new Date(termSeconds * 1000) : null,
        planId: str(metadata.planId),
        amountMinor: amount,
        currency: str(object.currency),
        attempt: num(object.attempt_count),
        nextAttemptAt: next !== null ? new Date(next * 1000) : null,
        reason,
        payUrl: paid ? null : str(object.hosted_invoice_url),
      },
    };
  }

  /** Issue 15: a setup session's event: a completed one replaces the card of the subscription in its metadata. */
  private setupEvent(eventId: string, type: string, session: Record<string, unknown>, rawBody: string): PaymentEvent {
    const metadata = record(session.metadata);
    const subscriptionId = str(metadata.subscriptionId);
    const memberId = str(metadata.memberId);
    const completed = type === "checkout.session.completed" && session.status !== "open";
    const setup = completed && subscriptionId && memberId ? { subscriptionId, memberId } : null;
    return eventWithoutOrder(
      { provider: this.name, eventId, type, payloadHash: sha256Hex(rawBody) },
      { providerReference: str(session.id), setup, savedCardRef: setup ? idOf(session.setup_intent) : null },
    );
  }

  /**
   * Issue 15: refunds a paid order in full. The session's payment intent is read (GET /v1/checkout/sessions/{id}),
   * then POST /v1/refunds with the order's Idempotency-Key: a repeated call answers the same refund.
   */
  async refund(request: RefundRequest): Promise<Result<{ refundId: string }, ProviderFailed>> {
    if (request.providerReference === null) return err({ type: "ProviderFailed", reason: "no session to refund" });
    const session = await this.call("GET", `/v1/checkout/sessions/${encodeURIComponent(request.providerReference)}`);
    if (session.isErr()) return err(session.error);
    if (session.value.status >= 300) {
      return err({ type: "ProviderFailed", reason: errorReason(session.value.status, session.value.body) });
    }
    const intent = idOf(session.value.body.payment_intent);
    if (!intent) return err({ type: "ProviderFailed", reason: "session without payment intent" });
    const refund = await this.call("POST", "/v1/refunds", {
      form: { payment_intent: intent, amount: request.amountMinor, metadata: { orderId: request.orderId } },
      idempotencyKey: request.idempotencyKey,
    });
    if (refund.isErr()) return err(refund.error);
    if (refund.value.status >= 300) {
      return err({ type: "ProviderFailed", reason: errorReason(refund.value.status, refund.value.body) });
    }
    const id = str(refund.value.body.id);
    return id ? ok({ refundId: id }) : err({ type: "ProviderFailed", reason: "refund without id" });
  }
}

/** Issue 15 (ADR 040): what a Stripe subscription holds, as syncSubscription compares it with ours. */
interface StripeSubscription {
  id: string;
  status: string;
  /** Our plan in its metadata (the plan the next term charges). */
  planId: string | null;
  /** Its next charge (the trial's end, or the current period's end), in seconds. */
  nextChargeAt: number;
  /** Its latest invoice, while open (refused): what a new card pays at once. */
  openInvoice: string | null;
  item: {
    id: string | null;
    unitAmount: number | null;
    currency: string | null;
    interval: string | null;
    intervalCount: number | null;
  };
}

/** Issue 15 (ADR 040): a Stripe subscription as syncSubscription reads it (its latest invoice expanded). */
function subscriptionOf(body: Record<string, unknown>): StripeSubscription {
  const items = record(body.items).data;
  const first = record(Array.isArray(items) ? items[0] : null);
  const price = record(first.price);
  const recurring = record(price.recurring);
  const latest = record(body.latest_invoice);
  // The current period's end: on the subscription (older API versions) or on its item (2025-03-31 and later).
  const periodEnd = num(body.current_period_end) ?? num(first.current_period_end) ?? 0;
  return {
    id: str(body.id) ?? "",
    status: str(body.status) ?? "unknown",
    planId: str(record(body.metadata).planId),
    nextChargeAt: body.status === "trialing" ? (num(body.trial_end) ?? periodEnd) : periodEnd,
    openInvoice: latest.status === "open" ? str(latest.id) : null,
    item: {
      id: str(first.id),
      unitAmount: num(price.unit_amount),
      currency: str(price.currency),
      interval: str(recurring.interval),
      intervalCount: num(recurring.interval_count),
    },
  };
}

/** Issue 15 (ADR 040): the id of a plan's product at Stripe (ours: created once, found again afterwards). */
function productIdOf(planId: string): string {
  return `revizo_${planId.replace(/[^A-Za-z0-9_]/g, "_")}`;
}

/** Issue 15 (ADR 040): the statuses of a Stripe subscription that is over (a new one is created for ours). */
const ENDED_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

/** Issue 15 (ADR 040): the invoice events of a Stripe subscription that report a renewal. */
const INVOICE_EVENTS: ReadonlySet<string> = new Set([
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_action_required",
]);

/** Issue 15: an event that names no invoice (the subscription's end). */
const NO_INVOICE = {
  invoiceId: null,
  term: null,
  planId: null,
  amountMinor: null,
  currency: null,
  attempt: null,
  nextAttemptAt: null,
  reason: null,
  payUrl: null,
} as const;

/** An integer field of Stripe's answer, or null. */
const num = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

/** Issue 15: Stripe's error code of a refusal (`resource_missing`, `resource_already_exists`…). */
function errorCode(body: Record<string, unknown>): string | null {
  return str(record(body.error).code);
}

/** Issue 15: a refusal of Stripe's API in a log line: the status and Stripe's code. */
function errorReason(status: number, body: Record<string, unknown>): string {
  const detail = record(body.error);
  return `http ${status}: ${str(detail.code) ?? str(detail.type) ?? "error"}`;
}

/** Issue 6: what a Checkout Session event means for its order. */
function kindOf(type: string, paymentStatus: string | null): PaymentEventKind {
  switch (type) {
    case "checkout.session.completed":
      // Delayed methods complete unpaid, then send async_payment_succeeded or _failed.
      return paymentStatus === "paid" || paymentStatus === "no_payment_required" ? "succeeded" : "ignored";
    case "checkout.session.async_payment_succeeded":
      return "succeeded";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "expired";
    default:
      return "ignored";
  }
}
