import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { Paywall } from "../../ui/components/content/Paywall.tsx";
import "../../ui/styles/content.css";

const meta = { title: "Content/Paywall", component: Paywall } satisfies Meta<typeof Paywall>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §6 a visitor: the subscription and a way to log in. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Découvrir l'abonnement" })).toHaveAttribute("href", "/premium");
    await expect(canvas.getByRole("link", { name: "Déjà abonné ? Se connecter" })).toHaveAttribute("href", "/login");
  },
};
/** §6 a free member: no login link. */
export const Member: Story = {
  globals: { persona: "member" },
  play: async ({ canvas }) => expect(canvas.queryByRole("link", { name: /Se connecter/ })).toBeNull(),
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByRole("link", { name: "Already a subscriber? Log in" })).toBeInTheDocument(),
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
