import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { checkoutHref } from "../../ui/components/premium/paths.ts";
import { PlanGrid } from "../../ui/components/premium/PlanGrid.tsx";
import { AFRICA_PAGE, FAMILY_COUPON, FAMILY_ONLY_PAGE, FRANCE_PAGE } from "./fixtures.ts";

const meta = {
  title: "Premium/PlanGrid",
  component: PlanGrid,
  args: { page: FRANCE_PAGE, hrefFor: (plan) => checkoutHref({ plan: plan.id }) },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PlanGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const France: Story = {
  play: async ({ canvas }) => {
    const family = canvas.getByRole("region", { name: "Offres Famille" });
    const solo = canvas.getByRole("region", { name: "Offres Solo" });
    // §9: family apart from solo, longest plan first.
    await expect(
      within(family)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Famille annuel", "Famille trimestriel", "Famille mensuel"]);
    await expect(within(solo).getAllByRole("article")).toHaveLength(3);
    await expect(within(solo).getAllByRole("link")[0]).toHaveAttribute("href", "/premium/checkout?plan=solo-yearly");
  },
};

export const FranceEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Family plans" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Solo plans" })).toBeInTheDocument();
  },
};

export const FamilyOnlyPromoCode: Story = {
  args: { page: FAMILY_ONLY_PAGE },
  globals: { persona: "family" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Votre code donne accès aux offres Famille.")).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Offres Solo" })).toBeNull();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

export const WithCoupon: Story = {
  args: { coupon: FAMILY_COUPON },
  play: async ({ canvas }) => {
    const family = canvas.getByRole("region", { name: "Offres Famille" });
    await expect(within(family).getAllByText(/Code FAMILLE26/)).toHaveLength(3);
    await expect(within(canvas.getByRole("region", { name: "Offres Solo" })).queryByText(/Code FAMILLE26/)).toBeNull();
  },
};

export const FrancophoneAfrica: Story = {
  args: { page: AFRICA_PAGE, hrefFor: (plan) => checkoutHref({ plan: plan.id, country: "SN" }) },
  parameters: { region: "SN", offersAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/98\s390\sF\sCFA/)).toHaveLength(2);
    await expect(canvas.getByText("Famille · Mobile money")).toBeInTheDocument();
    await expect(canvas.getByText("Famille · Carte bancaire")).toBeInTheDocument();
    await expect(canvas.getAllByRole("link")[0]).toHaveAttribute("href", expect.stringContaining("country=SN"));
  },
};

export const Empty: Story = {
  args: { page: { family: [], solo: [], offers: [], familyOnly: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Aucune offre n'est disponible pour le moment.");
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" }, persona: "member" } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
