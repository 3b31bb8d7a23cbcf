// §5 "Form messages": the French text of each form error code, exactly as the spec words it. Test reference data:
// the UI owns the wording (Lingui catalogs); tests and stories check what it shows against this table.
import type { FormErrorCode } from "../../domain/validation/form-errors.ts";

/** §5: French message of each form error code (the spec's wording, character for character). */
export const FORM_MESSAGES_FR: Readonly<Record<FormErrorCode, string>> = {
  LoginEmailEmpty: "Veuillez indiquer votre email.",
  EmailInvalid: "Email invalide.",
  ConfirmEmailEmpty: "Veuillez confirmer votre email.",
  EmailsDiffer: "Erreur de validation, les emails ne correspondent pas.",
  PasswordEmpty: "Veuillez indiquer votre mot de passe.",
  PasswordTooShort: "Un mot de passe doit avoir au moins 8 caractères.",
  // Issue 14 (not in the §5 table): a common password, white space only, one character repeated.
  PasswordTooWeak: "Ce mot de passe est trop facile à deviner, choisissez-en un autre.",
  PasswordsDiffer: "Les mots de passe ne correspondent pas.",
  Required: "Ce champ est requis.",
  ConditionsNotAccepted: "Vous devez accepter ces conditions pour poursuivre le processus.",
  BirthdayTooEarly: "Votre date de naissance dépasse la date limite fixée.",
  BirthdayInFuture: "Vous ne pouvez pas renseigner une date de naissance supérieure à la date du jour.",
};
