// Issue 15 (ADR 029, 030, 040): a fake of the parts of Stripe's API the adapter calls, as a `fetch` (no network):
// Checkout Sessions (created; read back with their PaymentIntent), PaymentIntents and SetupIntents read back with their
// payment method, refunds, products, subscriptions (created, read, updated, cancelled) and the payment of an open
// invoice; and, for the tests, Stripe's own billing of a subscription (its invoice at term charged to the default
// payment method, its retries, the member paying it on the hosted invoice page), each giving the events Stripe would
// send to the webhook endpoint (which listens to invoice.paid, invoice.payment_failed, invoice.payment_action_required
// and customer.subscription.deleted), in the 2025-03-31 (basil) shape or the older one.
// Like Stripe: every call needs the secret key; unknown parameters are refused; a POST or DELETE's Idempotency-Key is
// kept 24 hours (of the fake's clock): the same key answers the first answer again and does nothing more, with other
// parameters it is an idempotency_error, while the first is still running a 409 (only validation errors are not kept);
// a subscription's default payment method must be one its customer saved; its first charge (`trial_end`) must be ahead.
// Payment methods behave like Stripe's test ones: pm_card_chargeDeclined is declined, pm_card_authenticationRequired
// needs its holder (refused off-session, paid on the hosted invoice page); any other is charged.
// Failures are switched on per call: no answer (the request never reached Stripe), a 500 (Stripe failed before acting:
// nothing kept under the key), or the answer lost (Stripe acted, the caller never heard).

/** A card payment method. */
export interface FakeCard {
  id: string;
  brand: string;
  last4: string;
}

/** Stripe's test payment methods used here (https://docs.stripe.com/testing). */
export const CARDS = {
  visa: { id: "pm_card_visa", brand: "visa", last4: "4242" },
  mastercard: { id: "pm_card_mastercard", brand: "mastercard", last4: "4444" },
  declined: { id: "pm_card_chargeDeclined", brand: "visa", last4: "0002" },
  authenticationRequired: { id: "pm_card_authenticationRequired", brand: "visa", last4: "3184" },
} as const satisfies Record<string, FakeCard>;

/** A PaymentIntent (a first payment's, an invoice's charge) or a SetupIntent (a card update's), by id. */
export interface SavedIntent {
  customer: string;
  paymentMethod: FakeCard;
  /** Default succeeded. */
  status?: "succeeded" | "requires_payment_method" | "requires_action";
  lastPaymentError?: Record<string, unknown> | null;
  invoice?: string | null;
}

/** What the adapter sent. `failed`: the failure this call was given (see `failNext`). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | null;
  failed: FakeFailure | null;
}

export type FakeFailure = "network" | 500 | "answer-lost";

/** An event as Stripe sends it (`data.object` is `object`). */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

/** The invoice's shape in events: API 2025-03-31 (basil) and later, or the older one. */
export type InvoiceShape = "basil" | "legacy";

export interface FakeItem {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  interval: string;
  intervalCount: number;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  defaultPaymentMethod: string | null;
  status: "trialing" | "active" | "past_due" | "canceled";
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  items: FakeItem[];
  trialEnd: number | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  latestInvoice: string | null;
  canceledAt: number | null;
  created: number;
}

export interface FakeInvoice {
  id: string;
  subscription: string;
  customer: string;
  billingReason: "subscription_create" | "subscription_cycle";
  status: "open" | "paid";
  amountDue: number;
  amountPaid: number;
  currency: string;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  /** The period billed (a cycle invoice: from the term). */
  line: { id: string; start: number; end: number; product: string; subscriptionItem: string };
  /** The previous period (Stripe's invoice.period_start / period_end: a cycle invoice's period_end is the term). */
  periodStart: number;
  periodEnd: number;
  /** The subscription's metadata when the invoice was made. */
  metadata: Record<string, string>;
  paymentIntent: string | null;
  created: number;
}

/** A successful charge. */
export interface FakeCharge {
  invoice: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  customer: string;
  paymentMethod: string;
}

type Answer = { status: number; body: Record<string, unknown>; keep?: boolean };

/** Stripe's retry schedule as ADR 040 sets it in the dashboard: 1, 3 and 7 days after the term; then cancelled. */
const RETRY_DAYS = [1, 3, 7];
const DAY = 86_400;
const KEY_LIFETIME = DAY;

const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
  // Refused before acting (validation): not kept under the Idempotency-Key.
  keep: status !== 400 && status !== 404,
});
const missing = (what: string, id: string | null, param: string): Answer =>
  error(404, "invalid_request_error", `No such ${what}: '${id ?? ""}'`, { code: "resource_missing", param });
const invalid = (message: string, param: string, code = "parameter_invalid"): Answer =>
  error(400, "invalid_request_error", message, { code, param });

export class FakeStripe {
  /** Every request, in order. */
  readonly requests: FakeRequest[] = [];
  /** PaymentIntents and SetupIntents, by id (tests add those of first payments and card updates). */
  readonly intents = new Map<string, SavedIntent>();
  readonly products = new Map<string, { id: string; name: string; created: number }>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** The successful charges of invoices. */
  readonly charges: FakeCharge[] = [];
  /** Every event Stripe sent, in order. */
  readonly events: StripeEvent[] = [];
  /** The shape of the invoices in the events. */
  invoiceShape: InvoiceShape = "basil";
  /** Issue 15 (ADR 030): the refunds made, by Idempotency-Key. */
  readonly refunds = new Map<string, { id: string; paymentIntent: string }>();
  /** Issue 15 (ADR 030): the next refund calls that fail with a 5xx (not kept under their key). */
  failRefunds = 0;
  /** Payment methods saved by a customer outside the intents above (a card paid with on a hosted invoice page), by
   * `{customer} {payment method}`. */
  private readonly attached = new Map<string, { customer: string; card: FakeCard }>();
  private readonly keyed = new Map<string, { fingerprint: string; at: number; answer: Answer | null }>();
  private failures: { mode: FakeFailure; method?: string; path?: string | RegExp; times: number }[] = [];
  private counter = 0;

  /** `now`: Stripe's clock (the tests' clock). */
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * The next call(s) matching `method` and `path` (all when omitted) fail: no answer (`network`), a 500, or an answer
   * lost after Stripe acted.
   */
  failNext(mode: FakeFailure, match: { method?: string; path?: string | RegExp; times?: number } = {}): void {
    this.failures.push({ mode, method: match.method, path: match.path, times: match.times ?? 1 });
  }

  /** The requests of `method` to `path` (exact, or a pattern), in order. */
  sent(method: string, path: string | RegExp): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && matches(path, r.path));
  }

  /** The subscriptions of a customer. */
  subscriptionsOf(customer: string): FakeSubscription[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer);
  }

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? "GET").toUpperCase();
    const raw = typeof init?.body === "string" ? init.body : "";
    const headers = new Headers(init?.headers);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(raw),
      idempotencyKey: headers.get("idempotency-key"),
      failed: null,
    };
    this.requests.push(request);
    const failure = this.takeFailure(method, url.pathname);
    request.failed = failure;
    if (failure === "network") throw new TypeError("fetch failed");
    if (failure === 500) return reply({ status: 500, body: { error: { type: "api_error", message: "fake 500" } } });
    const answer = /^Bearer sk_(test|live)_\w+$/.test(headers.get("authorization") ?? "")
      ? await this.idempotent(request, raw)
      : error(401, "invalid_request_error", "Invalid API Key provided");
    // Stripe acted; its answer never reached the caller.
    if (failure === "answer-lost") throw new TypeError("fetch failed");
    return reply(answer);
  }) as typeof fetch;

  private takeFailure(method: string, path: string): FakeFailure | null {
    const rule = this.failures.find(
      (f) => (f.method === undefined || f.method === method) && (f.path === undefined || matches(f.path, path)),
    );
    if (!rule) return null;
    if (--rule.times <= 0) this.failures = this.failures.filter((f) => f !== rule);
    return rule.mode;
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private id(prefix: string): string {
    return `${prefix}_test_${(++this.counter).toString().padStart(6, "0")}`;
  }

  /** Stripe's idempotency layer (POST and DELETE): https://docs.stripe.com/api/idempotent_requests. */
  private async idempotent(request: FakeRequest, raw: string): Promise<Answer> {
    const key = request.idempotencyKey;
    if (key === null || request.method === "GET") return this.route(request);
    const now = this.seconds();
    const fingerprint = `${request.method} ${request.path} ${raw}`;
    const seen = this.keyed.get(key);
    if (seen && now - seen.at < KEY_LIFETIME) {
      if (seen.fingerprint !== fingerprint)
        return error(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      if (seen.answer === null)
        return {
          status: 409,
          body: {
            error: {
              type: "invalid_request_error",
              code: "idempotency_key_in_use",
              message: "There is currently another in-progress request using this Idempotent Key.",
            },
          },
        };
      return seen.answer;
    }
    const entry: { fingerprint: string; at: number; answer: Answer | null } = { fingerprint, at: now, answer: null };
    this.keyed.set(key, entry);
    // The request runs for a moment: another one under its key meanwhile is told so.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = this.route(request);
    if (answer.keep === false || (answer.keep === undefined && answer.status >= 500)) this.keyed.delete(key);
    else entry.answer = answer;
    return answer;
  }

  private route(r: FakeRequest): Answer {
    const { method, path, form } = r;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = this.id("cs");
      return { status: 200, body: { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` } };
    }
    // Issue 15 (ADR 030): a session read back with its payment intent.
    const session = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && session)
      return {
        status: 200,
        body: { id: session[1], object: "checkout.session", payment_intent: `pi_of_${session[1]}` },
      };
    const intent = /^\/v1\/(payment_intents|setup_intents)\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && intent) return this.readIntent(intent[1] ?? "", intent[2] ?? "", r.query);
    if (method === "POST" && path === "/v1/refunds") return this.refund(form, r.idempotencyKey);
    if (method === "POST" && path === "/v1/products") return this.createProduct(form);
    if (method === "POST" && path === "/v1/subscriptions") return this.createSubscription(form);
    // A customer's subscriptions (status=all: the ended ones too), newest first, with the expansions asked for.
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = r.query.get("customer");
      if (customer === null) return invalid("Missing required param: customer.", "customer");
      const all = r.query.get("status") === "all";
      const expand = r.query.getAll("expand[]").map((field) => field.replace(/^data\./, ""));
      const data = this.subscriptionsOf(customer)
        .filter((sub) => all || sub.status !== "canceled")
        .sort((a, b) => b.created - a.created)
        .map((sub) => this.subscriptionObject(sub, expand));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/subscriptions" } };
    }
    const subscription = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    if (subscription) {
      const sub = this.subscriptions.get(subscription[1] ?? "");
      if (!sub) return missing("subscription", subscription[1] ?? null, "id");
      if (method === "GET") return { status: 200, body: this.subscriptionObject(sub, r.query.getAll("expand[]")) };
      if (method === "POST") return this.updateSubscription(sub, form);
      if (method === "DELETE") return this.cancelSubscription(sub);
    }
    const invoice = /^\/v1\/invoices\/([A-Za-z0-9_]+)(\/pay)?$/.exec(path);
    if (invoice) {
      const found = this.invoices.get(invoice[1] ?? "");
      if (!found) return missing("invoice", invoice[1] ?? null, "invoice");
      if (method === "GET" && !invoice[2]) return { status: 200, body: this.invoiceObject(found.id) };
      if (method === "POST" && invoice[2]) return this.payInvoice(found, form);
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  private readIntent(kind: string, id: string, query: URLSearchParams): Answer {
    const saved = this.intents.get(id);
    if (!saved || (kind === "setup_intents") !== id.startsWith("seti_"))
      return missing(kind === "setup_intents" ? "setup_intent" : "payment_intent", id, "intent");
    const expanded = query.getAll("expand[]").includes("payment_method");
    const method = this.cardObject(saved.paymentMethod, saved.customer);
    return {
      status: 200,
      body: {
        id,
        object: kind === "setup_intents" ? "setup_intent" : "payment_intent",
        customer: saved.customer,
        status: saved.status ?? "succeeded",
        invoice: saved.invoice ?? null,
        last_payment_error: saved.lastPaymentError ?? null,
        payment_method: expanded ? method : method.id,
      },
    };
  }

  private cardObject(card: FakeCard, customer: string | null): Record<string, unknown> {
    return {
      id: card.id,
      object: "payment_method",
      type: "card",
      card: { brand: card.brand, last4: card.last4 },
      customer,
    };
  }

  /** The customers Stripe knows (from the intents that saved their cards). */
  private knowsCustomer(customer: string): boolean {
    return (
      [...this.intents.values()].some((i) => i.customer === customer) ||
      [...this.attached.values()].some((a) => a.customer === customer)
    );
  }

  /** The card `pm` when its customer saved it. */
  private savedCard(customer: string, pm: string): FakeCard | null {
    const attached = this.attached.get(`${customer} ${pm}`);
    if (attached) return attached.card;
    for (const i of this.intents.values())
      if (i.customer === customer && i.paymentMethod.id === pm && (i.status ?? "succeeded") === "succeeded")
        return i.paymentMethod;
    return null;
  }

  private refund(form: URLSearchParams, key: string | null): Answer {
    if (this.failRefunds > 0) {
      this.failRefunds--;
      return { status: 500, body: { error: { type: "api_error" } }, keep: false };
    }
    const id = this.id("re");
    this.refunds.set(key ?? id, { id, paymentIntent: form.get("payment_intent") ?? "" });
    return { status: 200, body: { id, object: "refund", payment_intent: form.get("payment_intent") } };
  }

  private createProduct(form: URLSearchParams): Answer {
    const unknown = unknownParam(form, ["id", "name", "metadata", "description"]);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, unknown, "parameter_unknown");
    const name = form.get("name");
    if (!name) return invalid("Missing required param: name.", "name", "parameter_missing");
    const id = form.get("id") ?? this.id("prod");
    if (this.products.has(id)) return invalid(`Product already exists.`, "id", "resource_already_exists");
    const product = { id, name, created: this.seconds() };
    this.products.set(id, product);
    return { status: 200, body: { ...product, object: "product", active: true } };
  }

  /** `items[i][price_data]` read and checked. */
  private priceData(form: URLSearchParams, i: number): FakeItem | Answer {
    const at = (field: string) => form.get(`items[${i}][price_data][${field}]`);
    const currency = at("currency");
    const product = at("product");
    const unitAmount = Number(at("unit_amount"));
    const interval = at("recurring][interval");
    const intervalCount = Number(at("recurring][interval_count") ?? "1");
    if (!currency || !/^[a-z]{3}$/.test(currency))
      return invalid("Invalid currency.", `items[${i}][price_data][currency]`);
    if (!product || !this.products.has(product)) return missing("product", product, `items[${i}][price_data][product]`);
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      return invalid("Invalid integer.", `items[${i}][price_data][unit_amount]`);
    if (!interval || !["day", "week", "month", "year"].includes(interval))
      return invalid("Invalid interval.", `items[${i}][price_data][recurring][interval]`);
    if (!Number.isInteger(intervalCount) || intervalCount < 1)
      return invalid("Invalid interval_count.", `items[${i}][price_data][recurring][interval_count]`);
    return { id: form.get(`items[${i}][id]`) ?? this.id("si"), product, unitAmount, currency, interval, intervalCount };
  }

  private createSubscription(form: URLSearchParams): Answer {
    const unknown = unknownParam(form, [
      "customer",
      "default_payment_method",
      "items",
      "trial_end",
      "proration_behavior",
      "cancel_at_period_end",
      "off_session",
      "metadata",
      "payment_behavior",
    ]);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, unknown, "parameter_unknown");
    const customer = form.get("customer");
    if (!customer) return invalid("Missing required param: customer.", "customer", "parameter_missing");
    if (!this.knowsCustomer(customer)) return missing("customer", customer, "customer");
    const pm = form.get("default_payment_method");
    if (pm !== null && this.savedCard(customer, pm) === null)
      return invalid(
        `The customer does not have a payment method with the ID ${pm}.`,
        "default_payment_method",
        "resource_missing",
      );
    if (form.get("items[0][price_data][currency]") === null)
      return invalid("Missing required param: items.", "items", "parameter_missing");
    const item = this.priceData(form, 0);
    if ("status" in item) return item;
    const now = this.seconds();
    const trialEnd = form.get("trial_end") === null ? null : Number(form.get("trial_end"));
    if (trialEnd !== null && (!Number.isInteger(trialEnd) || trialEnd <= now))
      return invalid("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
    for (const flag of ["cancel_at_period_end", "off_session"]) {
      const value = form.get(flag);
      if (value !== null && value !== "true" && value !== "false") return invalid("Invalid boolean.", flag);
    }
    const proration = form.get("proration_behavior");
    if (proration !== null && !["create_prorations", "none", "always_invoice"].includes(proration))
      return invalid("Invalid proration_behavior.", "proration_behavior");
    if (trialEnd === null) return invalid("These tests only create subscriptions with a trial.", "trial_end");
    const sub: FakeSubscription = {
      id: this.id("sub"),
      customer,
      defaultPaymentMethod: pm,
      status: "trialing",
      cancelAtPeriodEnd: form.get("cancel_at_period_end") === "true",
      metadata: metadataOf(form, {}),
      items: [item],
      trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd,
      latestInvoice: null,
      canceledAt: null,
      created: now,
    };
    this.subscriptions.set(sub.id, sub);
    // The trial's invoice, of nothing, paid at once.
    const invoice = this.newInvoice(sub, "subscription_create", now, trialEnd, 0);
    invoice.status = "paid";
    this.emit("invoice.paid", this.invoiceObject(invoice.id));
    return { status: 200, body: this.subscriptionObject(sub, []) };
  }

  private updateSubscription(sub: FakeSubscription, form: URLSearchParams): Answer {
    const unknown = unknownParam(form, [
      "cancel_at_period_end",
      "default_payment_method",
      "items",
      "proration_behavior",
      "metadata",
      "trial_end",
      "off_session",
      "payment_behavior",
    ]);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, unknown, "parameter_unknown");
    if (sub.status === "canceled")
      return error(
        400,
        "invalid_request_error",
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    const pm = form.get("default_payment_method");
    if (pm !== null && this.savedCard(sub.customer, pm) === null)
      return invalid(
        `The customer does not have a payment method with the ID ${pm}.`,
        "default_payment_method",
        "resource_missing",
      );
    const items: FakeItem[] = [...sub.items];
    for (
      let i = 0;
      form.get(`items[${i}][id]`) !== null || form.get(`items[${i}][price_data][currency]`) !== null;
      i++
    ) {
      const itemId = form.get(`items[${i}][id]`);
      const index = itemId === null ? -1 : items.findIndex((it) => it.id === itemId);
      if (itemId !== null && index < 0) return missing("subscription_item", itemId, `items[${i}][id]`);
      const price = this.priceData(form, i);
      if ("status" in price) return price;
      // An item without an id is added to the subscription (it would then charge both).
      if (index < 0) items.push(price);
      else items[index] = price;
    }
    const trialEnd = form.get("trial_end") === null ? null : Number(form.get("trial_end"));
    if (trialEnd !== null && (!Number.isInteger(trialEnd) || trialEnd <= this.seconds()))
      return invalid("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
    const cancel = form.get("cancel_at_period_end");
    if (cancel !== null && cancel !== "true" && cancel !== "false")
      return invalid("Invalid boolean.", "cancel_at_period_end");
    sub.items = items;
    if (pm !== null) sub.defaultPaymentMethod = pm;
    if (cancel !== null) sub.cancelAtPeriodEnd = cancel === "true";
    sub.metadata = metadataOf(form, sub.metadata);
    if (trialEnd !== null) {
      sub.trialEnd = trialEnd;
      sub.currentPeriodEnd = trialEnd;
      if (sub.status === "active") sub.status = "trialing";
    }
    return { status: 200, body: this.subscriptionObject(sub, []) };
  }

  private cancelSubscription(sub: FakeSubscription): Answer {
    // A cancelled subscription is as good as deleted: https://github.com/stripe/stripe-go/issues/1887.
    if (sub.status === "canceled") return missing("subscription", sub.id, "id");
    this.end(sub);
    return { status: 200, body: this.subscriptionObject(sub, []) };
  }

  private end(sub: FakeSubscription): void {
    sub.status = "canceled";
    sub.canceledAt = this.seconds();
    this.emit("customer.subscription.deleted", this.subscriptionObject(sub, []));
  }

  private payInvoice(invoice: FakeInvoice, form: URLSearchParams): Answer {
    const unknown = unknownParam(form, ["off_session", "payment_method", "paid_out_of_band", "source"]);
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, unknown, "parameter_unknown");
    if (invoice.status !== "open")
      return error(400, "invalid_request_error", "Invoice is already paid", { code: "invoice_not_open" });
    const sub = this.subscriptions.get(invoice.subscription);
    const pm = form.get("payment_method") ?? sub?.defaultPaymentMethod ?? null;
    const card = pm === null ? null : this.savedCard(invoice.customer, pm);
    if (card === null)
      return invalid("The customer has no attached payment source or default payment method.", "payment_method");
    const outcome = this.charge(invoice, card, { offSession: form.get("off_session") === "true", scheduled: false });
    if (outcome === "succeeded") return { status: 200, body: this.invoiceObject(invoice.id) };
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code: outcome,
          ...(outcome === "card_declined" ? { decline_code: "generic_decline" } : {}),
          message: outcome === "card_declined" ? "Your card was declined." : "This payment requires authentication.",
          payment_intent: { id: invoice.paymentIntent },
        },
      },
    };
  }

  private newInvoice(
    sub: FakeSubscription,
    reason: FakeInvoice["billingReason"],
    start: number,
    end: number,
    amount: number,
  ): FakeInvoice {
    const item = sub.items[0] as FakeItem;
    const invoice: FakeInvoice = {
      id: this.id("in"),
      subscription: sub.id,
      customer: sub.customer,
      billingReason: reason,
      status: "open",
      amountDue: amount,
      amountPaid: 0,
      currency: item.currency,
      attemptCount: 0,
      nextPaymentAttempt: null,
      line: { id: this.id("il"), start, end, product: item.product, subscriptionItem: item.id },
      periodStart: reason === "subscription_cycle" ? sub.currentPeriodStart : start,
      periodEnd: reason === "subscription_cycle" ? sub.currentPeriodEnd : start,
      metadata: { ...sub.metadata },
      paymentIntent: null,
      created: this.seconds(),
    };
    this.invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    return invoice;
  }

  /**
   * One charge of an open invoice with `card`: paid (the subscription's next period starts), or refused (past due;
   * the next scheduled retry, none after the last: then the subscription is cancelled). `offSession`: its holder is
   * not there to authenticate it. The events are Stripe's.
   */
  private charge(
    invoice: FakeInvoice,
    card: FakeCard,
    how: { offSession: boolean; scheduled: boolean },
  ): "succeeded" | "card_declined" | "authentication_required" {
    const sub = this.subscriptions.get(invoice.subscription);
    const outcome =
      card.id === CARDS.declined.id
        ? "card_declined"
        : card.id === CARDS.authenticationRequired.id && how.offSession
          ? "authentication_required"
          : "succeeded";
    const pi = this.id("pi");
    invoice.paymentIntent = pi;
    invoice.attemptCount++;
    if (outcome === "succeeded") {
      this.intents.set(pi, { customer: invoice.customer, paymentMethod: card, invoice: invoice.id });
      invoice.status = "paid";
      invoice.amountPaid = invoice.amountDue;
      invoice.nextPaymentAttempt = null;
      this.charges.push({
        invoice: invoice.id,
        paymentIntent: pi,
        amount: invoice.amountDue,
        currency: invoice.currency,
        customer: invoice.customer,
        paymentMethod: card.id,
      });
      if (sub && sub.latestInvoice === invoice.id && sub.status !== "canceled") {
        sub.status = "active";
        sub.trialEnd = null;
        sub.currentPeriodStart = invoice.line.start;
        sub.currentPeriodEnd = invoice.line.end;
      }
      this.emit("invoice.paid", this.invoiceObject(invoice.id));
      return outcome;
    }
    const declined = outcome === "card_declined";
    this.intents.set(pi, {
      customer: invoice.customer,
      paymentMethod: card,
      invoice: invoice.id,
      status: declined ? "requires_payment_method" : "requires_action",
      lastPaymentError: {
        type: "card_error",
        code: outcome,
        ...(declined ? { decline_code: "generic_decline" } : {}),
        payment_method: this.cardObject(card, invoice.customer),
      },
    });
    // The retry schedule counts from the term: the attempt after the n-th is RETRY_DAYS[n - 1] days after it.
    const offset = RETRY_DAYS[invoice.attemptCount - 1];
    invoice.nextPaymentAttempt = offset === undefined ? null : invoice.line.start + offset * DAY;
    if (sub && sub.status !== "canceled") sub.status = "past_due";
    this.emit("invoice.payment_failed", this.invoiceObject(invoice.id));
    if (!declined) this.emit("invoice.payment_action_required", this.invoiceObject(invoice.id));
    // After the last retry the subscription is cancelled (the dashboard's setting, ADR 040).
    if (how.scheduled && invoice.nextPaymentAttempt === null && sub && sub.status !== "canceled") this.end(sub);
    return outcome;
  }

  private emit(type: string, object: Record<string, unknown>): void {
    this.events.push({ id: this.id("evt"), type, created: this.seconds(), object: structuredClone(object) });
  }

  /** The events sent from the `from`-th on (what one action made Stripe send). */
  private since(from: number): StripeEvent[] {
    return this.events.slice(from);
  }

  /**
   * Stripe's own billing of subscription `id` at its term (its clock must have reached it): an invoice of the next
   * period (`subscription_cycle`, the item's price) charged off-session to the default payment method; a subscription
   * set to cancel at period end ends instead. Answers the events Stripe sent.
   */
  bill(id: string): StripeEvent[] {
    const sub = this.subscriptions.get(id);
    if (!sub || sub.status === "canceled") throw new Error(`no live subscription ${id}`);
    const term = sub.currentPeriodEnd;
    if (this.seconds() < term)
      throw new Error(`Stripe bills ${id} at ${new Date(term * 1000).toISOString()}, not before`);
    const from = this.events.length;
    if (sub.cancelAtPeriodEnd) {
      this.end(sub);
      return this.since(from);
    }
    const item = sub.items[0] as FakeItem;
    const amount = sub.items.reduce((sum, it) => sum + it.unitAmount, 0);
    const invoice = this.newInvoice(sub, "subscription_cycle", term, addInterval(term, item), amount);
    const card = sub.defaultPaymentMethod === null ? null : this.savedCard(sub.customer, sub.defaultPaymentMethod);
    if (card === null) throw new Error(`${id} has no payment method`);
    this.charge(invoice, card, { offSession: true, scheduled: true });
    return this.since(from);
  }

  /** Stripe's scheduled retry of an open invoice (at its next_payment_attempt), with the default payment method. */
  retry(invoiceId: string): StripeEvent[] {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== "open" || invoice.nextPaymentAttempt === null)
      throw new Error(`no retry scheduled for ${invoiceId}`);
    if (this.seconds() < invoice.nextPaymentAttempt) throw new Error(`${invoiceId} is not retried yet`);
    const sub = this.subscriptions.get(invoice.subscription);
    const card = sub?.defaultPaymentMethod ? this.savedCard(invoice.customer, sub.defaultPaymentMethod) : null;
    if (card === null) throw new Error(`${invoiceId} has no payment method`);
    const from = this.events.length;
    this.charge(invoice, card, { offSession: true, scheduled: true });
    return this.since(from);
  }

  /** The member pays an open invoice on its hosted page with `card` (authenticated there; saved to the customer). */
  payHosted(invoiceId: string, card: FakeCard): StripeEvent[] {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== "open") throw new Error(`${invoiceId} is not open`);
    this.attached.set(`${invoice.customer} ${card.id}`, { customer: invoice.customer, card });
    const from = this.events.length;
    this.charge(invoice, card, { offSession: false, scheduled: false });
    return this.since(from);
  }

  /** The hosted page of an invoice. */
  hostedUrl(invoiceId: string): string {
    return `https://invoice.stripe.com/i/acct_fake/${invoiceId}`;
  }

  /** An invoice as Stripe puts it in an event's `data.object`, in `shape`. */
  invoiceObject(id: string, shape: InvoiceShape = this.invoiceShape): Record<string, unknown> {
    const invoice = this.invoices.get(id);
    if (!invoice) throw new Error(`no invoice ${id}`);
    const common = {
      id: invoice.id,
      object: "invoice",
      billing_reason: invoice.billingReason,
      collection_method: "charge_automatically",
      customer: invoice.customer,
      currency: invoice.currency,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.amountPaid,
      amount_remaining: invoice.amountDue - invoice.amountPaid,
      attempt_count: invoice.attemptCount,
      attempted: invoice.attemptCount > 0,
      next_payment_attempt: invoice.nextPaymentAttempt,
      hosted_invoice_url: this.hostedUrl(invoice.id),
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      created: invoice.created,
    };
    const line = {
      id: invoice.line.id,
      object: "line_item",
      amount: invoice.amountDue,
      currency: invoice.currency,
      period: { start: invoice.line.start, end: invoice.line.end },
    };
    if (shape === "basil")
      return {
        ...common,
        parent: {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { subscription: invoice.subscription, metadata: invoice.metadata },
        },
        lines: {
          object: "list",
          has_more: false,
          data: [
            {
              ...line,
              parent: {
                type: "subscription_item_details",
                subscription_item_details: {
                  subscription: invoice.subscription,
                  subscription_item: invoice.line.subscriptionItem,
                },
              },
              pricing: { type: "price_details", price_details: { product: invoice.line.product } },
            },
          ],
        },
      };
    return {
      ...common,
      subscription: invoice.subscription,
      subscription_details: { metadata: invoice.metadata },
      payment_intent: invoice.paymentIntent,
      lines: {
        object: "list",
        has_more: false,
        data: [{ ...line, subscription: invoice.subscription, price: { product: invoice.line.product } }],
      },
    };
  }

  /** A subscription as Stripe answers it (basil: the current period on its items). */
  private subscriptionObject(sub: FakeSubscription, expand: string[]): Record<string, unknown> {
    return {
      id: sub.id,
      object: "subscription",
      customer: sub.customer,
      status: sub.status,
      default_payment_method: sub.defaultPaymentMethod,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      canceled_at: sub.canceledAt,
      trial_end: sub.trialEnd,
      created: sub.created,
      metadata: { ...sub.metadata },
      latest_invoice:
        sub.latestInvoice !== null && expand.includes("latest_invoice")
          ? this.invoiceObject(sub.latestInvoice)
          : sub.latestInvoice,
      items: {
        object: "list",
        data: sub.items.map((it) => ({
          id: it.id,
          object: "subscription_item",
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
          price: {
            object: "price",
            product: it.product,
            unit_amount: it.unitAmount,
            currency: it.currency,
            recurring: { interval: it.interval, interval_count: it.intervalCount },
          },
        })),
      },
    };
  }
}

function reply(answer: Answer): Response {
  return Response.json(answer.body, { status: answer.status });
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === "string" ? pattern === path : pattern.test(path);
}

/** The first top-level parameter of `form` not in `allowed`. */
function unknownParam(form: URLSearchParams, allowed: string[]): string | null {
  for (const key of form.keys()) {
    const top = key.split("[")[0] ?? key;
    if (!allowed.includes(top)) return top;
  }
  return null;
}

/** `metadata[k]=v` merged into `current` (an empty value unsets the key). */
function metadataOf(form: URLSearchParams, current: Record<string, string>): Record<string, string> {
  const next = { ...current };
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name === undefined) continue;
    if (value === "") delete next[name];
    else next[name] = value;
  }
  return next;
}

/** `seconds` plus one interval of `item` (calendar months in UTC, the day clamped like Stripe's). */
function addInterval(seconds: number, item: FakeItem): number {
  const date = new Date(seconds * 1000);
  if (item.interval === "day") return seconds + item.intervalCount * DAY;
  if (item.interval === "week") return seconds + item.intervalCount * 7 * DAY;
  const months = item.interval === "year" ? 12 * item.intervalCount : item.intervalCount;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}
