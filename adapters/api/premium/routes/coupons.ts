// §7 GET /public/coupons/validate?code=&planIds=: a documented coupon check (anonymous, throttled per address).
import { Hono } from "hono";
import { ValidateCoupon } from "../../../../application/api/premium/catalog/validate-coupon.ts";
import { CouponValidateQuery, VALIDATE_COUPON } from "../../../../application/contracts/premium/coupons.ts";
import { clientIp, readQuery, tooMany, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** §7 GET /public/coupons/validate: the route and its OpenAPI entry. */
export function couponRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, VALIDATE_COUPON, async (c) => {
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
