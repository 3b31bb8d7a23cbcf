// Issue 6: the summary messages of the checkout and payment error codes (French default, English), and the error
// answer that uses them; PriceOrder's codes keep the commerce messages.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { commerceMessage } from "../catalog/messages.ts";
import { apiError } from "../../http/errors.ts";
import { requestLocale } from "../../http/messages.ts";

const MESSAGES: Record<string, { fr: string; en: string }> = {
  IdempotencyKeyReused: {
    fr: "Cette demande de paiement a déjà servi pour un autre choix. Rechargez la page.",
    en: "This payment request was already used for another choice. Please reload the page.",
  },
  ProviderUnavailable: {
    fr: "Ce moyen de paiement n'est pas disponible pour cette formule.",
    en: "This payment method is not available for this plan.",
  },
  ProviderFailed: {
    fr: "Le service de paiement ne répond pas. Merci de réessayer dans un instant.",
    en: "The payment service is not answering. Please try again in a moment.",
  },
  OrderNotFound: { fr: "Commande introuvable.", en: "Order not found." },
  GiftCardUnknown: { fr: "Ce code cadeau n'existe pas.", en: "This gift code does not exist." },
  GiftCardRedeemed: { fr: "Ce code cadeau a déjà été utilisé.", en: "This gift code has already been used." },
  WebhookRejected: {
    fr: "Événement refusé : signature absente, invalide ou périmée.",
    en: "Event refused: missing, invalid or stale signature.",
  },
  PaymentMismatch: {
    fr: "Événement refusé : il ne correspond pas à la commande.",
    en: "Event refused: it does not match the order.",
  },
  UnknownProvider: { fr: "Fournisseur de paiement inconnu.", en: "Unknown payment provider." },
};

/** Issue 6: every checkout code with a message of its own. */
export const PAYMENT_MESSAGE_CODES = Object.keys(MESSAGES);

/** Issue 6: the summary of a code in the request's locale: ours, else commerce's, else the API's shared ones. */
export function paymentMessage(code: string, acceptLanguage: string | null | undefined): string {
  return MESSAGES[code]?.[requestLocale(acceptLanguage)] ?? commerceMessage(code, acceptLanguage);
}

/** Issue 6: answers `{ error: { code, message, fields? } }` with a checkout message, never cached. */
export function paymentFail(c: Context, status: ContentfulStatusCode, code: string, fields?: Record<string, string>) {
  c.header("Cache-Control", "no-store");
  return apiError(c, status, code, paymentMessage(code, c.req.header("accept-language")), fields);
}
