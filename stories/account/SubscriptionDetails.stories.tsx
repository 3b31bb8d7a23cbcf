import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { SubscriptionView } from "../../application/contracts/premium/subscription.ts";
import { SubscriptionDetails } from "../../ui/components/member/SubscriptionDetails.tsx";

const active: SubscriptionView = {
  id: "5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11",
  planId: "solo-yearly",
  names: { fr: "Solo annuel", en: "Solo, yearly" },
  status: "active",
  planType: "RENEWING",
  isFamily: false,
  periodStart: "2026-11-22T10:00:00.000Z",
  periodEnd: "2027-11-22T10:00:00.000Z",
  accessEndsAt: "2027-11-22T10:00:00.000Z",
  canceledAt: null,
  renewal: {
    date: "2027-11-22T10:00:00.000Z",
    planId: "solo-yearly",
    names: { fr: "Solo annuel", en: "Solo, yearly" },
    amount: 89.99,
    currency: "EUR",
  },
  paymentMethod: { kind: "card", provider: "stripe", brand: "visa", last4: "4242" },
  canCancel: true,
  canResume: false,
  canUpdateCard: true,
  renewalAwaitsPayment: false,
  change: {
    targetPlanId: "family-yearly",
    names: { fr: "Famille annuel", en: "Family, yearly" },
    effectiveAt: "2027-11-22T10:00:00.000Z",
    currentAmount: 89.99,
    newAmount: 149.99,
    difference: 60,
    currency: "EUR",
  },
  pendingChange: null,
};
const canceled: SubscriptionView = {
  ...active,
  status: "canceled",
  canceledAt: "2026-12-01T10:00:00.000Z",
  renewal: null,
  canCancel: false,
  canResume: true,
  canUpdateCard: false,
  change: null,
};
const pastDue: SubscriptionView = {
  ...active,
  status: "past_due",
  accessEndsAt: "2027-11-30T10:00:00.000Z",
  renewal: {
    date: "2027-11-23T10:00:00.000Z",
    planId: "solo-yearly",
    names: { fr: "Solo annuel", en: "Solo, yearly" },
    amount: 89.99,
    currency: "EUR",
  },
  paymentMethod: { kind: "card", provider: "stripe", brand: "visa", last4: "0002" },
  change: null,
};

const meta = {
  title: "Account/SubscriptionDetails",
  component: SubscriptionDetails,
  args: { subscription: active },
  parameters: { path: "/mon-compte" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Renewing: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Actif, renouvellement automatique")).toBeInTheDocument();
    await expect(canvas.getByText("Carte VISA se terminant par 4242 (Stripe)")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Résilier mon abonnement" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Passer à l'offre Famille annuel" })).toBeInTheDocument();
    // The price difference in words, not as a signed amount.
    await expect(canvas.getByText(/Passer à l'offre Famille annuel :/)).toHaveTextContent(/soit 60,00\s€ de plus\./);
  },
};

export const RenewingEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Active, renews automatically")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Cancel my subscription" })).toBeInTheDocument();
  },
};

export const Canceled: Story = {
  args: { subscription: canceled, notice: "canceled" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Votre abonnement est résilié");
    await expect(canvas.getByRole("button", { name: "Reprendre mon abonnement" })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Résilier mon abonnement" })).toBeNull();
  },
};

export const CanceledEnglish: Story = {
  args: { subscription: canceled },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Resume my subscription" })).toBeInTheDocument();
  },
};

export const PastDue: Story = {
  args: { subscription: pastDue },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Paiement du renouvellement refusé : nous réessayons")).toBeInTheDocument();
    // Issue 15 (ADR 029): the member gives another card, charged at once.
    await expect(canvas.getByText(/Enregistrez une autre carte : elle sera débitée aussitôt/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Mettre à jour ma carte" })).toBeInTheDocument();
  },
};

export const RenewalAwaitsPayment: Story = {
  args: { subscription: { ...pastDue, renewalAwaitsPayment: true } },
  play: async ({ canvas }) => {
    // ADR 029 addendum: the bank asks the member to authenticate the renewal: a link to its payment page.
    await expect(canvas.getByRole("link", { name: "Confirmer le paiement" })).toHaveAttribute(
      "href",
      "/mon-compte/abonnement/payer",
    );
  },
};

export const PastDueEnglish: Story = {
  args: { subscription: pastDue },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Update my card" })).toBeInTheDocument();
  },
};

export const CardUpdated: Story = {
  args: { notice: "cardUpdated" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("votre nouvelle carte est enregistrée");
    await expect(canvas.getByRole("button", { name: "Mettre à jour ma carte" })).toBeInTheDocument();
  },
};

export const CardUpdatedEnglish: Story = {
  args: { notice: "cardUpdated" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("your new card is saved");
  },
};

export const PendingChangeMobileMoney: Story = {
  args: {
    subscription: {
      ...active,
      change: null,
      pendingChange: {
        planId: "family-yearly",
        names: { fr: "Famille annuel", en: "Family, yearly" },
        effectiveAt: "2027-11-22T10:00:00.000Z",
      },
      paymentMethod: { kind: "mobile_money", provider: "mobile-money", brand: null, last4: null },
      canUpdateCard: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Annuler ce changement" })).toBeInTheDocument();
    await expect(canvas.getByText("Mobile money")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Mettre à jour ma carte" })).toBeNull();
  },
};

/** Issue 15: a family holder offered the solo plan is told the children lose their access at that renewal. */
const family: SubscriptionView = {
  ...active,
  planId: "family-yearly",
  names: { fr: "Famille annuel", en: "Family, yearly" },
  isFamily: true,
  renewal: {
    ...active.renewal!,
    planId: "family-yearly",
    names: { fr: "Famille annuel", en: "Family, yearly" },
    amount: 149.99,
  },
  change: {
    targetPlanId: "solo-yearly",
    names: { fr: "Solo annuel", en: "Solo, yearly" },
    effectiveAt: "2027-11-22T10:00:00.000Z",
    currentAmount: 149.99,
    newAmount: 89.99,
    difference: -60,
    currency: "EUR",
  },
};

export const FamilyToSolo: Story = {
  args: { subscription: family },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Passer à l'offre Solo annuel :/)).toHaveTextContent(
      "À cette date, les comptes enfants de votre offre Famille perdront l'accès à l'abonnement.",
    );
    await expect(canvas.getByText(/Passer à l'offre Solo annuel :/)).toHaveTextContent(/soit 60,00\s€ de moins\./);
    await expect(canvas.getByRole("button", { name: "Passer à l'offre Solo annuel" })).toBeInTheDocument();
  },
};

export const FamilyToSoloPendingEnglish: Story = {
  args: {
    subscription: {
      ...family,
      change: null,
      pendingChange: {
        planId: "solo-yearly",
        names: { fr: "Solo annuel", en: "Solo, yearly" },
        effectiveAt: "2027-11-22T10:00:00.000Z",
      },
    },
  },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Change planned/)).toHaveTextContent(
      "On that date, the child accounts of your Family plan will lose their access to the subscription.",
    );
  },
};

/** A solo subscriber moving to the family plan gets no such warning. */
export const SoloToFamilyNoWarning: Story = {
  args: { subscription: active },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/comptes enfants/)).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { notice: "PlanChangeNotAllowed" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This change of plan is not possible");
  },
};
