import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { previewPrice } from "../../application/web/premium/price-preview.ts";
import { OrderSummary } from "../../ui/components/premium/OrderSummary.tsx";
import { AFRICA_MOBILE, FAMILY_COUPON, FAMILY_LIFETIME, FAMILY_YEARLY } from "./fixtures.ts";

const meta = {
  title: "Premium/OrderSummary",
  component: OrderSummary,
  args: { plan: FAMILY_YEARLY, price: previewPrice(FAMILY_YEARLY), changeHref: "/premium" },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of the summary, as "label: amount" pairs. */
function lines(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll(".order-summary__line")].map(
    (line) => `${line.querySelector("dt")?.textContent}: ${line.querySelector("dd")?.textContent?.replace(/\s/g, " ")}`,
  );
}

export const PlanOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Récapitulatif" })).toBeInTheDocument();
    await expect(canvas.getByText("Famille annuel")).toBeInTheDocument();
    await expect(lines(canvasElement)).toEqual(["Prix de la formule: 149,99 €", "Total: 149,99 €"]);
    await expect(canvas.getByText(/Renouvellement automatique/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Changer de formule" })).toHaveAttribute("href", "/premium");
  },
};

export const OfferPriceAndCoupon: Story = {
  args: {
    price: previewPrice(FAMILY_YEARLY, { campaignPrice: 129.99, coupon: FAMILY_COUPON }),
    offerTitle: "Offre Famille",
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      "Prix de la formule: 149,99 €",
      "Offre Famille: −20,00 €",
      "Code FAMILLE26: −26,00 €",
      "Total: 103,99 €",
    ]);
  },
};

export const OfferPriceAndCouponEnglish: Story = {
  args: { price: previewPrice(FAMILY_YEARLY, { coupon: FAMILY_COUPON }) },
  globals: { locale: "en" },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Summary" })).toBeInTheDocument();
    await expect(lines(canvasElement)).toEqual(["Plan price: €149.99", "Code FAMILLE26: −€30.00", "Total: €119.99"]);
  },
};

export const MobileMoneyXof: Story = {
  args: { plan: AFRICA_MOBILE, price: previewPrice(AFRICA_MOBILE) },
  parameters: { region: "SN" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Famille · Mobile money")).toBeInTheDocument();
    await expect(lines(canvasElement)).toEqual(["Prix de la formule: 98 390 F CFA", "Total: 98 390 F CFA"]);
    await expect(canvas.getByText(/Paiement unique/)).toBeInTheDocument();
  },
};

export const LifetimeWithoutChange: Story = {
  args: { plan: FAMILY_LIFETIME, price: previewPrice(FAMILY_LIFETIME), changeHref: null },
  globals: { persona: "family" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Accès à vie, paiement unique")).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
