// The one error body every API failure answers with, { error: { code, message } }, and the one catalog of the
// API's error codes with their summary messages in French (default) and English. The API answers with these
// messages; clients import the codes from here instead of listing them again (§8: a client shows its own words
// for the codes it knows, and the API's message otherwise).
import * as v from "valibot";

export const ApiErrorBody = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    /** Field-level details for validation errors. */
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/** Every error code of the API with its summary message. */
export const API_ERRORS = {
  // Shared by every route
  ValidationFailed: { fr: "Certains champs sont invalides.", en: "Some fields are invalid." },
  InvalidJson: { fr: "Le corps de la requête n'est pas un JSON valide.", en: "The request body is not valid JSON." },
  UnsupportedMediaType: {
    fr: "Le corps de la requête doit être envoyé en JSON.",
    en: "The request body must be sent as JSON.",
  },
  FormBodyRequired: {
    fr: "Le corps de la requête doit être un formulaire (application/x-www-form-urlencoded).",
    en: "The request body must be a form (application/x-www-form-urlencoded).",
  },
  CsrfRejected: {
    fr: "Requête refusée : son origine n'est pas autorisée.",
    en: "Request refused: its origin is not allowed.",
  },
  Unauthenticated: { fr: "Veuillez vous connecter.", en: "Please log in." },
  ProfilingRequired: { fr: "Veuillez d'abord compléter votre profil.", en: "Please complete your profile first." },
  InvalidCredentials: { fr: "Email ou mot de passe incorrect.", en: "Incorrect e-mail or password." },
  TooManyRequests: {
    fr: "Trop de tentatives. Merci de réessayer dans quelques minutes.",
    en: "Too many attempts. Please try again in a few minutes.",
  },
  InvalidRefreshToken: {
    fr: "Votre session a expiré, veuillez vous reconnecter.",
    en: "Your session has expired, please log in again.",
  },
  RefreshTokenReused: {
    fr: "Votre session a été fermée par sécurité, veuillez vous reconnecter.",
    en: "Your session was closed for security reasons, please log in again.",
  },
  SignupRefused: {
    fr: "Impossible de créer un compte avec ces informations. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.",
    en: "An account cannot be created with these details. If you already have one, log in or reset your password.",
  },
  InvalidResetToken: {
    fr: "Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.",
    en: "This reset link is no longer valid. Please ask for a new one.",
  },
  PasswordIncorrect: { fr: "Mot de passe incorrect.", en: "Incorrect password." },
  AlreadySubscribed: {
    fr: "Cette adresse email est déjà inscrite à la newsletter.",
    en: "This e-mail address is already subscribed to the newsletter.",
  },
  InvalidUnsubscribeToken: {
    fr: "Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié.",
    en: "This unsubscribe link is not valid: it may have been cut short or altered.",
  },
  BotCheckFailed: {
    fr: "La vérification anti-robot a échoué. Merci de réessayer.",
    en: "The anti-robot check failed. Please try again.",
  },
  NoFamily: { fr: "Vous ne faites partie d'aucune famille.", en: "You are not part of a family." },
  FamilyPlanRequired: {
    fr: "Cette action demande une offre Famille active.",
    en: "This requires an active family plan.",
  },
  FamilyLimitReached: {
    fr: "Votre famille compte déjà le nombre maximum de membres.",
    en: "Your family already has the maximum number of members.",
  },
  EmailUnavailable: { fr: "Cette adresse email ne peut pas être utilisée.", en: "This e-mail address cannot be used." },
  FamilyMemberNotFound: {
    fr: "Ce membre ne fait pas partie de votre famille.",
    en: "This member is not part of your family.",
  },
  MemberNotFound: { fr: "Compte introuvable.", en: "Account not found." },
  // Learning
  QuizNotFound: { fr: "Ce quiz n'existe pas.", en: "This quiz does not exist." },
  ChapterNotFound: { fr: "Ce chapitre de cours n'existe pas.", en: "This course chapter does not exist." },
  DeckNotFound: { fr: "Ce paquet de cartes n'existe pas.", en: "This flashcard deck does not exist." },
  FlashcardNotFound: { fr: "Cette carte n'existe pas dans ce paquet.", en: "This card is not in this deck." },
  ExercisesNotFound: { fr: "Cette série d'exercices n'existe pas.", en: "This set of exercises does not exist." },
  ExerciseNotFound: {
    fr: "Cet exercice n'existe pas dans cette série (ou il est réservé aux abonnés).",
    en: "This exercise is not in this set (or it is for subscribers only).",
  },
  RetentionOutOfRange: {
    fr: "La mémorisation visée doit être comprise entre 80 % et 97 %.",
    en: "The target retention must be between 80% and 97%.",
  },
  NewCardsPerDayOutOfRange: {
    fr: "Le nombre de nouvelles cartes par jour doit être un nombre entier de 0 à 100.",
    en: "The number of new cards a day must be a whole number from 0 to 100.",
  },
  ExamUnknown: { fr: "Cet examen n'est pas proposé.", en: "This exam is not offered." },
  ExamTwice: { fr: "Cet examen est déjà choisi.", en: "This exam is already chosen." },
  ExamDateInvalid: {
    fr: "La date de l'examen doit être une date réelle, d'aujourd'hui à 400 jours au plus.",
    en: "The exam date must be a real date, from today to 400 days ahead at most.",
  },
  ExamDateRequired: { fr: "Indiquez la date de cet examen.", en: "Give the date of this exam." },
  MinutesInvalid: {
    fr: "Le temps de chaque jour doit être un nombre entier de minutes, de 0 à 480.",
    en: "Each day's time must be a whole number of minutes, from 0 to 480.",
  },
  ReminderHourInvalid: {
    fr: "L'heure du rappel doit être une heure entière, de 0 à 23.",
    en: "The reminder's hour must be a whole hour, from 0 to 23.",
  },
  PremiumRequired: {
    fr: "Ce contenu est réservé aux abonnés.",
    en: "This content is for subscribers only.",
  },
  PayloadTooLarge: { fr: "Le corps de la requête est trop volumineux.", en: "The request body is too large." },
  HttpError: { fr: "Requête refusée.", en: "Request refused." },
  NotFound: { fr: "Cette adresse de l'API n'existe pas.", en: "This API address does not exist." },
  InternalError: {
    fr: "Une erreur est survenue, merci d'essayer plus tard.",
    en: "An unexpected error occurred. Please try again later.",
  },
  // Premium: plans, campaigns, coupons, pricing (§3, §7, §9)
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
  // Premium: checkout and payments
  WithdrawalWaiverRequired: {
    fr: "Pour accéder tout de suite aux contenus, cochez la case : vous demandez que l'accès commence dès le paiement et renoncez ainsi à votre droit de rétractation de 14 jours.",
    en: "To get the content at once, tick the box: you ask for the access to start as soon as you pay, and so give up your 14-day right of withdrawal.",
  },
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
  NoSubscription: { fr: "Vous n'avez pas d'abonnement en cours.", en: "You have no current subscription." },
  SubscriptionNotCancelable: {
    fr: "Cet abonnement ne se renouvelle pas : il n'y a rien à résilier.",
    en: "This subscription does not renew: there is nothing to cancel.",
  },
  SubscriptionNotResumable: {
    fr: "Cet abonnement ne peut plus être repris : il est terminé ou n'a pas été résilié.",
    en: "This subscription can no longer be resumed: it has ended or was not cancelled.",
  },
  PlanChangeNotAllowed: {
    fr: "Ce changement d'offre n'est pas possible pour votre abonnement.",
    en: "This change of plan is not possible for your subscription.",
  },
  NoRenewalPayment: {
    fr: "Aucun renouvellement n'attend votre paiement.",
    en: "No renewal is waiting for your payment.",
  },
  CardUpdateNotAllowed: {
    fr: "La carte de cet abonnement ne peut pas être changée : il ne se renouvelle pas par carte.",
    en: "The card of this subscription cannot be changed: it does not renew by card.",
  },
  PlanNotGiftable: {
    fr: "Cette formule ne peut pas être offerte en carte cadeau.",
    en: "This plan cannot be given as a gift card.",
  },
  GiftCardNoDiscount: {
    fr: "Une carte cadeau s'achète au prix de la formule, sans offre ni code promo.",
    en: "A gift card is bought at the plan's price, without an offer or a promo code.",
  },
  GiftCardUnknown: { fr: "Ce code cadeau n'existe pas.", en: "This gift code does not exist." },
  GiftCardRedeemed: { fr: "Ce code cadeau a déjà été utilisé.", en: "This gift code has already been used." },
  GiftCardCancelled: {
    fr: "Cette carte cadeau a été annulée : son acheteur s'est rétracté et a été remboursé.",
    en: "This gift card was cancelled: its buyer withdrew and was refunded.",
  },
  WithdrawalRefused: {
    fr: "Cette carte cadeau ne peut plus faire l'objet d'une rétractation.",
    en: "This gift card can no longer be withdrawn from.",
  },
  WebhookRejected: {
    fr: "Événement refusé : signature absente, invalide ou périmée.",
    en: "Event refused: missing, invalid or stale signature.",
  },
  PaymentMismatch: {
    fr: "Événement refusé : il ne correspond pas à la commande.",
    en: "Event refused: it does not match the order.",
  },
  UnknownProvider: { fr: "Fournisseur de paiement inconnu.", en: "Unknown payment provider." },
  // Content query (§7 POST /_content/{path})
  UnknownField: { fr: "Champ inconnu dans la requête de contenu.", en: "Unknown field in the content query." },
  UnknownOperator: {
    fr: "Opérateur inconnu dans la requête de contenu.",
    en: "Unknown operator in the content query.",
  },
  InvalidValue: { fr: "Valeur invalide dans la requête de contenu.", en: "Invalid value in the content query." },
  OperatorNotSupported: {
    fr: "Cet opérateur ne s'applique pas à ce champ.",
    en: "This operator does not apply to this field.",
  },
  QueryTooComplex: { fr: "La requête de contenu est trop complexe.", en: "The content query is too complex." },
  PathInvalid: { fr: "Chemin de contenu invalide.", en: "Invalid content path." },
  ContentNotFound: { fr: "Aucun contenu à cette adresse.", en: "No content at this address." },
} as const satisfies Record<string, { fr: string; en: string }>;
export type ApiErrorCode = keyof typeof API_ERRORS;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}

/** The summary of an error code in a locale (the generic one for a code the catalog does not know). */
export function apiErrorMessage(code: string, locale: "fr" | "en"): string {
  return (isApiErrorCode(code) ? API_ERRORS[code] : API_ERRORS.InternalError)[locale];
}
