// Issue 6: the Stripe Checkout adapter, with `fetch` (no SDK): a Checkout Session is created by a form-encoded
// POST to /v1/checkout/sessions with an Idempotency-Key (one session per order, however often it is asked), and
// webhooks are verified from the Stripe-Signature header (HMAC-SHA256 of `${t}.${rawBody}`, 300 s tolerance).
// One payment per order (`mode=payment`): a renewing plan is paid for one period at a time.
import { err, ok, type Result } from "neverthrow";
import type { Clock } from "../../../../application/api/shared/ports.ts";
import type {
  CheckoutOrder,
  CheckoutSession,
  PaymentEvent,
  PaymentEventKind,
  PaymentProvider,
  ProviderFailed,
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
  /** Milliseconds before a session creation is abandoned. Default 10 s. */
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
      customer_email: order.email ?? undefined,
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
      payment_intent_data: { metadata: { orderId: order.orderId, planId: order.plan.id } },
    };
  }

  async createCheckout(order: CheckoutOrder): Promise<Result<CheckoutSession, ProviderFailed>> {
    const base = this.options.apiBase ?? "https://api.stripe.com";
    let response: Response;
    try {
      response = await this.options.fetch(`${base}/v1/checkout/sessions`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": order.idempotencyKey,
        },
        body: stripeForm(this.sessionParams(order)),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return err({ type: "ProviderFailed", reason: error instanceof Error ? error.name : "network" });
    }
    let body: Record<string, unknown>;
    try {
      body = record(await response.json());
    } catch {
      return err({ type: "ProviderFailed", reason: `http ${response.status}: unreadable body` });
    }
    if (!response.ok) {
      const detail = record(body.error);
      return err({
        type: "ProviderFailed",
        reason: `http ${response.status}: ${str(detail.code) ?? str(detail.type) ?? "error"}`,
      });
    }
    const id = str(body.id);
    const url = str(body.url);
    if (!id || !url) return err({ type: "ProviderFailed", reason: "session without id or url" });
    return ok({ redirectUrl: url, providerReference: id });
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
    const amount = session.amount_total;
    return ok({
      provider: this.name,
      eventId,
      type,
      kind: isSession ? kindOf(type, str(session.payment_status)) : "ignored",
      orderId: isSession ? (str(session.client_reference_id) ?? str(metadata.orderId)) : null,
      providerReference: isSession ? str(session.id) : null,
      planId: isSession ? str(metadata.planId) : null,
      amountMinor: typeof amount === "number" && Number.isInteger(amount) ? amount : null,
      currency: str(session.currency),
      failureReason: type === "checkout.session.async_payment_failed" ? "async_payment_failed" : null,
      payloadHash: sha256Hex(rawBody),
    });
  }

  /**
   * Issue 15: refunds a paid order in full. The session's payment intent is read (GET /v1/checkout/sessions/{id}),
   * then POST /v1/refunds with the order's Idempotency-Key: a repeated call answers the same refund.
   */
  async refund(request: RefundRequest): Promise<Result<{ refundId: string }, ProviderFailed>> {
    if (request.providerReference === null) return err({ type: "ProviderFailed", reason: "no session to refund" });
    const base = this.options.apiBase ?? "https://api.stripe.com";
    const call = async (path: string, init: RequestInit): Promise<Result<Record<string, unknown>, ProviderFailed>> => {
      try {
        const response = await this.options.fetch(`${base}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${this.options.secretKey}`, ...init.headers },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        });
        const body = record(await response.json());
        if (response.ok) return ok(body);
        const detail = record(body.error);
        return err({ type: "ProviderFailed", reason: `http ${response.status}: ${str(detail.code) ?? "error"}` });
      } catch (error) {
        return err({ type: "ProviderFailed", reason: error instanceof Error ? error.name : "network" });
      }
    };
    const session = await call(`/v1/checkout/sessions/${encodeURIComponent(request.providerReference)}`, {});
    if (session.isErr()) return err(session.error);
    const intent = str(session.value.payment_intent) ?? str(record(session.value.payment_intent).id);
    if (!intent) return err({ type: "ProviderFailed", reason: "session without payment intent" });
    const refund = await call("/v1/refunds", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": request.idempotencyKey },
      body: stripeForm({ payment_intent: intent, amount: request.amountMinor, metadata: { orderId: request.orderId } }),
    });
    if (refund.isErr()) return err(refund.error);
    const id = str(refund.value.id);
    return id ? ok({ refundId: id }) : err({ type: "ProviderFailed", reason: "refund without id" });
  }
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
