// Issue 6: binds the checkout's ports to their adapters (called by the API composition root): orders, the ledger
// and gift cards on PostgreSQL, the payment providers of PAYMENT_PROVIDER (the sandbox outside production for
// cards in sandbox mode and for mobile money), and the CSRF exemptions of the providers' signed callbacks.
import path from "node:path";
import type { DependencyContainer } from "tsyringe";
import {
  CheckoutSettingsToken,
  GiftCardPdfRendererToken,
  GiftCardPurchaseRepositoryToken,
  GiftCardRepositoryToken,
  HasherToken,
  InvoiceRepositoryToken,
  OrderRepositoryToken,
  PaymentLedgerToken,
  PaymentProvidersToken,
  type CheckoutSettings,
} from "../../../../application/api/premium/checkout/ports.ts";
import {
  ReceiptPdfCacheToken,
  ReceiptRendererToken,
  ReceiptSettingsToken,
  type ReceiptSettings,
} from "../../../../application/api/premium/checkout/receipts.ts";
import {
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../../../application/api/shared/ports.ts";
import { ReceivePaymentEvent } from "../../../../application/api/premium/checkout/receive-payment-event.ts";
import { FileSheetPdfCache } from "../../content/sheets/file-sheet-cache.ts";
import { PaymentProviderToken, type PaymentProvider } from "../../../../application/api/premium/subscriptions.ts";
import { PAYMENT_PROVIDERS } from "../../../../domain/premium/plan.ts";
import type { Database } from "../../db/database.ts";
import { HttpSettingsToken, type HttpSettings } from "../../http/settings.ts";
import { DrizzleInvoiceRepository } from "./drizzle-invoice-repository.ts";
import { DrizzleOrderRepository } from "./drizzle-order-repository.ts";
import {
  DrizzleGiftCardPurchaseRepository,
  DrizzleGiftCardRepository,
  DrizzlePaymentLedger,
} from "./drizzle-payment-ledger.ts";
import { PdfkitGiftCardRenderer } from "./pdfkit-gift-card-renderer.ts";
import { NodeHasher } from "./node-hasher.ts";
import { PdfkitReceiptRenderer } from "./pdfkit-receipt-renderer.ts";
import { ConfiguredPaymentProviders } from "./provider-registry.ts";
import { SandboxBilling } from "./sandbox-billing.ts";
import { SandboxPaymentProvider, sandboxSigningKey } from "./sandbox-payment-provider.ts";
import { StripePaymentProvider } from "./stripe-payment-provider.ts";

/** Issue 6: what the payments read from the process configuration (server/config.ts). */
export interface PaymentsConfig {
  PAYMENT_PROVIDER: "sandbox" | "stripe";
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  AUTH_SECRET: string;
  /** Issue 15: rendered receipts are kept under DATA_DIR/cache/receipts. */
  DATA_DIR: string;
  PUBLIC_ORIGIN: string;
  API_BASE_URL: string;
  isProduction: boolean;
}

/** Issue 6: the sandbox provider, when this process has one (never in production). */
export const SandboxProviderToken = Symbol("SandboxPaymentProvider");
/** Issue 15 (ADR 040): the sandbox provider's own subscriptions (its billing clock), with the sandbox. */
export const SandboxBillingToken = Symbol("SandboxBilling");

/** Issue 6: how long a pending order waits for its payment (Stripe's own session limit). */
export const ORDER_TTL_SECONDS = 24 * 60 * 60;

/** Issue 6: where the browser reaches /api: API_BASE_URL when absolute, else PUBLIC_ORIGIN + API_BASE_URL. */
export function publicApiBase(config: Pick<PaymentsConfig, "PUBLIC_ORIGIN" | "API_BASE_URL">): string {
  const base = /^https?:\/\//.test(config.API_BASE_URL)
    ? config.API_BASE_URL
    : config.PUBLIC_ORIGIN + config.API_BASE_URL;
  return base.replace(/\/+$/, "");
}

/** Issue 6: the paths (under /api) that providers post to without the browser's CSRF header: they are signed. */
export function paymentCsrfExemptPaths(): string[] {
  return [
    "/payments/webhooks/stripe",
    "/payments/webhooks/sandbox",
    `/payments/mobile-money/${PAYMENT_PROVIDERS.mobile_money.name}/callback`,
    // The sandbox's test page is a plain HTML form; it carries a per-order token and is checked for its origin.
    "/payments/sandbox/pay",
    // Issue 15: the sandbox's card update page (its fields are signed by a token, and its origin checked).
    "/payments/sandbox/setup",
    // Issue 15 (ADR 040): the sandbox's invoice page (a refused renewal paid by its member; token and origin checked).
    "/payments/sandbox/invoice",
  ];
}

/** Issue 6: binds the checkout's ports in the API container. `fetch` is Stripe's transport (tests pass a fake). */
export function registerPayments(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: PaymentsConfig,
  options: { fetch?: typeof fetch } = {},
): void {
  // Providers read the container's clock at each call (tests replace it after the container is built).
  const clock: Clock = { now: () => container.resolve<Clock>(ClockToken).now() };
  const sandbox = config.isProduction
    ? null
    : new SandboxPaymentProvider({
        signingKey: sandboxSigningKey(config.AUTH_SECRET),
        apiBaseUrl: publicApiBase(config),
        clock,
      });
  let card: PaymentProvider;
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENT_PROVIDER is stripe");
    card = new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      clock,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    });
  } else {
    if (!sandbox) throw new Error("the sandbox payment provider is refused in production");
    card = sandbox;
  }

  const settings: CheckoutSettings = { publicOrigin: config.PUBLIC_ORIGIN, orderTtlSeconds: ORDER_TTL_SECONDS };
  container.registerInstance(CheckoutSettingsToken, settings);
  container.registerInstance(PaymentProviderToken, card);
  container.registerInstance(PaymentProvidersToken, new ConfiguredPaymentProviders(card, sandbox));
  if (sandbox) {
    container.registerInstance(SandboxProviderToken, sandbox);
    // ADR 040: its own subscriptions; their events reach the webhook's use case, signed like every sandbox event.
    const billing = new SandboxBilling({
      db: database.db,
      clock,
      ids: { uuid: () => container.resolve<IdGenerator>(IdGeneratorToken).uuid() },
      logger: lazyLogger(container),
      invoicePageUrl: (invoiceId) => sandbox.invoiceUrl(invoiceId),
      deliver: async (event) => {
        const signed = sandbox.sign(event);
        const result = await container.resolve(ReceivePaymentEvent).execute({
          channel: { kind: "webhook", provider: sandbox.name },
          headers: new Headers(signed.headers),
          rawBody: signed.rawBody,
        });
        return result.isOk();
      },
    });
    sandbox.attachBilling(billing);
    container.registerInstance(SandboxBillingToken, billing);
  }
  container.registerInstance(OrderRepositoryToken, new DrizzleOrderRepository(database.db));
  container.registerInstance(PaymentLedgerToken, new DrizzlePaymentLedger(database.db));
  container.registerInstance(GiftCardRepositoryToken, new DrizzleGiftCardRepository(database.db));
  container.registerInstance(GiftCardPurchaseRepositoryToken, new DrizzleGiftCardPurchaseRepository(database.db));
  container.registerInstance(GiftCardPdfRendererToken, new PdfkitGiftCardRenderer());
  container.registerInstance(HasherToken, new NodeHasher());
  // Issue 15: invoices, their PDF (the sheets' file cache, in its own directory), and the link in the mail.
  container.registerInstance(InvoiceRepositoryToken, new DrizzleInvoiceRepository(database.db));
  container.registerInstance(ReceiptRendererToken, new PdfkitReceiptRenderer());
  container.registerInstance(
    ReceiptPdfCacheToken,
    new FileSheetPdfCache(path.join(config.DATA_DIR, "cache", "receipts")),
  );
  const receipts: ReceiptSettings = { apiBaseUrl: publicApiBase(config) };
  container.registerInstance(ReceiptSettingsToken, receipts);

  if (container.isRegistered(HttpSettingsToken, true)) {
    const http = container.resolve<HttpSettings>(HttpSettingsToken);
    for (const path of paymentCsrfExemptPaths())
      if (!http.csrfExemptPaths.includes(path)) http.csrfExemptPaths.push(path);
  }
}

/** The container's logger, read at each line (tests replace it after the container is built). */
function lazyLogger(container: DependencyContainer): AppLogger {
  const logger = () => container.resolve<AppLogger>(AppLoggerToken);
  return {
    debug: (message, fields) => logger().debug(message, fields),
    info: (message, fields) => logger().info(message, fields),
    warn: (message, fields) => logger().warn(message, fields),
    error: (message, fields) => logger().error(message, fields),
  };
}
