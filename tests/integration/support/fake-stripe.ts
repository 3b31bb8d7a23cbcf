// Issue 15: a fake of the parts of Stripe's API the adapter calls, as a `fetch` (no network): Checkout Sessions,
// PaymentIntents and SetupIntents read back with their payment method, and off-session PaymentIntents that honour
// the Idempotency-Key as Stripe does (a key seen again answers the first result, and charges nothing more).
// Payment methods behave like Stripe's test ones: pm_card_chargeDeclined is declined, pm_card_authenticationRequired
// needs the customer; any other is charged.

export interface FakeCharge {
  id: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  customer: string;
  paymentMethod: string;
  orderId: string;
}

export interface SavedIntent {
  customer: string;
  paymentMethod: { id: string; brand: string; last4: string };
}

export class FakeStripe {
  /** Every request, in order. */
  readonly requests: { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null }[] = [];
  /** The successful charges. */
  readonly charges: FakeCharge[] = [];
  /** PaymentIntents of first payments and SetupIntents of card updates, by id: what they saved. */
  readonly intents = new Map<string, SavedIntent>();
  /** The next PaymentIntent creation fails so: no answer, or a 5xx (neither is kept under its key). */
  failNext: "network" | "answer-lost" | 500 | null = null;
  /** Issue 15: the refunds made, by Idempotency-Key (a key seen again answers the same refund). */
  readonly refunds = new Map<string, { id: string; paymentIntent: string }>();
  /** Issue 15: the next refund calls that fail with a 5xx. */
  failRefunds = 0;
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  private counter = 0;

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const form = new URLSearchParams(String(init?.body ?? ""));
    const idempotencyKey = new Headers(init?.headers).get("idempotency-key");
    this.requests.push({ method, path: url.pathname, form, idempotencyKey });
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${++this.counter}`;
      return Response.json({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
    }
    const read = /^\/v1\/(payment_intents|setup_intents)\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (method === "GET" && read) {
      const saved = this.intents.get(read[2] ?? "");
      if (!saved)
        return Response.json({ error: { type: "invalid_request_error", code: "resource_missing" } }, { status: 404 });
      const { id, brand, last4 } = saved.paymentMethod;
      return Response.json({
        id: read[2],
        customer: saved.customer,
        payment_method: {
          id,
          object: "payment_method",
          type: "card",
          card: { brand, last4 },
          customer: saved.customer,
        },
      });
    }
    if (method === "POST" && url.pathname === "/v1/payment_intents") return this.paymentIntent(form, idempotencyKey);
    // Issue 15 (ADR 030): a session read back with its payment intent, and refunds kept by Idempotency-Key.
    const session = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (method === "GET" && session) return Response.json({ id: session[1], payment_intent: `pi_of_${session[1]}` });
    if (method === "POST" && url.pathname === "/v1/refunds") {
      if (this.failRefunds > 0) {
        this.failRefunds--;
        return Response.json({ error: { type: "api_error" } }, { status: 500 });
      }
      const key = idempotencyKey ?? `no-key-${++this.counter}`;
      if (!this.refunds.has(key))
        this.refunds.set(key, { id: `re_test_${++this.counter}`, paymentIntent: form.get("payment_intent") ?? "" });
      return Response.json({ id: this.refunds.get(key)?.id, object: "refund" });
    }
    return Response.json({ error: { type: "invalid_request_error", code: "unknown_path" } }, { status: 404 });
  }) as typeof fetch;

  /** The PaymentIntent creations (renewal charges asked for), whatever their answer. */
  chargeRequests(): { form: URLSearchParams; idempotencyKey: string | null }[] {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
  }

  private paymentIntent(form: URLSearchParams, key: string | null): Response {
    const failure = this.failNext;
    this.failNext = null;
    if (failure === "network") throw new TypeError("fetch failed");
    if (failure === 500) return Response.json({ error: { type: "api_error" } }, { status: 500 });
    const seen = key !== null ? this.answered.get(key) : undefined;
    const answer = seen ?? this.charge(form, key ?? "");
    if (key !== null) this.answered.set(key, answer);
    // The charge was made, but its answer never reached the caller.
    if (failure === "answer-lost") throw new TypeError("fetch failed");
    return Response.json(answer.body, { status: answer.status });
  }

  private charge(form: URLSearchParams, key: string): { status: number; body: unknown } {
    const paymentMethod = form.get("payment_method") ?? "";
    const id = `pi_test_${++this.counter}`;
    if (form.get("off_session") !== "true" || form.get("confirm") !== "true")
      return { status: 400, body: { error: { type: "invalid_request_error", code: "parameter_missing" } } };
    if (paymentMethod === "pm_card_chargeDeclined")
      return {
        status: 402,
        body: {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "generic_decline",
            payment_intent: { id, status: "requires_payment_method" },
          },
        },
      };
    if (paymentMethod === "pm_card_authenticationRequired")
      return {
        status: 402,
        body: {
          error: {
            type: "card_error",
            code: "authentication_required",
            payment_intent: { id, status: "requires_payment_method" },
          },
        },
      };
    this.charges.push({
      id,
      idempotencyKey: key,
      amount: Number(form.get("amount")),
      currency: form.get("currency") ?? "",
      customer: form.get("customer") ?? "",
      paymentMethod,
      orderId: form.get("metadata[orderId]") ?? "",
    });
    return { status: 200, body: { id, object: "payment_intent", status: "succeeded" } };
  }
}
