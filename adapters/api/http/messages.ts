// The summary message of each API error code, in French (default) and English, chosen by Accept-Language.
// The web app maps codes to its own words; these messages are what a client shows when it has none (§8).
import { localeFromBrowser, parseAcceptLanguage, type Locale } from "../../../domain/locale/locale.ts";

const MESSAGES: Record<string, { fr: string; en: string }> = {
  ValidationFailed: { fr: "Certains champs sont invalides.", en: "Some fields are invalid." },
  InvalidJson: { fr: "Le corps de la requête n'est pas un JSON valide.", en: "The request body is not valid JSON." },
  UnsupportedMediaType: {
    fr: "Le corps de la requête doit être envoyé en JSON.",
    en: "The request body must be sent as JSON.",
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
  PayloadTooLarge: { fr: "Le corps de la requête est trop volumineux.", en: "The request body is too large." },
  HttpError: { fr: "Requête refusée.", en: "Request refused." },
  NotFound: { fr: "Cette adresse de l'API n'existe pas.", en: "This API address does not exist." },
  InternalError: {
    fr: "Une erreur est survenue, merci d'essayer plus tard.",
    en: "An unexpected error occurred. Please try again later.",
  },
};

/** The locale of a request: from Accept-Language, French by default (§2). */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return localeFromBrowser(parseAcceptLanguage(acceptLanguage)) ?? "fr";
}

/** The summary of an error code in a locale (a generic one for unknown codes). */
export function messageOf(code: string, locale: Locale): string {
  const entry = MESSAGES[code] ?? MESSAGES.InternalError;
  return entry ? entry[locale] : code;
}

/** Every code with a message (tests check each route's codes are covered). */
export const MESSAGE_CODES = Object.keys(MESSAGES);
