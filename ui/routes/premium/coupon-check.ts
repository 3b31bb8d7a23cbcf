// §3 Coupon validation, §7 GET /public/coupons/validate: the resource route behind the coupon field's background
// check (GET /premium/coupon?code=&planIds=). Answers JSON; never cached (a code's state changes).
import { data } from "react-router";
import { ValidateCoupon } from "../../../application/web/premium/validate-coupon.ts";
import type { CouponCheckAnswer } from "../../components/premium/use-coupon-check.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { pageUrl } from "./premium.server.ts";
import type { Route } from "./+types/coupon-check";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const code = url.searchParams.get("code") ?? "";
  const planIds = (url.searchParams.get("planIds") ?? "").split(",").filter((id) => id.trim() !== "");
  const result = await requestContainer(context).resolve(ValidateCoupon).execute({ code, planIds });
  const answer: CouponCheckAnswer = result.match(
    (check) => ({ check, unavailable: false }),
    (failure) => ({ check: null, unavailable: failure.type === "Unavailable" }),
  );
  return data(answer, { headers: { "Cache-Control": "private, no-store" } });
}
