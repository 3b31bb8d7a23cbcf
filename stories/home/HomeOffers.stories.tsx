import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { HomeOffers } from "../../ui/components/home/HomeOffers.tsx";
import { offerTeasers } from "../../domain/home/offer-teasers.ts";
import "../../ui/styles/home.css";

const OFFERS = offerTeasers([
  { audience: "solo", currency: "EUR", unitUsed: "months", priceByUnit: 7.5, promoPriceByUnit: null },
  { audience: "solo", currency: "EUR", unitUsed: "months", priceByUnit: 11.99, promoPriceByUnit: null },
  { audience: "family", currency: "EUR", unitUsed: "months", priceByUnit: 12.5, promoPriceByUnit: null },
]);

const meta = { title: "Home/HomeOffers", component: HomeOffers, args: { offers: OFFERS } } satisfies Meta<
  typeof HomeOffers
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Solo" })).toHaveAttribute("href", "/premium/offre-solo");
    await expect(canvas.getByText("dès 7,50 € par mois, selon la durée choisie")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Comparer toutes les offres" })).toHaveAttribute("href", "/premium");
  },
};
export const EnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) =>
    expect(canvas.getByText("from €12.50 a month, depending on the length chosen")).toBeInTheDocument(),
};
