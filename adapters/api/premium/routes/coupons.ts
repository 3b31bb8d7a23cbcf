// §7 GET /public/coupons/validate?code=&planIds=: a documented coupon check (anonymous, throttled per address).
import { Hono } from "hono";
import { ValidateCoupon } from "../../../../application/api/premium/catalog/validate-coupon.ts";
import { CouponValidateQuery, CouponValidationResponse } from "../../../../application/contracts/premium/coupons.ts";
import { clientIp, readQuery, tooMany, type ApiEnv } from "../../http/context.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** §7 GET /public/coupons/validate: the route and its OpenAPI entry. */
export function couponRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  docs.add({
    method: "get",
    path: "/public/coupons/validate",
    summary:
      "Check a coupon code against plans (§3 Coupon validation request). 200 for every well-formed request, valid or not: " +
      "`reason` is Unknown, NotStarted, Expired, Exhausted or NotApplicable; `discount` (percent, or an amount with its " +
      "currency) only when valid; `planIds` the asked plans it applies to; `startsAt`/`expiresAt` its window. Informative " +
      "only: the checkout prices the order itself.",
    tags: ["coupons"],
    query: CouponValidateQuery,
    responses: {
      200: { description: "The result", schema: CouponValidationResponse },
      400: {
        description:
          "ValidationFailed: code missing (Required), too long (CouponCodeTooLong), with other characters than letters, digits, - and _ " +
          "(CouponCodeInvalid); planIds malformed or more than 20 (PlanIdsInvalid); a repeated parameter (Repeated)",
      },
      429: { description: "TooManyRequests (per client address; Retry-After given)" },
    },
  });
  app.get("/public/coupons/validate", async (c) => {
    const query = readQuery(c, CouponValidateQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(ValidateCoupon)
      .execute({ code: query.value.code, planIds: query.value.planIds, ip: clientIp(c, settings) });
    if (result.isErr()) return tooMany(c, result.error.retryAfterSeconds);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });
  return app;
}
