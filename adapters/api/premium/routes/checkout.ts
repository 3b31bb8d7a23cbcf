// Issue 6: the checkout: open a payment session for a plan (priced by the server), follow an order, redeem a
// gift card. A logged-in member is required (profiling not yet required: the checkout signs up or logs in
// inside the flow, then pays).
import { RATE_RULES } from "../../../../application/api/security/throttle-rules.ts";
import { Hono } from "hono";
import { GetOrder } from "../../../../application/api/premium/checkout/get-order.ts";
import { RedeemGiftCard, type RedeemGiftCardError } from "../../../../application/api/premium/checkout/gift-cards.ts";
import { OpenCheckout, type OpenCheckoutError } from "../../../../application/api/premium/checkout/open-checkout.ts";
import { RateLimiterToken, type RateLimiter } from "../../../../application/api/security/ports.ts";
import {
  CHECKOUT_ERROR_CODES,
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  GiftCardRedeemRequest,
  GiftCardRedeemResponse,
  OrderView,
} from "../../../../application/contracts/premium/checkout.ts";
import { resolveRegion } from "../../../../domain/region/region.ts";
import { fail, readJson, tooMany, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { COMMON_ERRORS, MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

/** Issue 6: the answer of each OpenCheckout error (codes and statuses of CHECKOUT_ERROR_CODES). */
function checkoutError(c: ApiContext, error: OpenCheckoutError) {
  switch (error.type) {
    case "CouponInvalid":
      return fail(c, CHECKOUT_ERROR_CODES.CouponInvalid, "CouponInvalid", { couponCode: error.reason });
    case "EmailRequired":
      return fail(c, CHECKOUT_ERROR_CODES.EmailRequired, "EmailRequired", { email: "Required" });
    case "EmailInvalid":
      return fail(c, CHECKOUT_ERROR_CODES.EmailInvalid, "EmailInvalid", { email: "EmailInvalid" });
    case "MemberNotFound":
      return fail(c, 401, "Unauthenticated");
    default:
      return fail(c, CHECKOUT_ERROR_CODES[error.type], error.type);
  }
}

function giftCardError(c: ApiContext, error: RedeemGiftCardError) {
  if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
  return fail(c, CHECKOUT_ERROR_CODES[error.type], error.type);
}

const PRICE_ERRORS =
  "UnknownPlan, UnknownCampaign (404); PlanNotSoldInMarket, CampaignRequired, CampaignNotStarted, CampaignEnded, " +
  "CampaignNotForPlan, CouponInvalid (fields.couponCode: Unknown, Expired, NotStarted, NotApplicable, Exhausted, " +
  "AlreadyRedeemed), EmailRequired (fields.email: Required), EmailInvalid, IdempotencyKeyReused, ProviderUnavailable (422)";

/** Issue 6: the checkout routes and their OpenAPI entries. */
export function checkoutRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });

  docs.add({
    method: "post",
    path: "/checkout/sessions",
    summary:
      "Open a checkout for a plan (issue 6). The server prices the order from its own records (plan, campaign, coupon); " +
      "an amount, price or currency in the body is refused as an unknown field. Region: the profile's country, else " +
      "`country`, else the country headers, else FR. Answers the order and `redirectUrl`, the provider's hosted payment " +
      "page (Stripe Checkout, or the sandbox test page under /api/payments/sandbox/). The same `idempotencyKey` with the " +
      "same choice answers the same order (200). A member is required; profiling is not (sign-up inside the checkout).",
    tags: ["checkout"],
    body: CheckoutSessionRequest,
    responses: {
      201: { description: "A new order, pending, with its payment page", schema: CheckoutSessionResponse },
      200: { description: "The order of this idempotency key (already opened)", schema: CheckoutSessionResponse },
      ...COMMON_ERRORS,
      401: MEMBER_ERRORS[401],
      404: { description: "UnknownPlan, UnknownCampaign" },
      422: { description: PRICE_ERRORS },
      429: { description: "TooManyRequests (per member; Retry-After given)" },
      502: { description: "ProviderFailed: the provider did not open a session; the same request may be retried" },
    },
  });
  app.post("/checkout/sessions", member, async (c) => {
    const body = await readJson(c, CheckoutSessionRequest);
    if (!body.ok) return body.response;
    const memberId = c.get("member").memberId;
    const throttle = await container.resolve<RateLimiter>(RateLimiterToken).hit(RATE_RULES.checkoutMember, memberId);
    if (!throttle.allowed) return tooMany(c, throttle.retryAfterSeconds);
    const region = resolveRegion({ header: (name) => c.req.header(name), countryParam: body.value.country });
    const result = await container.resolve(OpenCheckout).execute({ memberId, request: body.value, region });
    if (result.isErr()) return checkoutError(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value.session, result.value.created ? 201 : 200);
  });

  docs.add({
    method: "get",
    path: "/checkout/orders/{orderId}",
    summary:
      "One of the member's orders (issue 6): status pending, paid, failed, canceled or expired; plan, amount, currency, " +
      "coupon, campaign; the subscription once paid; where to go next (successPath, failurePath). The payment result " +
      "pages poll it while it is pending.",
    tags: ["checkout"],
    responses: {
      200: { description: "The order", schema: OrderView },
      401: MEMBER_ERRORS[401],
      404: { description: "OrderNotFound: no such order, or another member's" },
    },
  });
  app.get("/checkout/orders/:orderId", member, async (c) => {
    const result = await container.resolve(GetOrder).execute(c.get("member").memberId, c.req.param("orderId"));
    if (result.isErr()) return fail(c, 404, "OrderNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  docs.add({
    method: "post",
    path: "/checkout/gift-card/redeem",
    summary:
      "Redeem a gift-card code (issue 6, the gift-card provider of §3): its plan is activated for its duration, once. " +
      "The same member sending the same code again gets the same answer (200).",
    tags: ["checkout"],
    body: GiftCardRedeemRequest,
    responses: {
      201: { description: "Redeemed: the paid order and its subscription", schema: GiftCardRedeemResponse },
      200: { description: "Already redeemed by this member: the same order", schema: GiftCardRedeemResponse },
      ...COMMON_ERRORS,
      401: MEMBER_ERRORS[401],
      404: { description: "GiftCardUnknown" },
      422: { description: "GiftCardRedeemed: used by another member" },
      429: { description: "TooManyRequests (10 attempts an hour per member)" },
    },
  });
  app.post("/checkout/gift-card/redeem", member, async (c) => {
    const body = await readJson(c, GiftCardRedeemRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(RedeemGiftCard).execute(c.get("member").memberId, body.value.code);
    if (result.isErr()) return giftCardError(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value.order, result.value.created ? 201 : 200);
  });
  return app;
}
