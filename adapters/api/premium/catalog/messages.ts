// The summary messages of the commerce error codes, in French (default) and English, and the error answer that
// uses them. The checkout (issue 6) maps the PriceOrder errors to these codes too.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PriceOrderError } from "../../../../application/api/premium/catalog/price-order.ts";
import { apiError } from "../../http/errors.ts";
import { messageOf, requestLocale } from "../../http/messages.ts";

const MESSAGES: Record<string, { fr: string; en: string }> = {
  CampaignNotFound: { fr: "Cette offre n'existe pas.", en: "This offer does not exist." },
  UnknownPlan: { fr: "Cette formule n'est pas proposée.", en: "This plan is not on sale." },
  PlanNotSoldInMarket: {
    fr: "Cette formule n'est pas proposée dans votre pays.",
    en: "This plan is not on sale in your country.",
  },
  CampaignRequired: {
    fr: "Cette formule n'est proposée qu'avec une offre en cours.",
    en: "This plan is only sold through a running offer.",
  },
  UnknownCampaign: { fr: "Cette offre n'existe pas.", en: "This offer does not exist." },
  CampaignNotStarted: { fr: "Cette offre n'a pas encore commencé.", en: "This offer has not started yet." },
  CampaignEnded: { fr: "Cette offre est terminée.", en: "This offer has ended." },
  CampaignNotForPlan: {
    fr: "Cette offre ne concerne pas la formule choisie.",
    en: "This offer does not cover the chosen plan.",
  },
  CouponInvalid: { fr: "Ce code promo ne peut pas être utilisé.", en: "This promo code cannot be used." },
  EmailRequired: {
    fr: "Veuillez indiquer votre email pour payer par mobile money.",
    en: "Please give your e-mail address to pay by mobile money.",
  },
  EmailInvalid: { fr: "Email invalide.", en: "Invalid e-mail address." },
};

/** §8 messages: every commerce code with a message. */
export const COMMERCE_MESSAGE_CODES = Object.keys(MESSAGES);

/** §8 summary messages: the summary of a code in the request's locale: ours, else the API's shared ones. */
export function commerceMessage(code: string, acceptLanguage: string | null | undefined): string {
  const locale = requestLocale(acceptLanguage);
  return MESSAGES[code]?.[locale] ?? messageOf(code, locale);
}

/** §8: answers `{ error: { code, message, fields? } }` with a commerce message, never cached. */
export function commerceFail(c: Context, status: ContentfulStatusCode, code: string, fields?: Record<string, string>) {
  c.header("Cache-Control", "no-store");
  return apiError(c, status, code, commerceMessage(code, c.req.header("accept-language")), fields);
}

/**
 * §8: the status of each PriceOrder error, for the checkout's routes: 404 for an unknown plan or campaign, 422 for
 * the rest (never 409, which the web app reads as "profiling required", §8).
 */
export function priceOrderStatus(error: PriceOrderError): ContentfulStatusCode {
  return error.type === "UnknownPlan" || error.type === "UnknownCampaign" ? 404 : 422;
}
