// The words of the account pages for codes: the §5 form messages (French exactly as the spec words them,
// see tests/support/form-messages-fr.ts) and the refusals of the account calls.
import { useLingui } from "@lingui/react/macro";
import type { FormErrorCode } from "../../../domain/validation/form-errors.ts";
import type { LevelOfEducation } from "../../../domain/validation/newsletter.ts";

/** A message shown above a form: a refusal of the API, or the API out of reach. */
export type AlertCode =
  | "InvalidCredentials"
  | "TooManyAttempts"
  | "Unavailable"
  | "SignupRefused"
  | "InvalidResetToken"
  | "PasswordIncorrect"
  | "EmailUnavailable"
  | "FamilyLimitReached"
  | "FamilyPlanRequired"
  | "FamilyMemberNotFound"
  | "InvalidUnsubscribeLink"
  | "Invalid";

/** §5: the text of a form error code in the page language. */
export function useFormErrorText(): (code: FormErrorCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case "LoginEmailEmpty":
        return t`Veuillez indiquer votre email.`;
      case "EmailInvalid":
        return t`Email invalide.`;
      case "ConfirmEmailEmpty":
        return t`Veuillez confirmer votre email.`;
      case "EmailsDiffer":
        return t`Erreur de validation, les emails ne correspondent pas.`;
      case "PasswordEmpty":
        return t`Veuillez indiquer votre mot de passe.`;
      case "PasswordTooShort":
        return t`Un mot de passe doit avoir au moins 8 caractères.`;
      case "PasswordTooWeak":
        return t`Ce mot de passe est trop facile à deviner, choisissez-en un autre.`;
      case "PasswordsDiffer":
        return t`Les mots de passe ne correspondent pas.`;
      case "Required":
        return t`Ce champ est requis.`;
      case "ConditionsNotAccepted":
        return t`Vous devez accepter ces conditions pour poursuivre le processus.`;
      case "BirthdayTooEarly":
        return t`Votre date de naissance dépasse la date limite fixée.`;
      case "BirthdayInFuture":
        return t`Vous ne pouvez pas renseigner une date de naissance supérieure à la date du jour.`;
    }
  };
}

/** The text of a form-level alert. */
export function useAlertText(): (code: AlertCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case "InvalidCredentials":
        return t`Email ou mot de passe incorrect.`;
      case "TooManyAttempts":
        return t`Trop de tentatives. Merci de réessayer dans quelques minutes.`;
      case "Unavailable":
        return t`Une erreur est survenue, merci d'essayer plus tard.`;
      case "SignupRefused":
        return t`Impossible de créer un compte avec ces informations. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.`;
      case "InvalidResetToken":
        return t`Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.`;
      case "PasswordIncorrect":
        return t`Mot de passe incorrect.`;
      case "EmailUnavailable":
        return t`Cette adresse email ne peut pas être utilisée.`;
      case "FamilyLimitReached":
        return t`Votre famille compte déjà le nombre maximum de membres.`;
      case "FamilyPlanRequired":
        return t`Cette action demande une offre Famille active.`;
      case "FamilyMemberNotFound":
        return t`Ce membre ne fait pas partie de votre famille.`;
      case "InvalidUnsubscribeLink":
        return t`Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié.`;
      case "Invalid":
        return t`Certains champs sont à corriger.`;
    }
  };
}

/** §3: the name of a level of education (a value of the profile or of the profiling steps). */
export function useLevelLabel(): (level: string | null) => string | null {
  const { t } = useLingui();
  const labels: Record<LevelOfEducation, string> = {
    primaire: t`Primaire`,
    "6ème": t`Sixième`,
    "5ème": t`Cinquième`,
    "4ème": t`Quatrième`,
    "3ème": t`Troisième`,
    seconde: t`Seconde`,
    première: t`Première`,
    terminale: t`Terminale`,
    sup: t`Études supérieures`,
  };
  return (level) => (level === null ? null : (labels[level as LevelOfEducation] ?? level));
}
