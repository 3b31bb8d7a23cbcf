import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { GiftPlanView } from "../../application/web/premium/gift-cards.ts";
import { GiftCardPurchaseForm } from "../../ui/components/premium/GiftCardPurchaseForm.tsx";

const PLANS: GiftPlanView[] = [
  {
    id: "family-yearly",
    names: { fr: "Famille annuel", en: "Family, yearly" },
    family: true,
    price: 149.99,
    currency: "EUR",
    duration: { amount: 12, unit: "months" },
  },
  {
    id: "solo-monthly",
    names: { fr: "Solo mensuel", en: "Solo, monthly" },
    family: false,
    price: 11.99,
    currency: "EUR",
    duration: { amount: 1, unit: "months" },
  },
];

const meta = {
  title: "Premium/GiftCardPurchaseForm",
  component: GiftCardPurchaseForm,
  args: { plans: PLANS, defaultEmail: "parent@demo.test", idempotencyKey: "story-key-0001", country: "FR" },
  globals: { persona: "member" },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftCardPurchaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas }) => {
    const family = canvas.getByRole("radio", { name: /Famille annuel/ });
    await expect(family).toBeChecked();
    await expect(canvas.getByText(/149,99\s€/)).toBeInTheDocument();
    await expect(canvas.getByText("12 mois d'accès à tout le site, pour toute la famille")).toBeInTheDocument();
    await expect(canvas.getByText("1 mois d'accès à tout le site, pour une personne")).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Votre e-mail/)).toHaveValue("parent@demo.test");
    await expect(canvas.getByText(/14 jours après l'achat/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Payer la carte cadeau" })).toBeInTheDocument();
  },
};

export const ChooseEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /Family, yearly/ })).toBeChecked();
    await expect(canvas.getByText("12 months of access to the whole site, for the whole family")).toBeInTheDocument();
    await expect(canvas.getByText("1 month of access to the whole site, for one person")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Pay for the gift card" })).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    values: { planId: "solo-monthly", email: "pas-une-adresse", recipientName: "Léa", message: "" },
    errors: { email: "EmailInvalid" },
    problem: "ProviderFailed",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /Solo mensuel/ })).toBeChecked();
    await expect(canvas.getByLabelText(/Votre e-mail/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le service de paiement n'a pas répondu.");
    await expect(canvas.getByLabelText(/Prénom de la personne/)).toHaveValue("Léa");
  },
};

export const NoPlan: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Aucune formule ne peut être offerte/);
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};
