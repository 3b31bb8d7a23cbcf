// Issue 6 POST /payments/webhooks/{provider} and POST /payments/mobile-money/{provider}/callback: the provider's
// signature is checked first (nothing is read from an unsigned, stale or unreadable body), then the event acts on
// its order exactly once (ConfirmPayment).
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { WebhookOutcome } from "../../../contracts/premium/checkout.ts";
import { AppLoggerToken, type AppLogger } from "../../shared/ports.ts";
import type { ProviderFailed, WebhookHeaders, WebhookRejected } from "../subscriptions.ts";
import { RecordRenewalEvent } from "../subscription/renewal-events.ts";
import { UpdatePaymentMethod } from "../subscription/update-payment-method.ts";
import { ConfirmPayment, type PaymentMismatch } from "./confirm-payment.ts";
import { PaymentProvidersToken, type PaymentProviders } from "./ports.ts";

/** Issue 6: where an event comes in: a provider's webhook, or a mobile-money provider's callback. */
export type EventChannel = { kind: "webhook"; provider: string } | { kind: "mobile-money"; provider: string };

/** Issue 6: why an event is refused. */
export type ReceiveEventError = { type: "UnknownProvider" } | WebhookRejected | PaymentMismatch | ProviderFailed;

/** Issue 6: receives a provider's signed event. */
@injectable()
export class ReceivePaymentEvent {
  constructor(
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
    @inject(UpdatePaymentMethod) private readonly cards: UpdatePaymentMethod,
    @inject(RecordRenewalEvent) private readonly renewals: RecordRenewalEvent,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  async execute(input: {
    channel: EventChannel;
    headers: WebhookHeaders;
    rawBody: string;
  }): Promise<Result<WebhookOutcome, ReceiveEventError>> {
    const { channel } = input;
    const provider =
      channel.kind === "webhook"
        ? this.providers.webhook(channel.provider)
        : this.providers.mobileMoney(channel.provider);
    if (!provider) return err({ type: "UnknownProvider" });
    const event = provider.verifyWebhook(input.headers, input.rawBody);
    if (event.isErr()) {
      this.logger.warn("payment.webhook_rejected", {
        channel: channel.kind,
        provider: channel.provider,
        reason: event.error.reason,
      });
      return err(event.error);
    }
    // Issue 15: the card the payment or setup saved, when the event only names it (read from the provider's API).
    // No answer: the event is refused for now (not recorded), and the provider delivers it again.
    const complete = provider.withSavedCard ? await provider.withSavedCard(event.value) : ok(event.value);
    if (complete.isErr()) {
      this.logger.warn("payment.saved_card_unread", { provider: channel.provider, reason: complete.error.reason });
      return err(complete.error);
    }
    if (complete.value.setup) return ok(await this.cards.complete(complete.value));
    // Issue 15 (ADR 040): an event of the provider's own subscription (a renewal charged or refused, or its end).
    const renewal = complete.value.renewal;
    if (renewal) return ok(await this.renewals.execute({ ...complete.value, renewal }));
    return this.confirm.execute(complete.value);
  }
}
