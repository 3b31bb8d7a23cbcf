// Issue 6: the sandbox's hosted test payment page, served by this API as plain HTML (development and tests only:
// it exists only when the sandbox provider does, and the configuration refuses the sandbox in production).
//   GET  /api/payments/sandbox/checkout/{orderId}?token=…  the order summary and a test card or phone form;
//   POST /api/payments/sandbox/pay                          the form (urlencoded): order, token, action, number.
//   GET  /api/payments/sandbox/setup?subscription=…&token=… issue 15: a card update (setup: nothing charged);
//   POST /api/payments/sandbox/setup                        its form: the same fields, action, number.
//   GET  /api/payments/sandbox/invoice/{invoiceId}?token=…  issue 15 (ADR 040): a refused renewal's invoice, paid by
//   POST /api/payments/sandbox/invoice                      its member (the card holder confirms a card that asks).
// On submit it behaves as a provider would: it posts a SIGNED event (in process, through the same use case as
// the webhook route) and sends the browser back to the site: card → the success or failure path; mobile money →
// /validatePayment/{provider}?order=… at once, the signed callback following a moment later (the page polls).
import type { DependencyContainer } from "tsyringe";
import {
  OrderRepositoryToken,
  type OrderRecord,
  type OrderRepository,
} from "../../../../application/api/premium/checkout/ports.ts";
import { ReceivePaymentEvent } from "../../../../application/api/premium/checkout/receive-payment-event.ts";
import {
  fromMinorUnits,
  mobileMoneyWaitingPath,
  withOrder,
} from "../../../../application/api/premium/checkout/order-view.ts";
import {
  PlanRepositoryToken,
  type PlanRepository,
  type StoredPlan,
} from "../../../../application/api/premium/catalog/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
  type AppLogger,
  type BackgroundTasks,
  type Clock,
  type IdGenerator,
} from "../../../../application/api/shared/ports.ts";
import {
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_PHONES,
  type SandboxEvent,
  type SandboxSetupEvent,
} from "../../../../application/contracts/premium/checkout.ts";
import { SandboxBillingToken, SandboxProviderToken } from "./register-payments.ts";
import type { SandboxBilling } from "./sandbox-billing.ts";
import type { SandboxPaymentProvider, SandboxSetupFields } from "./sandbox-payment-provider.ts";

/** Issue 6: what the sandbox page answers: a page, or a redirection of the browser (303). */
export type SandboxAnswer =
  { kind: "html"; status: 200 | 400 | 403 | 404; html: string } | { kind: "redirect"; url: string };

/** Issue 6: what a test card or phone number does. */
export type SandboxOutcome = "success" | "declined" | "extra-step" | "unknown";

const digits = (value: string) => value.replace(/[\s.-]/g, "");

/** Issue 6: the outcome of a test card number (spaces ignored). */
export function cardOutcome(number: string): SandboxOutcome {
  const typed = digits(number);
  if (typed === digits(SANDBOX_TEST_CARDS.success)) return "success";
  if (typed === digits(SANDBOX_TEST_CARDS.declined)) return "declined";
  if (typed === digits(SANDBOX_TEST_CARDS.extraStep)) return "extra-step";
  return "unknown";
}

/** Issue 6: the outcome of a test mobile-money number (spaces ignored). */
export function phoneOutcome(number: string): SandboxOutcome {
  const typed = digits(number);
  if (typed === digits(SANDBOX_TEST_PHONES.success)) return "success";
  if (typed === digits(SANDBOX_TEST_PHONES.failure)) return "declined";
  return "unknown";
}

/** Issue 15: the card on file of a sandbox test card: every test card is a Visa; its last four digits. */
export function sandboxCard(number: string): { brand: string; last4: string } {
  return { brand: "visa", last4: digits(number).slice(-4) };
}

/** Issue 6: HTML-escapes a text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface SandboxCheckoutDeps {
  provider: SandboxPaymentProvider;
  /** Issue 15 (ADR 040): the sandbox's own subscriptions (their refused invoices' page). */
  billing: Pick<SandboxBilling, "openInvoice" | "payInvoice">;
  orders: OrderRepository;
  plans: PlanRepository;
  receive: () => ReceivePaymentEvent;
  background: BackgroundTasks;
  ids: IdGenerator;
  clock: Clock;
  logger: AppLogger;
  publicOrigin: string;
  brandName: string;
}

/** Issue 6: the sandbox's test page on the container's ports (where SandboxProviderToken is registered: never production). */
export function sandboxCheckoutOf(container: DependencyContainer): SandboxCheckout {
  const api = container.resolve<ApiSettings>(ApiSettingsToken);
  return new SandboxCheckout({
    provider: container.resolve<SandboxPaymentProvider>(SandboxProviderToken),
    billing: container.resolve<SandboxBilling>(SandboxBillingToken),
    orders: container.resolve<OrderRepository>(OrderRepositoryToken),
    plans: container.resolve<PlanRepository>(PlanRepositoryToken),
    receive: () => container.resolve(ReceivePaymentEvent),
    background: container.resolve<BackgroundTasks>(BackgroundTasksToken),
    ids: container.resolve<IdGenerator>(IdGeneratorToken),
    clock: container.resolve<Clock>(ClockToken),
    logger: container.resolve<AppLogger>(AppLoggerToken),
    publicOrigin: api.publicOrigin,
    brandName: api.brandName,
  });
}

/** Issue 6: the form fields of POST /payments/sandbox/pay. */
export interface SandboxForm {
  order: string;
  token: string;
  /** pay | cancel | confirm (extra step passed) | abandon (extra step refused) */
  action: string;
  number: string;
  stepToken: string;
}

/** Issue 6: the sandbox's hosted test payment page. */
export class SandboxCheckout {
  constructor(private readonly deps: SandboxCheckoutDeps) {}

  /** GET: the page of an order. */
  async page(orderId: string, token: string): Promise<SandboxAnswer> {
    const found = await this.load(orderId, token);
    if ("answer" in found) return found.answer;
    const { order, plan } = found;
    if (order.status !== "pending" || order.expiresAt <= this.deps.clock.now()) return this.closed(order, plan);
    return this.html(200, this.formBody(order, plan, null));
  }

  /** POST: the form. */
  async submit(form: SandboxForm): Promise<SandboxAnswer> {
    const found = await this.load(form.order, form.token);
    if ("answer" in found) return found.answer;
    const { order, plan } = found;
    if (order.status !== "pending" || order.expiresAt <= this.deps.clock.now()) return this.closed(order, plan);
    const mobile = plan.plan.provider === "mobile_money";

    if (form.action === "cancel") return this.settle(order, plan, "payment.canceled", "canceled_by_buyer");
    if (form.action === "confirm" || form.action === "abandon") {
      if (mobile || form.stepToken !== this.deps.provider.pageToken(order.id, "extra-step"))
        return this.html(403, this.message("Étape de confirmation invalide. / Invalid confirmation step."));
      return form.action === "confirm"
        ? this.settle(order, plan, "payment.succeeded", null, sandboxCard(SANDBOX_TEST_CARDS.extraStep))
        : this.settle(order, plan, "payment.failed", "authentication_failed");
    }
    if (form.action !== "pay") return this.html(400, this.formBody(order, plan, "Action inconnue. / Unknown action."));

    const outcome = mobile ? phoneOutcome(form.number) : cardOutcome(form.number);
    switch (outcome) {
      case "unknown":
        return this.html(
          400,
          this.formBody(
            order,
            plan,
            mobile
              ? "Utilisez un numéro de test. / Use a test phone number."
              : "Utilisez une carte de test. / Use a test card.",
          ),
        );
      case "extra-step":
        return this.html(200, this.extraStepBody(order, plan));
      case "success":
        return this.settle(order, plan, "payment.succeeded", null, mobile ? null : sandboxCard(form.number));
      case "declined":
        return this.settle(order, plan, "payment.failed", mobile ? "mobile_money_refused" : "card_declined");
    }
  }

  /** Issue 15: GET, the setup page of a card update. */
  setupPage(fields: SandboxSetupFields): SandboxAnswer {
    if (!this.validSetup(fields)) return this.html(404, this.message("Page introuvable. / Page not found."));
    return this.html(200, this.setupBody(fields, null));
  }

  /**
   * Issue 15: POST, the setup form: a test card that the bank accepts is kept (the signed `setup.succeeded` event,
   * delivered before the browser goes back, replaces the card on file); the declined card is refused on the page.
   */
  async submitSetup(fields: SandboxSetupFields, action: string, number: string): Promise<SandboxAnswer> {
    if (!this.validSetup(fields)) return this.html(404, this.message("Page introuvable. / Page not found."));
    if (action === "cancel") return { kind: "redirect", url: fields.cancel };
    const outcome = cardOutcome(number);
    if (outcome === "declined")
      return this.html(400, this.setupBody(fields, "Carte refusée par la banque (test). / Card declined (test)."));
    if (outcome === "unknown")
      return this.html(400, this.setupBody(fields, "Utilisez une carte de test. / Use a test card."));
    const event: SandboxSetupEvent = {
      id: `evt_sbx_${this.deps.ids.uuid().replace(/-/g, "")}`,
      type: "setup.succeeded",
      subscriptionId: fields.subscription,
      memberId: fields.member,
      card: sandboxCard(number),
      created: Math.floor(this.deps.clock.now().getTime() / 1000),
    };
    await this.deliver(event, { kind: "webhook", provider: "sandbox" });
    return { kind: "redirect", url: fields.success };
  }

  /** Issue 15 (ADR 040): GET, the page of a refused renewal's invoice (the member pays it, card holder present). */
  async invoicePage(invoiceId: string, token: string): Promise<SandboxAnswer> {
    const found = await this.loadInvoice(invoiceId, token);
    if (found === null) return this.invoiceClosed();
    return this.html(200, this.invoiceBody(found, null));
  }

  /**
   * Issue 15 (ADR 040): POST, the invoice's form: a test card that the bank accepts pays it (the card that asks for a
   * confirmation shows the bank's screen first, the holder being present); the sandbox then reports the renewal paid
   * (its signed invoice.paid event, delivered before the browser goes back to the account).
   */
  async submitInvoice(form: {
    invoice: string;
    token: string;
    action: string;
    number: string;
    stepToken: string;
  }): Promise<SandboxAnswer> {
    const found = await this.loadInvoice(form.invoice, form.token);
    if (found === null) return this.invoiceClosed();
    const back = { kind: "redirect" as const, url: `${this.deps.publicOrigin}/mon-compte` };
    if (form.action === "cancel") return back;
    if (form.action === "confirm") {
      if (form.stepToken !== this.deps.provider.invoiceToken(`${found.id}:extra-step`))
        return this.html(403, this.message("Étape de confirmation invalide. / Invalid confirmation step."));
      await this.deps.billing.payInvoice(found.id, sandboxCard(SANDBOX_TEST_CARDS.extraStep));
      return back;
    }
    const outcome = cardOutcome(form.number);
    if (outcome === "unknown")
      return this.html(400, this.invoiceBody(found, "Utilisez une carte de test. / Use a test card."));
    if (outcome === "declined")
      return this.html(400, this.invoiceBody(found, "Carte refusée par la banque (test). / Card declined (test)."));
    if (outcome === "extra-step") {
      const step = this.deps.provider.invoiceToken(`${found.id}:extra-step`);
      return this.html(
        200,
        `<h1>Confirmation de votre banque / Your bank's confirmation</h1>
${this.invoiceSummary(found)}
<p>Votre banque demande une confirmation (test). / Your bank asks for a confirmation (test).</p>
<form method="post" action="${escapeHtml(this.deps.provider.invoiceFormUrl())}">
${this.invoiceHidden(found.id)}
<input type="hidden" name="stepToken" value="${escapeHtml(step)}">
<button type="submit" name="action" value="confirm">Confirmer / Confirm</button>
<button type="submit" name="action" value="cancel" class="secondary">Refuser / Refuse</button>
</form>`,
      );
    }
    await this.deps.billing.payInvoice(found.id, sandboxCard(form.number));
    return back;
  }

  private async loadInvoice(invoiceId: string, token: string) {
    if (!/^sbx_in_[0-9a-f]{24}$/.test(invoiceId) || token !== this.deps.provider.invoiceToken(invoiceId)) return null;
    const row = await this.deps.billing.openInvoice(invoiceId);
    return row ? { id: invoiceId, amountMinor: row.amountMinor, currency: row.currency, planName: row.planName } : null;
  }

  private invoiceClosed(): SandboxAnswer {
    return this.html(
      404,
      `<h1>Facture introuvable / Invoice not found</h1>
<p>Cette facture n'attend plus de paiement. / This invoice no longer awaits a payment.</p>
<p><a href="${escapeHtml(this.deps.publicOrigin)}/mon-compte">Retour au site / Back to the site</a></p>`,
    );
  }

  private invoiceSummary(invoice: { id: string; amountMinor: number; currency: string; planName: string }): string {
    const currency = invoice.currency === "XOF" ? "XOF" : "EUR";
    return `<dl>
<dt>Formule / Plan</dt><dd>${escapeHtml(invoice.planName)}</dd>
<dt>Montant / Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(formatAmount(invoice.amountMinor, currency))}</dd>
<dt>Facture / Invoice</dt><dd><code>${escapeHtml(invoice.id)}</code></dd>
</dl>`;
  }

  private invoiceHidden(invoiceId: string): string {
    return `<input type="hidden" name="invoice" value="${escapeHtml(invoiceId)}">
<input type="hidden" name="token" value="${escapeHtml(this.deps.provider.invoiceToken(invoiceId))}">`;
  }

  private invoiceBody(
    invoice: { id: string; amountMinor: number; currency: string; planName: string },
    error: string | null,
  ): string {
    return `<h1>Renouvellement à régler / Renewal to pay</h1>
<p>Le prélèvement automatique de ce renouvellement n'a pas abouti : réglez-le ici. /
The automatic charge of this renewal did not go through: pay it here.</p>
${this.invoiceSummary(invoice)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(this.deps.provider.invoiceFormUrl())}">
${this.invoiceHidden(invoice.id)}
<label for="number">Numéro de carte / Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="off" required placeholder="${SANDBOX_TEST_CARDS.success}">
<p class="hint">Cartes de test / Test cards: <code>${SANDBOX_TEST_CARDS.success}</code> acceptée / approved,
<code>${SANDBOX_TEST_CARDS.declined}</code> refusée / declined, <code>${SANDBOX_TEST_CARDS.extraStep}</code>
confirmation supplémentaire / extra step.</p>
<button type="submit" name="action" value="pay">Payer / Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">Annuler / Cancel</button>
</form>`;
  }

  private validSetup(fields: SandboxSetupFields): boolean {
    const origin = this.deps.publicOrigin;
    const local = (url: string) => url.startsWith(`${origin}/`);
    return fields.token === this.deps.provider.setupToken(fields) && local(fields.success) && local(fields.cancel);
  }

  private setupBody(fields: SandboxSetupFields, error: string | null): string {
    const hidden = (["subscription", "member", "success", "cancel", "token"] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name])}">`)
      .join("\n");
    return `<h1>Nouvelle carte / New card</h1>
<p>Vos renouvellements seront prélevés sur cette carte. Rien n'est prélevé sur cette page. /
Your renewals will be charged to this card. Nothing is charged on this page.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(this.deps.provider.setupUrl())}">
${hidden}
<label for="number">Numéro de carte / Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="off" required placeholder="${SANDBOX_TEST_CARDS.success}">
<p class="hint">Cartes de test / Test cards: <code>${SANDBOX_TEST_CARDS.success}</code> acceptée / accepted,
<code>${SANDBOX_TEST_CARDS.declined}</code> refusée / declined.</p>
<button type="submit" name="action" value="save">Enregistrer la carte / Save the card</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">Annuler / Cancel</button>
</form>`;
  }

  private async load(
    orderId: string,
    token: string,
  ): Promise<{ order: OrderRecord; plan: StoredPlan } | { answer: SandboxAnswer }> {
    const notFound = { answer: this.html(404, this.message("Commande introuvable. / Order not found.")) };
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) return notFound;
    if (token !== this.deps.provider.pageToken(orderId)) return notFound;
    const order = await this.deps.orders.findById(orderId);
    if (!order || order.provider !== "sandbox") return notFound;
    const plan = await this.deps.plans.findById(order.planId);
    if (!plan) return notFound;
    return { order, plan };
  }

  /**
   * The test page's payment with the card that succeeds, without a browser: development's demo accounts buy their
   * plans so (server/database-setup.ts), through the same signed event as a buyer on the page. The order's status
   * once the event was received, or null for an order the page would not show.
   */
  async payWithSuccessCard(orderId: string): Promise<OrderRecord["status"] | null> {
    const found = await this.load(orderId, this.deps.provider.pageToken(orderId));
    if ("answer" in found) return null;
    await this.settle(found.order, found.plan, "payment.succeeded", null, sandboxCard(SANDBOX_TEST_CARDS.success));
    return (await this.deps.orders.findById(orderId))?.status ?? null;
  }

  /** Posts the signed event, then sends the browser back to the site. */
  private async settle(
    order: OrderRecord,
    plan: StoredPlan,
    type: SandboxEvent["type"],
    failureReason: string | null,
    card: { brand: string; last4: string } | null = null,
  ): Promise<SandboxAnswer> {
    const mobile = plan.plan.provider === "mobile_money";
    const event: SandboxEvent = {
      id: `evt_sbx_${this.deps.ids.uuid().replace(/-/g, "")}`,
      type,
      orderId: order.id,
      planId: order.planId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      method: mobile ? "mobile_money" : "card",
      failureReason,
      ...(card ? { card } : {}),
      created: Math.floor(this.deps.clock.now().getTime() / 1000),
    };
    const origin = this.deps.publicOrigin;
    if (mobile) {
      // The buyer approves on the phone; the provider calls back a moment later.
      this.deps.background.run("sandbox.mobile_money_callback", () =>
        this.deliver(event, { kind: "mobile-money", provider: plan.plan.paymentProvider }),
      );
      return { kind: "redirect", url: origin + withOrder(mobileMoneyWaitingPath(plan.plan.paymentProvider), order.id) };
    }
    await this.deliver(event, { kind: "webhook", provider: "sandbox" });
    const path = type === "payment.succeeded" ? order.successPath : order.failurePath;
    return { kind: "redirect", url: origin + withOrder(path, order.id) };
  }

  private async deliver(
    event: SandboxEvent | SandboxSetupEvent,
    channel: { kind: "webhook" | "mobile-money"; provider: string },
  ): Promise<void> {
    const signed = this.deps.provider.sign(event);
    const result = await this.deps.receive().execute({
      channel,
      headers: new Headers(signed.headers),
      rawBody: signed.rawBody,
    });
    if (result.isErr())
      this.deps.logger.error("sandbox.delivery_refused", { eventId: event.id, error: result.error.type });
  }

  private closed(order: OrderRecord, plan: StoredPlan): SandboxAnswer {
    const status = order.status === "pending" ? "expired" : order.status;
    const path =
      plan.plan.provider === "mobile_money"
        ? mobileMoneyWaitingPath(plan.plan.paymentProvider)
        : status === "paid"
          ? order.successPath
          : order.failurePath;
    const link = this.deps.publicOrigin + withOrder(path, order.id);
    return this.html(
      200,
      `<h1>Commande ${escapeHtml(status)} / Order ${escapeHtml(status)}</h1>
<p>Cette commande n'attend plus de paiement. / This order no longer awaits a payment.</p>
<p><a href="${escapeHtml(link)}">Retour au site / Back to the site</a></p>`,
    );
  }

  private summary(order: OrderRecord, plan: StoredPlan): string {
    const amount = formatAmount(order.amountMinor, order.currency);
    return `<dl>
<dt>Formule / Plan</dt><dd>${escapeHtml(plan.names.fr)} <span lang="en">(${escapeHtml(plan.names.en)})</span></dd>
<dt>Montant / Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd>
${order.couponCode ? `<dt>Code promo / Coupon</dt><dd>${escapeHtml(order.couponCode)}</dd>` : ""}
<dt>Commande / Order</dt><dd><code>${escapeHtml(order.id)}</code></dd>
</dl>`;
  }

  private hidden(order: OrderRecord): string {
    return `<input type="hidden" name="order" value="${escapeHtml(order.id)}">
<input type="hidden" name="token" value="${escapeHtml(this.deps.provider.pageToken(order.id))}">`;
  }

  private formBody(order: OrderRecord, plan: StoredPlan, error: string | null): string {
    const mobile = plan.plan.provider === "mobile_money";
    const field = mobile
      ? `<label for="number">Numéro mobile money / Mobile-money number</label>
<input id="number" name="number" type="tel" autocomplete="off" required placeholder="${SANDBOX_TEST_PHONES.success}">
<p class="hint">Tests : <code>${SANDBOX_TEST_PHONES.success}</code> accepté / approved,
<code>${SANDBOX_TEST_PHONES.failure}</code> refusé / refused.</p>`
      : `<label for="number">Numéro de carte / Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="off" required placeholder="${SANDBOX_TEST_CARDS.success}">
<div class="row"><span><label for="exp">Expiration</label><input id="exp" name="exp" placeholder="12/34" autocomplete="off"></span>
<span><label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123" autocomplete="off"></span></div>
<p class="hint">Cartes de test / Test cards: <code>${SANDBOX_TEST_CARDS.success}</code> acceptée / approved,
<code>${SANDBOX_TEST_CARDS.declined}</code> refusée / declined, <code>${SANDBOX_TEST_CARDS.extraStep}</code>
confirmation supplémentaire / extra step.</p>`;
    return `<h1>Paiement de test / Test payment</h1>
${this.summary(order, plan)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(this.payAction())}">
${this.hidden(order)}
${field}
<button type="submit" name="action" value="pay">Payer ${escapeHtml(formatAmount(order.amountMinor, order.currency))} / Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">Annuler / Cancel</button>
</form>`;
  }

  private extraStepBody(order: OrderRecord, plan: StoredPlan): string {
    return `<h1>Confirmation de votre banque / Your bank's confirmation</h1>
${this.summary(order, plan)}
<p>Votre banque demande une confirmation (test). / Your bank asks for a confirmation (test).</p>
<form method="post" action="${escapeHtml(this.payAction())}">
${this.hidden(order)}
<input type="hidden" name="stepToken" value="${escapeHtml(this.deps.provider.pageToken(order.id, "extra-step"))}">
<button type="submit" name="action" value="confirm">Confirmer / Confirm</button>
<button type="submit" name="action" value="abandon" class="secondary">Refuser / Refuse</button>
</form>`;
  }

  private payAction(): string {
    return this.deps.provider.payUrl();
  }

  private message(text: string): string {
    return `<h1>Paiement de test / Test payment</h1><p>${escapeHtml(text)}</p>`;
  }

  private html(status: 200 | 400 | 403 | 404, body: string): SandboxAnswer {
    return {
      kind: "html",
      status,
      html: `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(this.deps.brandName)} · sandbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2430}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;background:#ffe9a8;color:#5c4400;border-radius:4px;padding:0 .5rem;font-size:.8rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#5b6472}dd{margin:0}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #b8bfca;border-radius:6px}
.row{display:flex;gap:1rem}.row span{flex:1}.hint{font-size:.85rem;color:#5b6472}
.error{color:#a4161a;font-weight:600}
button{margin-top:1rem;width:100%;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:6px;background:#2446c7;color:#fff;cursor:pointer}
button.secondary{background:#e6e9ef;color:#1d2430}
</style></head>
<body><main><p class="badge">Sandbox · aucun paiement réel / no real payment</p>
${body}
</main></body></html>`,
    };
  }
}

/** Issue 6: an amount for the test page (EUR with cents, XOF in whole francs). */
export function formatAmount(amountMinor: number, currency: "EUR" | "XOF"): string {
  const amount = fromMinorUnits(amountMinor, currency);
  return currency === "EUR" ? `${amount.toFixed(2).replace(".", ",")} €` : `${amount} F CFA`;
}
