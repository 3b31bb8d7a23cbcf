// Issue 6: the Stripe Checkout adapter, with `fetch` (no SDK): a Checkout Session is created by a form-encoded
// POST to /v1/checkout/sessions with an Idempotency-Key (one session per order, however often it is asked), and
// webhooks are verified from the Stripe-Signature header (HMAC-SHA256 of `${t}.${rawBody}`, 300 s tolerance).
// One payment per order (`mode=payment`): a renewing plan is paid for one period at a time.
// Issue 15 (ADR 029): a renewing plan's session also creates a customer and keeps the card for off-session use;
// the webhook of the payment reads the saved payment method from its PaymentIntent; renewals are off-session
// PaymentIntents confirmed with it (Idempotency-Key: our renewal order id), and a card update is a Checkout
// Session in `mode=setup` whose SetupIntent gives the new payment method.
import { err, ok, type Result } from "neverthrow";
import type { Clock } from "../../../../application/api/shared/ports.ts";
import type {
  CardOnFile,
  CardSetup,
  CheckoutOrder,
  CheckoutSession,
  PaymentEvent,
  PaymentEventKind,
  PaymentProvider,
  ProviderFailed,
  RenewalCharge,
  RenewalDeclined,
  RefundRequest,
  WebhookHeaders,
  WebhookRejected,
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
    method: "GET" | "POST",
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
    return ok({ ...event, card: saved });
  }

  /**
   * Issue 15: a renewal: an off-session PaymentIntent confirmed at once with the saved payment method. The
   * Idempotency-Key is our renewal order's id: a retried call (the job run again) is the same charge at Stripe.
   * A refusal (card error, authentication required, no usable card) is RenewalDeclined; no answer, 5xx, 429 or an
   * idempotency conflict is ProviderFailed (tried again later with the same key).
   */
  async renew(charge: RenewalCharge): Promise<Result<{ providerReference: string }, RenewalDeclined | ProviderFailed>> {
    const customer = charge.card?.customerId ?? null;
    const paymentMethod = charge.card?.paymentMethodId ?? null;
    if (customer === null || paymentMethod === null) return err({ type: "RenewalDeclined", reason: "no_saved_card" });
    const answer = await this.call("POST", "/v1/payment_intents", {
      idempotencyKey: charge.orderId,
      form: {
        amount: charge.amountMinor,
        currency: charge.currency.toLowerCase(),
        customer,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { orderId: charge.orderId, subscriptionId: charge.subscriptionId, planId: charge.planId },
      },
    });
    if (answer.isErr()) return err(answer.error);
    const { status, body } = answer.value;
    if (status >= 200 && status < 300) {
      const id = str(body.id);
      if (id !== null && body.status === "succeeded") return ok({ providerReference: id });
      if (body.status === "requires_action" || body.status === "requires_payment_method")
        return err({ type: "RenewalDeclined", reason: String(body.status) });
      return err({ type: "ProviderFailed", reason: `payment intent ${str(body.status) ?? "unreadable"}` });
    }
    // 402: a card error (declined, authentication_required…); 400/404: the saved card cannot be used any more.
    if (status === 400 || status === 402 || status === 404) {
      const detail = record(body.error);
      return err({
        type: "RenewalDeclined",
        reason: str(detail.decline_code) ?? str(detail.code) ?? str(detail.type) ?? "declined",
      });
    }
    return err({ type: "ProviderFailed", reason: errorReason(status, body) });
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

  /** Issue 15: a setup session's event: a completed one replaces the card of the subscription in its metadata. */
  private setupEvent(eventId: string, type: string, session: Record<string, unknown>, rawBody: string): PaymentEvent {
    const metadata = record(session.metadata);
    const subscriptionId = str(metadata.subscriptionId);
    const memberId = str(metadata.memberId);
    const completed = type === "checkout.session.completed" && session.status !== "open";
    const setup = completed && subscriptionId && memberId ? { subscriptionId, memberId } : null;
    return {
      provider: this.name,
      eventId,
      type,
      kind: "ignored",
      orderId: null,
      providerReference: str(session.id),
      planId: null,
      amountMinor: null,
      currency: null,
      failureReason: null,
      setup,
      savedCardRef: setup ? idOf(session.setup_intent) : null,
      payloadHash: sha256Hex(rawBody),
    };
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
