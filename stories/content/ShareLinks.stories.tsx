import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ShareLinks } from "../../ui/components/content/ShareLinks.tsx";
import "../../ui/styles/content.css";

const meta = {
  title: "Content/ShareLinks",
  component: ShareLinks,
  args: { url: "https://revizo.example/nos-engagements/parents", subject: "Je révise avec Révizo", message: "Voici la page qui présente le service aux parents :" },
} satisfies Meta<typeof ShareLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Par e-mail" }).getAttribute("href")).toContain("mailto:?subject=Je%20r%C3%A9vise%20avec%20R%C3%A9vizo");
    await expect(canvas.getByRole("link", { name: "Par SMS" }).getAttribute("href")).toContain("sms:?&body=");
  },
};
export const English: Story = { globals: { locale: "en" }, args: { subject: "I revise with Révizo", message: "Here is the page for parents:" } };
