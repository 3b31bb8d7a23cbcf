import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { GiftCardsSection } from "../../ui/components/member/GiftCardsSection.tsx";

const meta = {
  title: "Account/GiftCardsSection",
  component: GiftCardsSection,
  globals: { persona: "member" },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftCardsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Cartes cadeaux" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Mes cartes cadeaux" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/mes-cartes",
    );
    await expect(canvas.getByRole("link", { name: "Offrir une carte cadeau" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/offrir",
    );
  },
};

export const LinksEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Gift cards" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "My gift cards" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Give a gift card" })).toBeInTheDocument();
  },
};
