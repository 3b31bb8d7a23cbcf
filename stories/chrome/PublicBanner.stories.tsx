import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { PublicBanner } from "../../ui/components/chrome/PublicBanner.tsx";

const meta = { title: "Chrome/PublicBanner", component: PublicBanner } satisfies Meta<typeof PublicBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Révisez sans limite avec l'abonnement Révizo/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/premium");
  },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Revise without limits with the Révizo subscription/)).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
