// §2 "Premium and offers" and "Payment result routes", and the subscription presentation route.
// - /premium, the checkout, the presentation and the payment results: public layout (the banner for users
//   without a plan is not shown on /premium paths, §2).
// - Every campaign page (/premium/{offer}, including flashoffer/lesfolles40 and the {token} page) and the
//   top-level offer pages: the offer layout (offer banner above the header; the offer rules of §2/§4 decide
//   where it shows). They are driven by the campaign records: an unknown page is a 404 from its loader.
import { route } from "@react-router/dev/routes";
import { SUBSCRIPTION_PRESENTATION_PATH } from "../../application/web/chrome/chrome-visibility.ts";
import { CAMPAIGN_PAGES } from "../../domain/premium/campaign-pages.ts";
import type { RouteTable } from "./types.ts";

const CAMPAIGN = "routes/premium/campaign.tsx";
const VALIDATE = "routes/premium/validate-payment.tsx";
const SUCCESS = "routes/premium/subscribe-success.tsx";

/** §2 the top-level offer pages (/offre-speciale-rentree…): one route each, all rendered by the campaign page. */
const topLevelOffers = CAMPAIGN_PAGES.filter((page) => !page.path.startsWith("/premium/")).map((page) =>
  route(page.path.slice(1), CAMPAIGN, { id: `premium-offer:${page.slug}` }),
);

export const premiumRoutes: RouteTable = {
  area: "premium",
  public: [
    route("premium", "routes/premium/plans.tsx"),
    route("premium/checkout/*", "routes/premium/checkout.tsx"),
    route("premium/carte-cadeau", "routes/premium/gift-card.tsx"),
    route("premium/carte-cadeau/offrir", "routes/premium/gift-card-buy.tsx"),
    route("premium/carte-cadeau/mes-cartes", "routes/premium/gift-cards.tsx"),
    route(SUBSCRIPTION_PRESENTATION_PATH.slice(1), "routes/premium/presentation.tsx"),
    route("validatePayment", VALIDATE, { id: "premium-validate-payment" }),
    route("validatePayment/:provider", VALIDATE, { id: "premium-validate-payment-provider" }),
    route("validation-buybox", VALIDATE, { id: "premium-validation-buybox" }),
    route("subscribe-success", SUCCESS, { id: "premium-subscribe-success" }),
    route("subscribe-success/lifeoffer-mobile", SUCCESS, { id: "premium-subscribe-success-lifeoffer-mobile" }),
    route("subscribe-failed", "routes/premium/subscribe-failed.tsx"),
  ],
  offer: [route("premium/*", CAMPAIGN, { id: "premium-campaign" }), ...topLevelOffers],
  bare: [route("premium/coupon", "routes/premium/coupon-check.ts")],
};
