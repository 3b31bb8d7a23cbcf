import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { RenewalPaymentView } from "../../application/contracts/premium/subscription.ts";
import { RenewalPaymentConfirm } from "../../ui/components/member/RenewalPaymentConfirm.tsx";

const payment: RenewalPaymentView = {
  orderId: "0b9f3c1e-7a55-4d2b-8f4e-3c2a1d0e9f87",
  names: { fr: "Solo annuel", en: "Solo, yearly" },
  amount: 89.99,
  currency: "EUR",
  term: "2027-11-22T10:00:00.000Z",
};

const meta = {
  title: "Account/RenewalPaymentConfirm",
  component: RenewalPaymentConfirm,
  args: { payment },
  parameters: { path: "/mon-compte/abonnement/payer" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RenewalPaymentConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Confirmer le paiement de votre renouvellement" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Solo annuel/)).toHaveTextContent("22 novembre 2027");
    await expect(canvas.getByRole("button", { name: /^Payer 89,99/ })).toBeInTheDocument();
  },
};

export const ProviderDown: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le service de paiement ne répond pas");
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Pay €89.99/ })).toBeInTheDocument();
  },
};
