// In-memory payment provider and hasher (tests and Storybook): an honest fake of the PaymentProvider port that
// keeps the sessions it opened, can be told to fail, and accepts events carrying its secret.
import { err, ok, type Result } from "neverthrow";
import type { Hasher, PaymentProviders } from "../../application/api/premium/checkout/ports.ts";
import type {
  CheckoutOrder,
  CheckoutSession,
  PaymentEvent,
  PaymentProvider,
  ProviderFailed,
  RefundRequest,
  WebhookHeaders,
  WebhookRejected,
} from "../../application/api/premium/subscriptions.ts";
import type { Plan } from "../../domain/premium/plan.ts";

/** Issue 6: the header the fake provider reads its secret from. */
export const MEMORY_SIGNATURE_HEADER = "x-memory-signature";

/** Issue 6: a PaymentProvider in memory. Events are PaymentEvent JSON bodies with the secret in a header. */
export class MemoryPaymentProvider implements PaymentProvider {
  readonly sessions: CheckoutOrder[] = [];
  /** Issue 15: the refunds made, by idempotency key (a repeated key is the same refund, as at a real provider). */
  readonly refunds = new Map<string, RefundRequest>();
  private failures = 0;
  private refundFailures = 0;

  constructor(
    readonly name: string,
    private readonly secret = "memory-secret",
  ) {}

  /** The next `times` session creations fail (a provider outage). */
  failNext(times = 1): void {
    this.failures = times;
  }

  async createCheckout(order: CheckoutOrder): Promise<Result<CheckoutSession, ProviderFailed>> {
    this.sessions.push(order);
    if (this.failures > 0) {
      this.failures -= 1;
      return err({ type: "ProviderFailed", reason: "outage" });
    }
    return ok({
      redirectUrl: `https://pay.example/${this.name}/${order.orderId}`,
      providerReference: `${this.name}_${order.orderId}`,
    });
  }

  /** Issue 15: the next `times` refunds fail (a provider outage). */
  failNextRefunds(times = 1): void {
    this.refundFailures = times;
  }

  async refund(request: RefundRequest): Promise<Result<{ refundId: string }, ProviderFailed>> {
    if (this.refundFailures > 0) {
      this.refundFailures -= 1;
      return err({ type: "ProviderFailed", reason: "outage" });
    }
    if (!this.refunds.has(request.idempotencyKey)) this.refunds.set(request.idempotencyKey, request);
    return ok({ refundId: `${this.name}_re_${request.idempotencyKey}` });
  }

  /** A signed delivery of an event (body and headers), as the provider would post it. */
  deliver(event: Omit<PaymentEvent, "provider" | "payloadHash">): { headers: WebhookHeaders; rawBody: string } {
    const rawBody = JSON.stringify({ ...event, provider: this.name });
    return { headers: new Headers({ [MEMORY_SIGNATURE_HEADER]: this.secret }), rawBody };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): Result<PaymentEvent, WebhookRejected> {
    const signature = headers.get(MEMORY_SIGNATURE_HEADER);
    if (signature === null) return err({ type: "WebhookRejected", reason: "missing-signature" });
    if (signature !== this.secret) return err({ type: "WebhookRejected", reason: "bad-signature" });
    try {
      const event = JSON.parse(rawBody) as Omit<PaymentEvent, "payloadHash">;
      return ok({ ...event, provider: this.name, payloadHash: `memory:${rawBody.length}` });
    } catch {
      return err({ type: "WebhookRejected", reason: "malformed" });
    }
  }
}

/** Issue 6: the PaymentProviders port over memory providers: one for cards, one (or none) for mobile money. */
export class MemoryPaymentProviders implements PaymentProviders {
  constructor(
    private readonly card: PaymentProvider,
    private readonly mobile: PaymentProvider | null = null,
  ) {}

  forPlan(plan: Pick<Plan, "provider">): PaymentProvider | null {
    if (plan.provider === "card") return this.card;
    return plan.provider === "mobile_money" ? this.mobile : null;
  }

  webhook(name: string): PaymentProvider | null {
    return [this.card, this.mobile].find((p) => p?.name === name) ?? null;
  }

  mobileMoney(): PaymentProvider | null {
    return this.mobile;
  }
}

/** Issue 6: the Hasher port in memory: injective (equal inputs, equal outputs; different inputs, different outputs). */
export class MemoryHasher implements Hasher {
  sha256(text: string): string {
    return `memory:${text}`;
  }
}
