import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { previewPrice } from "../../application/web/premium/price-preview.ts";
import { PlanCard } from "../../ui/components/premium/PlanCard.tsx";
import {
  AFRICA_MOBILE,
  FAMILY_COUPON,
  FAMILY_LIFETIME,
  FAMILY_PACK,
  FAMILY_YEARLY,
  ONE_DAY,
  SOLO_MONTHLY,
  SOLO_YEARLY_HELD,
} from "./fixtures.ts";

const meta = {
  title: "Premium/PlanCard",
  component: PlanCard,
  // A card among the plans of a page (badges compare: issue 15).
  args: { plan: FAMILY_YEARLY, href: "/premium/checkout?plan=family-yearly", shownPlans: 6 },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PopularWithDiscount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Famille annuel" })).toBeInTheDocument();
    await expect(canvas.getByText("Le plus choisi")).toBeInTheDocument();
    await expect(canvas.getByText("46 % moins cher par mois")).toBeInTheDocument();
    await expect(canvas.getByText("−46 %")).toBeInTheDocument();
    await expect(canvas.getByText(/149,99\s€/)).toBeInTheDocument();
    await expect(canvas.getByText(/soit 12,50\s€ \/ mois/)).toBeInTheDocument();
    await expect(canvas.getByText("12 mois, renouvelé chaque année")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Choisir cette formule" })).toHaveAttribute(
      "href",
      "/premium/checkout?plan=family-yearly",
    );
  },
};

export const PopularWithDiscountEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Family, yearly" })).toBeInTheDocument();
    await expect(canvas.getByText("Most popular")).toBeInTheDocument();
    // The badge in English style, without the French space before the percent sign.
    await expect(canvas.getByText("−46%")).toBeInTheDocument();
    await expect(canvas.getByText("46% cheaper per month")).toBeInTheDocument();
    await expect(canvas.getByText("€149.99")).toBeInTheDocument();
    await expect(canvas.getByText("that is €12.50 / month")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Choose this plan" })).toBeInTheDocument();
  },
};

/** Issue 15: alone on its page (a single-offer campaign), the card wears no comparative badge. */
export const AloneWithoutBadges: Story = {
  args: { shownPlans: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Famille annuel" })).toBeInTheDocument();
    await expect(canvas.queryByText("Le plus choisi")).toBeNull();
    await expect(canvas.queryByText(/moins cher/)).toBeNull();
  },
};

export const AloneWithoutBadgesEnglish: Story = {
  args: { shownPlans: 1 },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.queryByText("Most popular")).toBeNull(),
};

export const MonthlyWithoutDiscount: Story = {
  args: { plan: SOLO_MONTHLY, href: "/premium/checkout?plan=solo-monthly" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Le plus choisi")).toBeNull();
    await expect(canvas.queryByText(/moins cher/)).toBeNull();
    await expect(canvas.getByText("1 mois, renouvelé chaque mois, sans engagement")).toBeInTheDocument();
    await expect(canvas.queryByText(/^soit/)).toBeNull();
  },
};

export const WithCoupon: Story = {
  args: { price: previewPrice(FAMILY_YEARLY, { coupon: FAMILY_COUPON }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Prix habituel/).closest("del")).toHaveTextContent(/149,99\s€/);
    await expect(canvas.getByText(/119,99\s€/)).toBeInTheDocument();
    await expect(canvas.getByText(/Code FAMILLE26 : −30,00\s€/)).toBeInTheDocument();
    await expect(canvas.getByText(/soit 10,00\s€ \/ mois/)).toBeInTheDocument();
  },
};

export const MobileMoneyXof: Story = {
  args: { plan: AFRICA_MOBILE, href: "/premium/checkout?plan=africa-family-yearly-mobile-money&country=SN" },
  parameters: { region: "SN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/98\s390\sF\sCFA/)).toBeInTheDocument();
    await expect(canvas.getByText(/soit 8\s200\sF\sCFA \/ mois/)).toBeInTheDocument();
    await expect(canvas.getByText("Famille · Mobile money")).toBeInTheDocument();
  },
};

export const Lifetime: Story = {
  args: { plan: FAMILY_LIFETIME, href: "/premium/checkout/lifeoffer" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Accès à vie, paiement unique")).toBeInTheDocument();
    await expect(canvas.queryByText(/^soit/)).toBeNull();
  },
};

export const MultiYearPack: Story = {
  args: { plan: FAMILY_PACK, href: "/premium/checkout/pack-reussite-4-ans" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("48 mois, paiement unique")).toBeInTheDocument();
    await expect(canvas.getByText(/soit 5,19\s€ \/ mois/)).toBeInTheDocument();
  },
};

/** A duration in days, singular in both languages (the form is the domain's pluralForm: ADR 038, session 8). */
export const OneDay: Story = {
  args: { plan: ONE_DAY, href: "/premium/checkout?plan=testing-one-day-mobile-money", shownPlans: 1 },
  parameters: { region: "SN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 jour, paiement unique")).toBeInTheDocument();
    await expect(canvas.getByText(/^100\sF\sCFA$/)).toBeInTheDocument();
  },
};

export const OneDayEnglish: Story = {
  args: OneDay.args,
  parameters: OneDay.parameters,
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 day, one-off payment")).toBeInTheDocument();
  },
};

export const HeldBySubscriber: Story = {
  args: { plan: SOLO_YEARLY_HELD },
  globals: { persona: "subscriber" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Votre formule")).toBeInTheDocument();
    await expect(canvas.getByText("Vous profitez déjà de cette formule.")).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960English: Story = { globals: { viewport: { value: "md" }, locale: "en" } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
