import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { SubscriptionView } from "../../application/contracts/premium/subscription.ts";
import { CancelSubscriptionConfirm } from "../../ui/components/member/CancelSubscriptionConfirm.tsx";

const subscription: SubscriptionView = {
  id: "5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11",
  planId: "family-yearly",
  names: { fr: "Famille annuel", en: "Family, yearly" },
  status: "active",
  planType: "RENEWING",
  isFamily: true,
  periodStart: "2026-11-22T10:00:00.000Z",
  periodEnd: "2027-11-22T10:00:00.000Z",
  accessEndsAt: "2027-11-22T10:00:00.000Z",
  canceledAt: null,
  renewal: null,
  paymentMethod: { kind: "card", provider: "sandbox", brand: "visa", last4: "4242" },
  canCancel: true,
  canResume: false,
  canUpdateCard: true,
  renewalAwaitsPayment: false,
  change: null,
  pendingChange: null,
};

const meta = {
  title: "Account/CancelSubscriptionConfirm",
  component: CancelSubscriptionConfirm,
  args: { subscription },
  parameters: { path: "/mon-compte/abonnement/resilier" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancelSubscriptionConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Résilier votre abonnement Famille annuel" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/l'accès qu'ils partagent avec vous/)).toBeInTheDocument();
    // What is lost is what the subscription gates (the premium content), not what a free account keeps:
    // free content, spaced review of its flashcards and progress tracking (ADR 018, issue 12).
    await expect(canvas.getByText(/réservés aux abonnés/)).toBeInTheDocument();
    await expect(canvas.queryByText(/l'accès à tous les cours/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/révisions espacées de vos cartes mémoire/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/suivi de votre progression restent\s+ouverts/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Confirmer la résiliation" })).toBeInTheDocument();
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Confirm the cancellation" })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("La résiliation n'a pas pu être enregistrée");
  },
};
