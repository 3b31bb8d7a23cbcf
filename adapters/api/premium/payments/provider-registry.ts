// Issue 6: which provider handles what. Cards: the provider of PAYMENT_PROVIDER (sandbox or Stripe). Mobile money:
// the sandbox outside production (no real mobile-money provider is wired yet: production answers
// ProviderUnavailable). Gift-card plans are never paid: their codes are redeemed.
import type { PaymentProviders } from "../../../../application/api/premium/checkout/ports.ts";
import type { PaymentProvider } from "../../../../application/api/premium/subscriptions.ts";
import type { Plan } from "../../../../domain/premium/plan.ts";

const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Issue 6: the PaymentProviders port from the configured providers. */
export class ConfiguredPaymentProviders implements PaymentProviders {
  constructor(
    private readonly card: PaymentProvider,
    /** Null in production. */
    private readonly sandbox: PaymentProvider | null,
  ) {}

  forPlan(plan: Pick<Plan, "provider" | "paymentProvider">): PaymentProvider | null {
    if (plan.provider === "card") return this.card;
    if (plan.provider === "mobile_money") return this.sandbox;
    return null;
  }

  webhook(name: string): PaymentProvider | null {
    if (name === this.card.name) return this.card;
    if (this.sandbox && name === this.sandbox.name) return this.sandbox;
    return null;
  }

  mobileMoney(name: string): PaymentProvider | null {
    return this.sandbox && PROVIDER_NAME.test(name) ? this.sandbox : null;
  }
}
