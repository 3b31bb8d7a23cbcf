// Issue 15 ("without writing to support"; every page tells the truth): the FAQ's answers on the family space,
// cancelling and refunds send a member to what the product really shows. The FAQ names each element of the account
// as the interface labels it (French source messages, their English in the member catalog), and its refund answer
// states what the checkout asks (immediate access ends the withdrawal period, CGV article 7) and where a gift card
// is withdrawn from online, instead of promising 14 days of withdrawal and sending the member to customer service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WITHDRAWAL_PERIOD_DAYS } from "../../domain/premium/withdrawal.ts";
import { GIFT_CARDS_PATH } from "../../ui/components/premium/paths.ts";

const page = (name: string) => readFileSync(path.resolve("content/pages", name), "utf8");

/** The English text of a French message of the member catalog. */
function english(id: string): string {
  const text = readFileSync(path.resolve("ui/locales/en/member.po"), "utf8");
  const match = new RegExp(`^msgid ${JSON.stringify(id)}\\nmsgstr (".*")$`, "m").exec(text);
  if (!match) throw new Error(`no English for ${id}`);
  return JSON.parse(match[1]!) as string;
}

/** The answer under a question (### heading) of the FAQ, up to the next heading. */
function answer(faq: string, question: RegExp): string {
  const sections = faq.split(/^#{2,3} /m);
  const found = sections.find((section) => question.test(section.split("\n")[0] ?? ""));
  if (!found) throw new Error(`no question ${question}`);
  return found.split("\n").slice(1).join(" ").replace(/\s+/g, " ");
}

/** The link of /mon-compte and the button of the cancellation page the FAQ's answer on cancelling leads through. */
const CANCEL_STEPS = ["Résilier mon abonnement", "Confirmer la résiliation"];

const LOCALES = [
  {
    locale: "fr",
    file: "faq.md",
    label: (id: string) => id,
    questions: { children: /ajouter mes enfants/, cancel: /Comment résilier/, refund: /être remboursé/ },
    immediate: "accès immédiat",
  },
  {
    locale: "en",
    file: "faq.en.md",
    label: english,
    questions: { children: /add my children/, cancel: /How do I cancel/, refund: /get a refund/ },
    immediate: "immediate access",
  },
] as const;

describe.each(LOCALES)("the FAQ ($locale) and what the account shows", ({ file, label, questions, immediate }) => {
  const faq = page(file);

  it("names the account's sections and buttons as the interface labels them", () => {
    const children = answer(faq, questions.children);
    const cancel = answer(faq, questions.cancel);
    expect(children).toContain(`**${label("Espace famille")}**`);
    expect(cancel).toContain(`**${label("Mon abonnement")}**`);
    for (const id of CANCEL_STEPS) expect(cancel, id).toContain(label(id));
  });

  it("states that immediate access ends the withdrawal period, and where a gift card is withdrawn online", () => {
    const refund = answer(faq, questions.refund);
    expect(refund).toContain(immediate);
    expect(refund).toContain(`${WITHDRAWAL_PERIOD_DAYS}`);
    expect(refund).toContain("(/pages/conditions-generales-de-vente)");
    expect(refund).toContain(`(${GIFT_CARDS_PATH})`);
    expect(refund).not.toContain("(/pages/conditions-d-utilisation)");
  });
});
