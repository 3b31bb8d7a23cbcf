// The words of the API's e-mails. Those a visitor's own action sends (the reset link, the popin's sheets) speak the
// language of the page it came from (issue 32); the others, sent to a member whose language the account does not
// keep, are French first (the product's default), then English.
import { SERVICE_TIME_ZONE } from "../../../domain/time/service-time-zone.ts";
import { frenchFirstOfMonth } from "../../../domain/locale/locale.ts";
import type { MailMessage } from "./ports.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { subjectName } from "../../../domain/content/subject-names.ts";
import type { ChildWeekView, PlanTask } from "../../contracts/coach.ts";

/**
 * The password-reset mail: the link to the reset page (always French, §2) with the single-use token, in the language
 * of the page the request came from (issue 32).
 */
export function passwordResetMail(input: {
  to: string;
  brandName: string;
  link: string;
  validMinutes: number;
  locale: Locale;
}): MailMessage {
  const { brandName, link, validMinutes } = input;
  const words =
    input.locale === "en"
      ? {
          subject: `${brandName}: reset your password`,
          text: [
            "Hello,",
            "",
            `To choose a new ${brandName} password, open this link (valid for ${validMinutes} minutes, once; the page is in French):`,
            link,
            "",
            "If you did not ask for it, ignore this message: your password stays the same.",
          ],
        }
      : {
          subject: `${brandName} : réinitialisation de votre mot de passe`,
          text: [
            "Bonjour,",
            "",
            `Pour choisir un nouveau mot de passe ${brandName}, ouvrez ce lien (valable ${validMinutes} minutes, une seule fois) :`,
            link,
            "",
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste le même.",
          ],
        };
  return { to: input.to, template: "password-reset", subject: words.subject, text: words.text.join("\n") };
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

/**
 * §3 e-mail popin "5 fiches de révision gratuites": the welcome mail with a link to each sheet's PDF, and (issue 15,
 * CPCE L34-5) the unsubscribe link of each language's part, also in the List-Unsubscribe header (the French one).
 */
export function newsletterWelcomeMail(input: {
  to: string;
  brandName: string;
  sheets: readonly { title: string; link: string }[];
  /** The unsubscribe link, in the mail's language. */
  unsubscribe: string;
  /** The language of the page the popin was on (issue 32); the sheets themselves are in French. */
  locale: Locale;
}): MailMessage {
  const { brandName, sheets } = input;
  const list = sheets.flatMap((sheet) => [`- ${sheet.title}`, `  ${sheet.link}`]);
  const words =
    input.locale === "en"
      ? {
          subject: `${brandName}: your ${sheets.length} free revision sheets`,
          text: [
            "Hello,",
            "",
            `Thank you for signing up! Here are your free ${brandName} revision sheets, as PDF files (they are written in French):`,
            "",
            ...list,
            "",
            "Happy revising!",
            "",
            "No longer want our e-mails? Unsubscribe here (free, no login needed):",
            input.unsubscribe,
          ],
        }
      : {
          subject: `${brandName} : vos ${sheets.length} fiches de révision gratuites`,
          text: [
            "Bonjour,",
            "",
            `Merci de votre inscription ! Voici vos fiches de révision ${brandName}, à télécharger en PDF :`,
            "",
            ...list,
            "",
            "Bonnes révisions !",
            "",
            "Vous ne souhaitez plus recevoir nos courriels ? Désinscrivez-vous ici (gratuit, sans connexion) :",
            input.unsubscribe,
          ],
        };
  return {
    to: input.to,
    template: "newsletter-welcome",
    subject: words.subject,
    text: words.text.join("\n"),
    unsubscribeLink: input.unsubscribe,
  };
}

/** Issue 15: a plan's name in each language of the e-mails (the English part names it in English). */
type PlanNames = { fr: string; en: string };

/** Issue 15: a date as the French and English e-mails write it (UTC, the instant the period ends). */
function mailDates(instant: Date): { fr: string; en: string } {
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SERVICE_TIME_ZONE,
  };
  return {
    fr: frenchFirstOfMonth(new Intl.DateTimeFormat("fr-FR", options).format(instant)),
    en: new Intl.DateTimeFormat("en-GB", options).format(instant),
  };
}

/** Issue 15: an amount as the French and English e-mails write it ("149,99 €", "€149.99"). */
function mailAmount(amount: number, currency: "EUR" | "XOF"): { fr: string; en: string } {
  const format = (tag: string) =>
    new Intl.NumberFormat(tag, {
      style: "currency",
      currency,
      minimumFractionDigits: currency === "EUR" ? 2 : 0,
      maximumFractionDigits: currency === "EUR" ? 2 : 0,
    }).format(amount);
  return { fr: format("fr-FR"), en: format("en-GB") };
}

/** Issue 15: the confirmation of a cancellation: what ends, when, and how to resume before then. */
export function subscriptionCanceledMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  endsAt: Date;
  accountLink: string;
}): MailMessage {
  const end = mailDates(input.endsAt);
  return {
    to: input.to,
    template: "subscription-canceled",
    subject: `${input.brandName} : résiliation de votre abonnement confirmée`,
    text: [
      "Bonjour,",
      "",
      `Nous confirmons la résiliation de votre abonnement ${input.planName.fr}. Il ne sera pas renouvelé et aucun autre paiement ne vous sera demandé.`,
      `Vous gardez l'accès à tous les contenus jusqu'au ${end.fr}.`,
      `Vous avez changé d'avis ? Vous pouvez reprendre votre abonnement jusqu'à cette date depuis votre compte : ${input.accountLink}`,
      "",
      "---",
      "",
      `Your ${input.planName.en} subscription is cancelled: it will not renew and you will not be charged again.`,
      `You keep full access until ${end.en}, and can resume it from your account until then (link above).`,
    ].join("\n"),
  };
}

/**
 * Issue 15, Code de la consommation L215-1: the reminder of a tacit renewal, sent no earlier than three months and
 * no later than one month before the end of the period: the date until which the renewal can be refused, and how.
 */
export function renewalReminderMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  term: Date;
  amount: number;
  currency: "EUR" | "XOF";
  accountLink: string;
}): MailMessage {
  const term = mailDates(input.term);
  const amount = mailAmount(input.amount, input.currency);
  return {
    to: input.to,
    template: "renewal-reminder",
    subject: `${input.brandName} : votre abonnement sera renouvelé le ${term.fr}`,
    text: [
      "Bonjour,",
      "",
      `Votre abonnement ${input.planName.fr} se renouvelle par tacite reconduction le ${term.fr}, pour ${amount.fr}.`,
      `Vous pouvez refuser ce renouvellement jusqu'au ${term.fr} : il suffit de résilier depuis votre compte, en trois clics : ${input.accountLink}`,
      "Sans résiliation de votre part, le paiement sera prélevé à cette date sur le moyen de paiement enregistré.",
      "(Information prévue par l'article L215-1 du Code de la consommation.)",
      "",
      "---",
      "",
      `Your ${input.planName.en} subscription renews automatically on ${term.en}, for ${amount.en}.`,
      `You can refuse the renewal until ${term.en} by cancelling from your account (link above).`,
    ].join("\n"),
  };
}

/** Issue 15: a plan that does not renew (or was cancelled) says when it ends. */
export function subscriptionEndingMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  endsAt: Date;
  offersLink: string;
}): MailMessage {
  const end = mailDates(input.endsAt);
  return {
    to: input.to,
    template: "subscription-ending",
    subject: `${input.brandName} : votre abonnement se termine le ${end.fr}`,
    text: [
      "Bonjour,",
      "",
      `Votre abonnement ${input.planName.fr} se termine le ${end.fr} ; il ne sera pas renouvelé et rien ne vous sera prélevé.`,
      `Pour continuer après cette date, choisissez une offre : ${input.offersLink}`,
      "",
      "---",
      "",
      `Your ${input.planName.en} subscription ends on ${end.en}; it does not renew and you will not be charged.`,
      "To carry on after that date, choose an offer (link above).",
    ].join("\n"),
  };
}

/** Issue 15: a renewal charge failed: access kept during the grace period, the next try, how to avoid losing it. */
export function renewalFailedMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  nextAttemptAt: Date | null;
  accessUntil: Date | null;
  accountLink: string;
  /**
   * Issue 15 (ADR 029 addendum): the page where the member pays this renewal themselves (their bank asked them to
   * authenticate it), or null.
   */
  payLink: string | null;
}): MailMessage {
  const next = input.nextAttemptAt ? mailDates(input.nextAttemptAt) : null;
  const until = input.accessUntil ? mailDates(input.accessUntil) : null;
  const pay = next && until && input.payLink !== null ? input.payLink : null;
  return {
    to: input.to,
    template: "renewal-failed",
    subject: `${input.brandName} : le paiement du renouvellement n'a pas abouti`,
    text: [
      "Bonjour,",
      "",
      `Le paiement du renouvellement de votre abonnement ${input.planName.fr} a été refusé.`,
      next && until
        ? `Nous réessaierons le ${next.fr}. Vous gardez l'accès jusqu'au ${until.fr}.`
        : "C'était la dernière tentative : votre abonnement a pris fin.",
      ...(pay
        ? [
            "Votre banque demande que vous confirmiez vous-même ce paiement (authentification de la carte) : nous ne",
            `pouvons pas le faire à votre place. Confirmez-le ici : ${pay}`,
          ]
        : []),
      `Votre compte : ${input.accountLink}`,
      "",
      "---",
      "",
      `The renewal payment of your ${input.planName.en} subscription was declined.`,
      next && until
        ? `We will try again on ${next.en}. You keep access until ${until.en}.`
        : "That was the last attempt: your subscription has ended.",
      ...(pay ? [`Your bank asks you to confirm this payment yourself: ${pay}`] : []),
    ].join("\n"),
  };
}

/** Issue 15: a renewal was charged: the amount and the new end. */
export function renewalSucceededMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  amount: number;
  currency: "EUR" | "XOF";
  periodEnd: Date;
}): MailMessage {
  const end = mailDates(input.periodEnd);
  const amount = mailAmount(input.amount, input.currency);
  return {
    to: input.to,
    template: "renewal-succeeded",
    subject: `${input.brandName} : votre abonnement est renouvelé`,
    text: [
      "Bonjour,",
      "",
      `Votre abonnement ${input.planName.fr} est renouvelé jusqu'au ${end.fr} ; ${amount.fr} ont été prélevés.`,
      "",
      "---",
      "",
      `Your ${input.planName.en} subscription is renewed until ${end.en}; ${amount.en} was charged.`,
    ].join("\n"),
  };
}

/** Issue 15: the code of a gift card just bought, to the address its buyer gave. */
export function giftCardPurchasedMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
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

/** Issue 15 (ADR 031): the account has not been used for almost two years and will be deleted unless the member signs in. */
export function inactiveAccountMail(input: {
  to: string;
  brandName: string;
  deletionDate: Date;
  loginLink: string;
}): MailMessage {
  const on = mailDates(input.deletionDate);
  return {
    to: input.to,
    template: "inactive-account",
    subject: `${input.brandName} : votre compte sera supprimé le ${on.fr} faute d'utilisation`,
    text: [
      "Bonjour,",
      "",
      `Vous ne vous êtes pas connecté à votre compte ${input.brandName} depuis bientôt deux ans. Comme nos règles de confidentialité le prévoient, il sera supprimé le ${on.fr}, avec votre profil et votre progression.`,
      `Pour le garder, il suffit de vous connecter avant cette date : ${input.loginLink}`,
      "Les factures de vos achats sont conservées le temps que la loi impose, même après la suppression.",
      "",
      "---",
      "",
      `You have not signed in to your ${input.brandName} account for almost two years. As our privacy policy states, it will be deleted on ${on.en}, with your profile and your progress.`,
      "To keep it, simply sign in before that date (link above).",
      "The invoices of your purchases are kept as long as the law requires, even after the deletion.",
    ].join("\n"),
  };
}

/**
 * Issue 15 (ADR 030): the confirmation of a gift card's withdrawal (Code de la consommation L221-24: the refund within
 * 14 days, by the means of payment used), with its credit note's number, to the buyer's account address.
 */
export function giftCardWithdrawnMail(input: {
  to: string;
  brandName: string;
  planName: PlanNames;
  /** Written in French and English ("149,99 €"). */
  amount: string;
  creditNoteNumber: string;
  invoiceNumber: string | null;
  refunded: boolean;
  cardsLink: string;
}): MailMessage {
  const invoice = input.invoiceNumber ? ` (facture ${input.invoiceNumber})` : "";
  return {
    to: input.to,
    template: "gift-card-withdrawn",
    subject: `${input.brandName} : rétractation de votre carte cadeau`,
    text: [
      "Bonjour,",
      "",
      `Nous avons bien reçu votre rétractation : la carte cadeau « ${input.planName.fr} »${invoice} est annulée, son code ne peut plus être utilisé.`,
      input.refunded
        ? `Son prix, ${input.amount}, vous est remboursé sur le moyen de paiement utilisé lors de l'achat ; le crédit apparaît sous quelques jours selon votre banque.`
        : `Son prix, ${input.amount}, vous sera remboursé sur le moyen de paiement utilisé lors de l'achat, au plus tard dans 14 jours.`,
      `Avoir n° ${input.creditNoteNumber}.`,
      `Vos cartes cadeaux : ${input.cardsLink}`,
      "",
      "---",
      "",
      `We have received your withdrawal: the gift card "${input.planName.en}" is cancelled and its code no longer works.`,
      `Its price, ${input.amount}, is refunded to the means of payment you used (within 14 days at the latest).`,
      `Credit note ${input.creditNoteNumber}. Your gift cards: ${input.cardsLink}`,
    ].join("\n"),
  };
}

/** The words of one child's week, in a language (issue 30: the weekly word to parents). */
function childWeekLines(child: ChildWeekView, locale: Locale): string[] {
  const name = child.firstname ?? (locale === "en" ? "Your child" : "Votre enfant");
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const subject = (slug: string) => subjectName(slug, locale);
  const en = locale === "en";
  const lines = [`${name}`];
  if (child.activeDays > 0)
    lines.push(
      en
        ? `- About ${child.minutes} min of revision over ${child.activeDays} day(s) of the week`
        : `- Environ ${child.minutes} min de révision, sur ${child.activeDays} jour(s) de la semaine`,
      en ? `- ${child.cardsReviewed} flashcard(s) reviewed` : `- ${child.cardsReviewed} carte(s) mémoire révisée(s)`,
      child.quizAverage === null
        ? en
          ? "- No quiz this week"
          : "- Aucun quiz cette semaine"
        : en
          ? `- ${child.quizzes} quiz(zes), ${percent(child.quizAverage)} on average`
          : `- ${child.quizzes} quiz, ${percent(child.quizAverage)} de réussite en moyenne`,
    );
  if (child.chaptersLearned.length > 0)
    lines.push(
      (en ? "- Chapters learned: " : "- Chapitres appris : ") +
        child.chaptersLearned.map((chapter) => `${chapter.title} (${subject(chapter.subject)})`).join(", "),
    );
  if (child.plan)
    lines.push(
      child.plan.daysBehind === 0
        ? en
          ? `- On track for their exams (the next in ${child.plan.daysLeft} days)`
          : `- Dans les temps pour ses examens (le prochain dans ${child.plan.daysLeft} jours)`
        : en
          ? `- Behind their revision plan (the next exam in ${child.plan.daysLeft} days)`
          : `- En retard sur son plan de révision (prochain examen dans ${child.plan.daysLeft} jours)`,
    );
  const advice = child.advice;
  const word =
    advice.kind === "inactive"
      ? en
        ? `${name} did not revise this week: ten minutes of flashcards a day is enough to start again.`
        : `${name} n'a pas révisé cette semaine : dix minutes de cartes mémoire par jour suffisent pour reprendre.`
      : advice.kind === "slipping"
        ? en
          ? `${subject(advice.subject)} is slipping (${percent(advice.before)} then ${percent(advice.now)} in quizzes): worth a look together.`
          : `${subject(advice.subject)} baisse (${percent(advice.before)} puis ${percent(advice.now)} aux quiz) : à regarder ensemble.`
        : advice.kind === "behind"
          ? advice.days === null
            ? en
              ? "Some chapters no longer fit before the exam: adding a few minutes a day to the plan would help."
              : "Certains chapitres ne tiennent plus avant l'examen : quelques minutes de plus par jour dans le plan aideraient."
            : en
              ? `${advice.days} day(s) behind the plan: a longer session at the weekend would catch up.`
              : `${advice.days} jour(s) de retard sur le plan : une séance plus longue le week-end permettrait de le rattraper.`
          : advice.kind === "weak"
            ? en
              ? `${subject(advice.subject)} is the subject to revise (${percent(advice.average)} in quizzes this week).`
              : `${subject(advice.subject)} est la matière à retravailler (${percent(advice.average)} aux quiz cette semaine).`
            : en
              ? `A good week: ${advice.activeDays} day(s) of revision. Keep going!`
              : `Une bonne semaine : ${advice.activeDays} jour(s) de révision. Encouragez-le à continuer !`;
  lines.push(en ? `Our advice: ${word}` : `Notre conseil : ${word}`);
  return lines;
}

/**
 * Issue 30: the weekly word to parents, each Monday to the holder of a family plan who asked for it, in the language
 * they chose: each child's last week and one piece of advice; the family space to read it again or stop it.
 */
export function weeklyFamilyDigestMail(input: {
  to: string;
  brandName: string;
  locale: Locale;
  week: { start: string; end: string };
  children: ChildWeekView[];
  familyLink: string;
  /** The one-click page that stops it (docs/decisions/059), also the List-Unsubscribe header. */
  unsubscribeLink: string;
}): MailMessage {
  const en = input.locale === "en";
  const [year, month, day] = input.week.start.split("-").map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(year, month - 1, day, 12));
  const from = monday.toLocaleDateString(en ? "en-GB" : "fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });
  const header = en
    ? [`Hello,`, "", `Here is your children's week from Monday ${from} (Monday to Sunday).`, ""]
    : ["Bonjour,", "", `Voici la semaine de vos enfants, du lundi ${from} au dimanche.`, ""];
  const footer = en
    ? [
        "",
        `Read it again in your family space: ${input.familyLink}`,
        `You get this mail because you asked for it in your ${input.brandName} family space. To stop it: ${input.unsubscribeLink}`,
      ]
    : [
        "",
        `Retrouvez ce résumé dans votre espace famille : ${input.familyLink}`,
        `Vous recevez cet e-mail parce que vous l'avez demandé dans votre espace famille ${input.brandName}. Pour ne plus le recevoir : ${input.unsubscribeLink}`,
      ];
  return {
    to: input.to,
    template: "weekly-family-digest",
    subject: en ? `${input.brandName}: your children's week` : `${input.brandName} : la semaine de vos enfants`,
    text: [
      ...header,
      ...input.children.flatMap((child) => [...childWeekLines(child, input.locale), ""]),
      ...footer,
    ].join("\n"),
    unsubscribeLink: input.unsubscribeLink,
  };
}

/**
 * Issue 30: the revision coach's evening reminder, at the hour the member chose: tonight's tasks of their plan still
 * to do. French first, then English (the account does not keep a language); the titles are the content's.
 */
export function revisionReminderMail(input: {
  to: string;
  brandName: string;
  firstname: string | null;
  tasks: PlanTask[];
  homeLink: string;
  settingsLink: string;
}): MailMessage {
  const fr = (task: PlanTask) =>
    task.kind === "review"
      ? `- Réviser ${task.cards} carte(s) mémoire (${task.minutes} min)`
      : task.kind === "learn"
        ? `- Apprendre : ${task.title} (${task.minutes} min)`
        : task.kind === "quiz"
          ? `- Refaire le quiz : ${task.title} (${task.minutes} min)`
          : `- Sujet en temps limité : ${task.title} (${task.minutes} min)`;
  const en = (task: PlanTask) =>
    task.kind === "review"
      ? `- Review ${task.cards} flashcard(s) (${task.minutes} min)`
      : task.kind === "learn"
        ? `- Learn: ${task.title} (${task.minutes} min)`
        : task.kind === "quiz"
          ? `- Retake the quiz: ${task.title} (${task.minutes} min)`
          : `- Timed paper: ${task.title} (${task.minutes} min)`;
  const minutes = input.tasks.reduce((sum, task) => sum + task.minutes, 0);
  const hello = input.firstname ? `Bonjour ${input.firstname},` : "Bonjour,";
  return {
    to: input.to,
    template: "revision-reminder",
    subject: `${input.brandName} : ce soir, ${minutes} min de révision`,
    text: [
      hello,
      "",
      `Voici ce que ton plan de révision prévoit ce soir (environ ${minutes} min) :`,
      ...input.tasks.map(fr),
      "",
      `C'est parti : ${input.homeLink}`,
      `Changer l'heure du rappel ou l'arrêter : ${input.settingsLink}`,
      "",
      "---",
      "",
      `Tonight's revision plan (about ${minutes} min):`,
      ...input.tasks.map(en),
      `Change or stop this reminder: ${input.settingsLink}`,
    ].join("\n"),
  };
}
