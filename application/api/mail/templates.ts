// The words of the API's e-mails: French first (the product's default), then English.
import type { MailMessage } from "./ports.ts";

/** The password-reset mail: the link to the reset page (always French, §2) with the single-use token. */
export function passwordResetMail(input: {
  to: string;
  brandName: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  return {
    to: input.to,
    template: "password-reset",
    subject: `${input.brandName} : réinitialisation de votre mot de passe`,
    text: [
      "Bonjour,",
      "",
      `Pour choisir un nouveau mot de passe ${input.brandName}, ouvrez ce lien (valable ${input.validMinutes} minutes, une seule fois) :`,
      input.link,
      "",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste le même.",
      "",
      "---",
      "",
      `To choose a new ${input.brandName} password, open the link above (valid for ${input.validMinutes} minutes, once).`,
      "If you did not ask for it, ignore this message: your password stays the same.",
    ].join("\n"),
  };
}

/** Sent when someone tries to sign up with an address that already has an account. */
export function signupExistingAccountMail(input: {
  to: string;
  brandName: string;
  loginLink: string;
  resetLink: string;
}): MailMessage {
  return {
    to: input.to,
    template: "signup-existing-account",
    subject: `${input.brandName} : vous avez déjà un compte`,
    text: [
      "Bonjour,",
      "",
      `Quelqu'un (peut-être vous) a voulu créer un compte ${input.brandName} avec cette adresse, qui en a déjà un.`,
      `Pour vous connecter : ${input.loginLink}`,
      `Mot de passe oublié : ${input.resetLink}`,
      "",
      "---",
      "",
      `Someone (maybe you) tried to create a ${input.brandName} account with this address, which already has one.`,
      "Use the links above to log in or to choose a new password.",
    ].join("\n"),
  };
}

/** Sent after a password change, so that an unexpected change is noticed. */
export function passwordChangedMail(input: { to: string; brandName: string; resetLink: string }): MailMessage {
  return {
    to: input.to,
    template: "password-changed",
    subject: `${input.brandName} : votre mot de passe a été changé`,
    text: [
      "Bonjour,",
      "",
      `Le mot de passe de votre compte ${input.brandName} vient d'être changé et vos appareils ont été déconnectés.`,
      `Si ce n'était pas vous, choisissez-en un nouveau tout de suite : ${input.resetLink}`,
      "",
      "---",
      "",
      `Your ${input.brandName} password has just been changed and your devices were logged out.`,
      "If it was not you, choose a new one at once with the link above.",
    ].join("\n"),
  };
}

/** §3 e-mail popin "5 fiches de révision gratuites": the welcome mail with a link to each sheet's PDF. */
export function newsletterWelcomeMail(input: {
  to: string;
  brandName: string;
  sheets: readonly { title: string; link: string }[];
}): MailMessage {
  const list = input.sheets.flatMap((sheet) => [`- ${sheet.title}`, `  ${sheet.link}`]);
  return {
    to: input.to,
    template: "newsletter-welcome",
    subject: `${input.brandName} : vos ${input.sheets.length} fiches de révision gratuites`,
    text: [
      "Bonjour,",
      "",
      `Merci de votre inscription ! Voici vos fiches de révision ${input.brandName}, à télécharger en PDF :`,
      "",
      ...list,
      "",
      "Bonnes révisions !",
      "",
      "---",
      "",
      `Thank you for signing up! Here are your free ${input.brandName} revision sheets, as PDF files, at the links above.`,
    ].join("\n"),
  };
}

/** Issue 15: the code of a gift card just bought, to the address its buyer gave. */
export function giftCardPurchasedMail(input: {
  to: string;
  brandName: string;
  planName: { fr: string; en: string };
  period: { fr: string; en: string } | null;
  /** Grouped by four. */
  code: string;
  redeemLink: string;
  cardsLink: string;
}): MailMessage {
  const fr = input.period ? `${input.planName.fr} (${input.period.fr})` : input.planName.fr;
  const en = input.period ? `${input.planName.en} (${input.period.en})` : input.planName.en;
  return {
    to: input.to,
    template: "gift-card-purchased",
    subject: `${input.brandName} : votre carte cadeau`,
    text: [
      "Bonjour,",
      "",
      `Merci pour votre achat ! Voici le code de la carte cadeau ${input.brandName} « ${fr} » :`,
      "",
      `    ${input.code}`,
      "",
      `La personne à qui vous l'offrez saisit ce code sur ${input.redeemLink}, une fois connectée à son compte : l'abonnement démarre à ce moment-là.`,
      `La carte à imprimer (PDF) et son état (utilisée ou non) sont sur ${input.cardsLink}.`,
      "Gardez ce code comme de l'argent : il ne sert qu'une fois.",
      "",
      "---",
      "",
      `Thank you for your purchase! Above is the code of your ${input.brandName} gift card "${en}".`,
      `Whoever you give it to types it at ${input.redeemLink} once logged in; the subscription starts then.`,
      `The printable card (PDF) and whether it has been used are at ${input.cardsLink}.`,
      "Keep the code safe: it works once.",
    ].join("\n"),
  };
}
