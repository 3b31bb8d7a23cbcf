// Issue 6: the sandbox payment provider (the default, fully offline; refused in production by the configuration).
// Its "hosted payment page" is served by this API (sandbox-checkout.ts, under /api/payments/sandbox/...); its
// events are signed like Stripe's (`t=…,v1=…`) with a key derived from AUTH_SECRET.
import { err, ok, type Result } from "neverthrow";
import * as v from "valibot";
import type { Clock } from "../../../../application/api/shared/ports.ts";
import {
  eventWithoutOrder,
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
  SANDBOX_SIGNATURE_HEADER,
  SandboxEvent,
  SandboxRenewalEvent,
  SandboxSetupEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from "../../../../application/contracts/premium/checkout.ts";
import type { SandboxBilling } from "./sandbox-billing.ts";
import { hmacHex, sha256Hex, signatureHeader, verifySignatureHeader } from "./signatures.ts";

/** Issue 6: the sandbox's signing key, derived from AUTH_SECRET (never the secret itself). */
export function sandboxSigningKey(authSecret: string): string {
  return hmacHex(authSecret, "revizo/payments/sandbox/v1");
}

const KINDS: Record<SandboxEvent["type"], PaymentEventKind> = {
  "payment.succeeded": "succeeded",
  "payment.failed": "failed",
  "payment.canceled": "canceled",
  "payment.expired": "expired",
};

/** Issue 6: the sandbox session id of an order. */
export function sandboxReference(orderId: string): string {
  return `sbx_cs_${orderId.replace(/-/g, "")}`;
}

export interface SandboxOptions {
  /** sandboxSigningKey(AUTH_SECRET). */
  signingKey: string;
  /** Where /api is reached from the browser (absolute, no trailing slash), e.g. http://localhost:3000/api. */
  apiBaseUrl: string;
  clock: Clock;
}

/** Issue 15: what the sandbox's setup page carries (URL and form): the subscription, its member, where to return. */
export interface SandboxSetupFields {
  subscription: string;
  member: string;
  success: string;
  cancel: string;
  token: string;
}

/** Issue 6: the sandbox implementation of the PaymentProvider port. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox";
  /** Issue 15 (ADR 040): its own subscriptions (they deliver their events through this provider's signature). */
  private billing: SandboxBilling | null = null;

  constructor(private readonly options: SandboxOptions) {}

  /** Issue 15 (ADR 040): the sandbox's subscriptions, attached once the container can deliver their events. */
  attachBilling(billing: SandboxBilling): void {
    this.billing = billing;
  }

  /** Issue 15 (ADR 040): the sandbox's own subscription made to hold `sync` (SandboxBilling). */
  async syncSubscription(
    sync: SubscriptionSync,
  ): Promise<Result<{ providerSubscriptionId: string | null }, ProviderFailed>> {
    if (this.billing === null) return err({ type: "ProviderFailed", reason: "sandbox billing not attached" });
    return this.billing.sync(sync);
  }

  /** Issue 15 (ADR 040): the page where the member pays a refused invoice, and its token. */
  invoiceToken(invoiceId: string): string {
    return hmacHex(this.options.signingKey, `invoice:${invoiceId}`).slice(0, 32);
  }

  invoiceUrl(invoiceId: string): string {
    return `${this.invoiceFormUrl()}/${invoiceId}?token=${this.invoiceToken(invoiceId)}`;
  }

  /** Issue 15 (ADR 040): where the invoice page's form posts. */
  invoiceFormUrl(): string {
    return `${this.options.apiBaseUrl}/payments/sandbox/invoice`;
  }

  /** Issue 6: the token that proves a test page was served for this order (and its extra step, with `step`). */
  pageToken(orderId: string, step = "page"): string {
    return hmacHex(this.options.signingKey, `${step}:${orderId}`).slice(0, 32);
  }

  /** Issue 6: the URL of the test payment page of an order. */
  pageUrl(orderId: string): string {
    return `${this.options.apiBaseUrl}/payments/sandbox/checkout/${orderId}?token=${this.pageToken(orderId)}`;
  }

  /** Issue 6: where the test page's form posts. */
  payUrl(): string {
    return `${this.options.apiBaseUrl}/payments/sandbox/pay`;
  }

  async createCheckout(order: CheckoutOrder): Promise<Result<CheckoutSession, ProviderFailed>> {
    return ok({ redirectUrl: this.pageUrl(order.orderId), providerReference: sandboxReference(order.orderId) });
  }

  /** Issue 15: the fields of a card update's setup page (in its URL and form), signed by `token`. */
  setupFields(setup: Pick<CardSetup, "subscriptionId" | "memberId" | "successUrl" | "cancelUrl">): SandboxSetupFields {
    const fields = {
      subscription: setup.subscriptionId,
      member: setup.memberId,
      success: setup.successUrl,
      cancel: setup.cancelUrl,
    };
    return { ...fields, token: this.setupToken(fields) };
  }

  /** Issue 15: the token that proves a setup page was opened by this server for these fields. */
  setupToken(fields: Omit<SandboxSetupFields, "token">): string {
    const signed = [fields.subscription, fields.member, fields.success, fields.cancel].join("\n");
    return hmacHex(this.options.signingKey, `setup:${signed}`).slice(0, 32);
  }

  /** Issue 15: the URL of the setup page (a card update). */
  setupUrl(): string {
    return `${this.options.apiBaseUrl}/payments/sandbox/setup`;
  }

  /** Issue 15: a card update on the sandbox's own setup page (test cards, nothing charged). */
  async createSetup(setup: CardSetup): Promise<Result<{ redirectUrl: string }, ProviderFailed>> {
    const query = new URLSearchParams({ ...this.setupFields(setup) });
    return ok({ redirectUrl: `${this.setupUrl()}?${query.toString()}` });
  }

  /** Issue 6: a sandbox event as the provider would post it: the raw body and its signature header. */
  sign(event: SandboxEvent | SandboxSetupEvent | SandboxRenewalEvent): {
    rawBody: string;
    headers: Record<string, string>;
  } {
    const rawBody = JSON.stringify(event);
    const t = Math.floor(this.options.clock.now().getTime() / 1000);
    return {
      rawBody,
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.signingKey, t, rawBody),
      },
    };
  }

  /** Issue 15: the sandbox refunds every paid order; one refund id per idempotency key (a retried call is the same). */
  async refund(request: RefundRequest): Promise<Result<{ refundId: string }, ProviderFailed>> {
    return ok({ refundId: `sbx_re_${sha256Hex(request.idempotencyKey).slice(0, 24)}` });
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): Result<PaymentEvent, WebhookRejected> {
    const checked = verifySignatureHeader({
      header: headers.get(SANDBOX_SIGNATURE_HEADER),
      secret: this.options.signingKey,
      rawBody,
      nowSeconds: Math.floor(this.options.clock.now().getTime() / 1000),
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
    });
    if (checked.isErr()) return err(checked.error);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return err({ type: "WebhookRejected", reason: "malformed" });
    }
    const setup = v.safeParse(SandboxSetupEvent, json);
    if (setup.success) {
      const event = setup.output;
      return ok(
        eventWithoutOrder(
          { provider: this.name, eventId: event.id, type: event.type, payloadHash: sha256Hex(rawBody) },
          { card: event.card, setup: { subscriptionId: event.subscriptionId, memberId: event.memberId } },
        ),
      );
    }
    const renewal = v.safeParse(SandboxRenewalEvent, json);
    if (renewal.success) return ok(this.renewalEvent(renewal.output, rawBody));
    const parsed = v.safeParse(SandboxEvent, json);
    if (!parsed.success) return err({ type: "WebhookRejected", reason: "malformed" });
    const event = parsed.output;
    return ok({
      provider: this.name,
      eventId: event.id,
      type: event.type,
      kind: KINDS[event.type],
      orderId: event.orderId,
      providerReference: sandboxReference(event.orderId),
      planId: event.planId,
      amountMinor: event.amountMinor,
      currency: event.currency,
      failureReason: event.failureReason ?? null,
      card: event.card ?? null,
      payloadHash: sha256Hex(rawBody),
    });
  }

  /** Issue 15 (ADR 040): an event of the sandbox's own subscription, read into our terms. */
  private renewalEvent(event: SandboxRenewalEvent, rawBody: string): PaymentEvent {
    const invoice = event.invoice;
    const outcome =
      event.type === "invoice.paid" ? "paid" : event.type === "invoice.payment_failed" ? "refused" : "ended";
    return eventWithoutOrder(
      { provider: this.name, eventId: event.id, type: event.type, payloadHash: sha256Hex(rawBody) },
      {
        planId: invoice?.planId ?? null,
        amountMinor: invoice?.amountMinor ?? null,
        currency: invoice?.currency ?? null,
        failureReason: invoice?.failureReason ?? null,
        card: event.card ?? null,
        renewal: {
          outcome,
          subscriptionId: event.metadata.subscriptionId,
          memberId: event.metadata.memberId,
          providerSubscriptionId: event.subscription,
          invoiceId: invoice?.id ?? null,
          term: invoice ? new Date(invoice.term) : null,
          planId: invoice?.planId ?? null,
          amountMinor: invoice?.amountMinor ?? null,
          currency: invoice?.currency ?? null,
          attempt: invoice?.attempt ?? null,
          nextAttemptAt: invoice?.nextAttemptAt ? new Date(invoice.nextAttemptAt) : null,
          reason: invoice?.failureReason ?? null,
          payUrl: invoice?.payUrl ?? null,
        },
      },
    );
  }
}
