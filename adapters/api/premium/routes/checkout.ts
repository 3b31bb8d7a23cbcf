// Issue 6: the checkout: open a payment session for a plan (priced by the server), follow an order, redeem a
// gift card. A logged-in member is required (profiling not yet required: the checkout signs up or logs in
// inside the flow, then pays).
import { RATE_RULES } from "../../../../application/api/security/throttle-rules.ts";
import { Hono } from "hono";
import {
  DownloadGiftCard,
  ListGiftCardPurchases,
} from "../../../../application/api/premium/checkout/gift-card-purchases.ts";
import { GetOrder } from "../../../../application/api/premium/checkout/get-order.ts";
import { RedeemGiftCard, type RedeemGiftCardError } from "../../../../application/api/premium/checkout/gift-cards.ts";
import { WithdrawGiftCard } from "../../../../application/api/premium/checkout/gift-card-withdrawal.ts";
import { OpenCheckout, type OpenCheckoutError } from "../../../../application/api/premium/checkout/open-checkout.ts";
import { RateLimiterToken, type RateLimiter } from "../../../../application/api/security/ports.ts";
import {
  CHECKOUT_ERROR_CODES,
  CheckoutSessionRequest,
  GET_ORDER,
  GIFT_CARD_PDF,
  GiftCardRedeemRequest,
  LIST_GIFT_CARDS,
  OPEN_CHECKOUT,
  REDEEM_GIFT_CARD,
  WITHDRAW_GIFT_CARD,
} from "../../../../application/contracts/premium/checkout.ts";
import { resolveRegion } from "../../../../domain/region/region.ts";
import { fail, readJson, tooMany, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** Issue 6: the answer of each OpenCheckout error (codes and statuses of CHECKOUT_ERROR_CODES). */
function checkoutError(c: ApiContext, error: OpenCheckoutError) {
  switch (error.type) {
    case "CouponInvalid":
      return fail(c, CHECKOUT_ERROR_CODES.CouponInvalid, "CouponInvalid", { couponCode: error.reason });
    case "EmailRequired":
      return fail(c, CHECKOUT_ERROR_CODES.EmailRequired, "EmailRequired", { email: "Required" });

    case "MemberNotFound":
      return fail(c, 401, "Unauthenticated");
    case "EmailInvalid":
      return fail(c, CHECKOUT_ERROR_CODES.EmailInvalid, "EmailInvalid", { email: "EmailInvalid" });
    default:
      return fail(c, CHECKOUT_ERROR_CODES[error.type], error.type);
  }
}

function giftCardError(c: ApiContext, error: RedeemGiftCardError) {
  if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
  return fail(c, CHECKOUT_ERROR_CODES[error.type], error.type);
}

/** Issue 6: the checkout routes and their OpenAPI entries. */
export function checkoutRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });

  mount(app, docs, OPEN_CHECKOUT, member, async (c) => {
    const body = await readJson(c, CheckoutSessionRequest);
    if (!body.ok) return body.response;
    const memberId = c.get("member").memberId;
    const throttle = await container.resolve<RateLimiter>(RateLimiterToken).hit(RATE_RULES.checkoutMember, memberId);
    if (!throttle.allowed) return tooMany(c, throttle.retryAfterSeconds);
    const region = resolveRegion({ header: (name) => c.req.header(name), countryParam: body.value.region });
    const result = await container.resolve(OpenCheckout).execute({ memberId, request: body.value, region });
    if (result.isErr()) return checkoutError(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value.session, result.value.created ? 201 : 200);
  });

  mount(app, docs, GET_ORDER, member, async (c) => {
    const result = await container.resolve(GetOrder).execute(c.get("member").memberId, c.req.param("orderId") ?? "");
    if (result.isErr()) return fail(c, 404, "OrderNotFound");
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, REDEEM_GIFT_CARD, member, async (c) => {
    const body = await readJson(c, GiftCardRedeemRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(RedeemGiftCard).execute(c.get("member").memberId, body.value.code);
    if (result.isErr()) return giftCardError(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value.order, result.value.created ? 201 : 200);
  });

  mount(app, docs, LIST_GIFT_CARDS, member, async (c) => {
    const giftCards = await container.resolve(ListGiftCardPurchases).execute(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return c.json({ giftCards }, 200);
  });

  mount(app, docs, WITHDRAW_GIFT_CARD, member, async (c) => {
    const result = await container
      .resolve(WithdrawGiftCard)
      .execute(c.get("member").memberId, c.req.param("orderId") ?? "");
    if (result.isErr()) {
      const error = result.error;
      if (error.type === "OrderNotFound") return fail(c, 404, "OrderNotFound");
      return fail(c, CHECKOUT_ERROR_CODES.WithdrawalRefused, "WithdrawalRefused", { reason: error.reason });
    }
    const { created, ...answer } = result.value;
    c.header("Cache-Control", "no-store");
    return c.json(answer, created ? 201 : 200);
  });

  mount(app, docs, GIFT_CARD_PDF, member, async (c) => {
    const result = await container
      .resolve(DownloadGiftCard)
      .execute(c.get("member").memberId, c.req.param("orderId") ?? "");
    if (result.isErr()) return fail(c, 404, "OrderNotFound");
    const bytes = result.value;
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", 'attachment; filename="carte-cadeau.pdf"');
    c.header("Content-Length", String(bytes.byteLength));
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  });
  return app;
}
