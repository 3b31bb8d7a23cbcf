import { describe, expect, it } from "vitest";
import { FORM_ERROR_CODES, isFormErrorCode } from "./form-errors.ts";
import { FORM_MESSAGES_FR } from "./messages.fr.ts";

describe("§5 form messages", () => {
  it("has exactly one French message per code, with the spec's wording", () => {
    expect(Object.keys(FORM_MESSAGES_FR).sort()).toEqual([...FORM_ERROR_CODES].sort());
    expect(FORM_MESSAGES_FR).toEqual({
      LoginEmailEmpty: "Veuillez indiquer votre email.",
      EmailInvalid: "Email invalide.",
      ConfirmEmailEmpty: "Veuillez confirmer votre email.",
      EmailsDiffer: "Erreur de validation, les emails ne correspondent pas.",
      PasswordEmpty: "Veuillez indiquer votre mot de passe.",
      PasswordTooShort: "Un mot de passe doit avoir au moins 8 caractères.",
      PasswordsDiffer: "Les mots de passe ne correspondent pas.",
      Required: "Ce champ est requis.",
      ConditionsNotAccepted: "Vous devez accepter ces conditions pour poursuivre le processus.",
      BirthdayTooEarly: "Votre date de naissance dépasse la date limite fixée.",
      BirthdayInFuture: "Vous ne pouvez pas renseigner une date de naissance supérieure à la date du jour.",
    });
  });
  it("recognises the codes and nothing else", () => {
    expect(FORM_ERROR_CODES).toHaveLength(11);
    for (const code of FORM_ERROR_CODES) expect(isFormErrorCode(code)).toBe(true);
    expect(isFormErrorCode("Email invalide.")).toBe(false);
    expect(isFormErrorCode("required")).toBe(false);
  });
});
