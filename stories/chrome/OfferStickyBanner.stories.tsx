import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { OfferStickyBanner } from "../../ui/components/chrome/OfferStickyBanner.tsx";

const meta = {
  title: "Chrome/OfferStickyBanner",
  component: OfferStickyBanner,
  args: { onClose: fn() },
} satisfies Meta<typeof OfferStickyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §4: starts open and can be closed (the offer layout then keeps it closed for the session). */
export const OpenThenClosed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("complementary", { name: "Offre du moment" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "J'en profite" })).toHaveAttribute("href", "/premium/offre-famille");
    await userEvent.click(canvas.getByRole("button", { name: "Fermer l'offre" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Close the offer" })).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
