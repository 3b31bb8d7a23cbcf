// Issue 6: what payment providers post (signed webhooks, mobile-money callbacks) and, outside production, the
// sandbox's hosted test payment page (plain HTML served by the API) and its gift-card issuer.
import { Hono } from "hono";
import * as v from "valibot";
import { IssueGiftCard } from "../../../../application/api/premium/checkout/gift-cards.ts";
import {
  ReceivePaymentEvent,
  type ReceiveEventError,
} from "../../../../application/api/premium/checkout/receive-payment-event.ts";
import { ApiSettingsToken, type ApiSettings } from "../../../../application/api/shared/ports.ts";
import {
  MOBILE_MONEY_CALLBACK,
  PAYMENT_WEBHOOK,
  type WebhookResponse,
} from "../../../../application/contracts/premium/checkout.ts";
import { DURATION_UNITS } from "../../../../domain/premium/plan.ts";
import { sandboxCheckoutOf, type SandboxAnswer } from "../payments/sandbox-checkout.ts";
import { SandboxProviderToken } from "../payments/register-payments.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { COMMON_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

function eventError(c: ApiContext, error: ReceiveEventError) {
  switch (error.type) {
    case "UnknownProvider":
      return fail(c, 404, "UnknownProvider");
    case "WebhookRejected":
      return fail(c, 400, "WebhookRejected", { signature: error.reason });
    case "PaymentMismatch":
      return fail(c, 400, "PaymentMismatch", Object.fromEntries(error.fields.map((field) => [field, "Mismatch"])));
    case "ProviderFailed":
      // Issue 15: the saved card could not be read from the provider: not taken, the provider delivers it again.
      return fail(c, 502, "ProviderFailed");
  }
}

/** Issue 6: the sandbox's gift-card issuer (development and tests): a plan, optionally a duration of its own. */
export const SandboxGiftCardRequest = v.strictObject({
  planId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, "PlanIdInvalid")),
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1200))),
  durationUnit: v.optional(v.picklist(DURATION_UNITS)),
  code: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{8,60}$/, "GiftCardCodeInvalid"))),
});

const HTML_SECURITY = (formTargets: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`;

/** Issue 6: the payment routes and their OpenAPI entries. */
export function paymentRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();

  const receive = async (c: ApiContext, channel: "webhook" | "mobile-money") => {
    const rawBody = await c.req.text();
    const result = await container.resolve(ReceivePaymentEvent).execute({
      channel: { kind: channel, provider: c.req.param("provider") ?? "" },
      headers: c.req.raw.headers,
      rawBody,
    });
    if (result.isErr()) return eventError(c, result.error);
    c.header("Cache-Control", "no-store");
    const body: WebhookResponse = { received: true, outcome: result.value };
    return c.json(body, 200);
  };

  mount(app, docs, PAYMENT_WEBHOOK, (c) => receive(c, "webhook"));
  mount(app, docs, MOBILE_MONEY_CALLBACK, (c) => receive(c, "mobile-money"));

  if (!container.isRegistered(SandboxProviderToken, true)) return app;

  // The sandbox: development and tests only (never registered in production).
  const api = container.resolve<ApiSettings>(ApiSettingsToken);
  const page = () => sandboxCheckoutOf(container);
  const answer = (c: ApiContext, result: SandboxAnswer) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    if (result.kind === "redirect") return c.redirect(result.url, 303);
    c.header("Content-Security-Policy", HTML_SECURITY(api.publicOrigin));
    return c.html(result.html, result.status);
  };

  docs.add({
    method: "get",
    path: "/payments/sandbox/checkout/{orderId}",
    summary:
      "Sandbox only (never in production): the hosted test payment page of an order (HTML), reached through the " +
      "`redirectUrl` of a checkout session (`?token=` proves it was issued for this order). Test cards 4242 4242 4242 4242 " +
      "(paid), 4000 0000 0000 0002 (declined), 4000 0027 6000 3184 (an extra confirmation screen, then paid); mobile " +
      "money +221 77 000 00 00 (paid), +221 77 000 00 01 (refused).",
    tags: ["payments"],
    responses: { 200: { description: "The page (text/html)" }, 404: { description: "No such order or bad token" } },
  });
  app.get("/payments/sandbox/checkout/:orderId", async (c) =>
    answer(c, await page().page(c.req.param("orderId"), c.req.query("token") ?? "")),
  );

  docs.add({
    method: "post",
    path: "/payments/sandbox/pay",
    summary:
      "Sandbox only: the test page's form (application/x-www-form-urlencoded: order, token, action pay|cancel|confirm|abandon, " +
      "number). Posts a signed event as the provider would, then redirects (303): card → the order's success or failure " +
      "path with ?order=; mobile money → /validatePayment/{provider}?order= (the callback follows at once in the background).",
    tags: ["payments"],
    responses: {
      303: { description: "Back to the site" },
      200: { description: "The extra-step screen, or the page of a closed order" },
      400: { description: "Not a test card or number (the form again)" },
      403: { description: "Origin not allowed, or a bad extra-step token" },
      404: { description: "No such order or bad token" },
      415: { description: "FormBodyRequired: the body is not a URL-encoded form" },
    },
  });
  /** The test pages' forms: from an allowed origin, URL-encoded; their fields (cut to `max` characters). */
  const readForm = async (c: ApiContext, max = 200) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && origin !== new URL(c.req.url).origin && !settings.allowedOrigins.includes(origin))
      return { refused: fail(c, 403, "CsrfRejected", { origin: "NotAllowed" }) };
    // Issue 14: the test page posts a URL-encoded form; anything else (a multipart body, JSON) is refused as such
    // instead of failing in the parser.
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type))
      return { refused: fail(c, 415, "FormBodyRequired") };
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    return {
      field: (name: string) => {
        const value = form[name];
        return typeof value === "string" ? value.slice(0, max) : "";
      },
    };
  };
  app.post("/payments/sandbox/pay", async (c) => {
    const read = await readForm(c);
    if ("refused" in read) return read.refused;
    const { field } = read;
    return answer(
      c,
      await page().submit({
        order: field("order"),
        token: field("token"),
        action: field("action") || "pay",
        number: field("number"),
        stepToken: field("stepToken"),
      }),
    );
  });

  docs.add({
    method: "get",
    path: "/payments/sandbox/setup",
    summary:
      "Sandbox only (issue 15): the card update page (HTML) reached through the `redirectUrl` of POST /subscription/card " +
      "(subscription, member, success, cancel, token). Test cards 4242 4242 4242 4242 (saved), 4000 0000 0000 0002 (declined).",
    tags: ["payments"],
    responses: { 200: { description: "The page (text/html)" }, 404: { description: "Bad token" } },
  });
  const setupFields = (field: (name: string) => string) => ({
    subscription: field("subscription"),
    member: field("member"),
    success: field("success"),
    cancel: field("cancel"),
    token: field("token"),
  });
  app.get("/payments/sandbox/setup", (c) =>
    answer(c, page().setupPage(setupFields((name) => (c.req.query(name) ?? "").slice(0, 500)))),
  );
  docs.add({
    method: "post",
    path: "/payments/sandbox/setup",
    summary:
      "Sandbox only (issue 15): the card update form (URL-encoded: the page's fields, action save|cancel, number). Posts a " +
      "signed setup.succeeded event as the provider would (the card on file is replaced; a past-due renewal is charged " +
      "again at once), then redirects (303) to the success URL; cancel goes back to the cancel URL.",
    tags: ["payments"],
    responses: {
      303: { description: "Back to the site" },
      400: { description: "Not a test card, or the declined card (the form again)" },
      403: { description: "Origin not allowed" },
      404: { description: "Bad token" },
      415: { description: "FormBodyRequired: the body is not a URL-encoded form" },
    },
  });
  app.post("/payments/sandbox/setup", async (c) => {
    const read = await readForm(c, 500);
    if ("refused" in read) return read.refused;
    const { field } = read;
    return answer(c, await page().submitSetup(setupFields(field), field("action") || "save", field("number")));
  });

  docs.add({
    method: "get",
    path: "/payments/sandbox/invoice/{invoiceId}",
    summary:
      "Sandbox only (issue 15, ADR 040): the page of a renewal invoice the sandbox could not charge (HTML), reached " +
      "through the refused event's payUrl (`?token=` proves it). Test cards as on the payment page; 4000 0027 6000 3184 " +
      "shows the bank's confirmation, the card holder being present.",
    tags: ["payments"],
    responses: { 200: { description: "The page (text/html)" }, 404: { description: "No open invoice, or bad token" } },
  });
  app.get("/payments/sandbox/invoice/:invoiceId", async (c) =>
    answer(c, await page().invoicePage(c.req.param("invoiceId"), c.req.query("token") ?? "")),
  );
  docs.add({
    method: "post",
    path: "/payments/sandbox/invoice",
    summary:
      "Sandbox only (issue 15, ADR 040): the invoice page's form (URL-encoded: invoice, token, action pay|confirm|cancel, " +
      "number, stepToken). A card the bank accepts pays the invoice: the sandbox reports it (invoice.paid) before " +
      "redirecting (303) to /mon-compte.",
    tags: ["payments"],
    responses: {
      303: { description: "Back to the account" },
      200: { description: "The bank's confirmation screen" },
      400: { description: "Not a test card, or the declined card (the form again)" },
      403: { description: "Origin not allowed, or a bad confirmation token" },
      404: { description: "No open invoice, or bad token" },
      415: { description: "FormBodyRequired: the body is not a URL-encoded form" },
    },
  });
  app.post("/payments/sandbox/invoice", async (c) => {
    const read = await readForm(c);
    if ("refused" in read) return read.refused;
    const { field } = read;
    return answer(
      c,
      await page().submitInvoice({
        invoice: field("invoice"),
        token: field("token"),
        action: field("action") || "pay",
        number: field("number"),
        stepToken: field("stepToken"),
      }),
    );
  });

  docs.add({
    method: "post",
    path: "/payments/sandbox/gift-cards",
    summary:
      "Sandbox only: issue a gift card for a plan (optionally with a duration of its own, in days or months, and a chosen " +
      "code); answers the code once (only its hash is stored).",
    tags: ["payments"],
    body: SandboxGiftCardRequest,
    responses: {
      201: { description: "{ code, giftCardId }" },
      ...COMMON_ERRORS,
      404: { description: "UnknownPlan" },
    },
  });
  app.post("/payments/sandbox/gift-cards", async (c) => {
    const body = await readJson(c, SandboxGiftCardRequest);
    if (!body.ok) return body.response;
    const { planId, duration, durationUnit, code } = body.value;
    const issued = await container.resolve(IssueGiftCard).execute({
      planId,
      duration: duration !== undefined ? { amount: duration, unit: durationUnit ?? "months" } : null,
      ...(code !== undefined ? { code } : {}),
    });
    if (issued.isErr()) return fail(c, 404, "UnknownPlan");
    c.header("Cache-Control", "no-store");
    return c.json(issued.value, 201);
  });
  return app;
}
