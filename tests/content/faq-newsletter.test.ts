// Issue 15 (GDPR art. 7(3): withdrawing consent as easy as giving it): the FAQ's answer on leaving the newsletter and
// the privacy policy send the reader to what the product really shows, named as the interface labels it (French
// source messages, their English in the catalogs): the button of the mails' unsubscribe page and the one of
// /mon-compte. Writing to the privacy address stays possible but is no longer the only way.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const page = (name: string) => readFileSync(path.resolve("content/pages", name), "utf8").replace(/\s+/g, " ");

/** The English text of a French message of a catalog. */
function english(catalog: string, id: string): string {
  const text = readFileSync(path.resolve(`ui/locales/en/${catalog}.po`), "utf8");
  const match = new RegExp(`^msgid ${JSON.stringify(id)}\\nmsgstr (".*")$`, "m").exec(text);
  if (!match) throw new Error(`no English for ${id}`);
  return JSON.parse(match[1]!) as string;
}

/** The answer under a question (### heading), up to the next heading. */
function answer(faq: string, question: RegExp): string {
  const section = faq.split(/ #{2,3} /).find((part) => question.test(part.slice(0, 80)));
  if (!section) throw new Error(`no question ${question}`);
  return section;
}

const PAGE_BUTTON = "Confirmer la désinscription";
const ACCOUNT_BUTTON = "Ne plus recevoir la newsletter";

describe("leaving the newsletter, as the FAQ and the privacy policy tell it (issue 15)", () => {
  for (const { locale, faq, policy, question, label } of [
    {
      locale: "fr",
      faq: "faq.md",
      policy: "regles-de-confidentialite.md",
      question: /désinscrire de la newsletter/,
      label: (_catalog: string, id: string) => id,
    },
    {
      locale: "en",
      faq: "faq.en.md",
      policy: "regles-de-confidentialite.en.md",
      question: /unsubscribe from the newsletter/,
      label: english,
    },
  ]) {
    it(`names the unsubscribe page's button and My account's (${locale})`, () => {
      const text = answer(page(faq), question);
      expect(text).toContain(label("account", PAGE_BUTTON));
      expect(text).toContain(label("member", ACCOUNT_BUTTON));
      expect(page(policy)).toContain(label("member", ACCOUNT_BUTTON));
    });
  }
});
