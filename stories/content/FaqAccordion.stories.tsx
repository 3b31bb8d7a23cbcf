import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { FaqAccordion, faqJsonLd, splitFaq } from "../../ui/components/content/FaqAccordion.tsx";
import "../../ui/styles/content.css";
import { FAQ_HTML, FAQ_HTML_EN } from "./fixtures.ts";

const meta = {
  title: "Content/FaqAccordion",
  component: FaqAccordion,
  args: { sections: splitFaq(FAQ_HTML) },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Questions open in place (keyboard: Tab to a question, Enter or Space). */
export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["L'abonnement", "Le paiement"]);
    const answer = canvas.getByText("sur ordinateur, tablette et téléphone.", { exact: false });
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText("Que contient l'abonnement ?"));
    await expect(answer).toBeVisible();
    const data = faqJsonLd(splitFaq(FAQ_HTML)) as { mainEntity: { name: string }[] };
    await expect(data.mainEntity.map((entry) => entry.name)).toEqual([
      "Que contient l'abonnement ?",
      "Peut-on l'utiliser gratuitement ?",
      "Quels moyens de paiement sont acceptés ?",
    ]);
  },
};
export const English: Story = { globals: { locale: "en" }, args: { sections: splitFaq(FAQ_HTML_EN) } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
