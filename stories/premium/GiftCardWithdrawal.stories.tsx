import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { GiftCardPurchaseView } from "../../application/contracts/premium/checkout.ts";
import { GiftCardWithdrawal } from "../../ui/components/premium/GiftCardWithdrawal.tsx";
import { orderView } from "./fixtures.ts";

const ORDER = "00000000-0000-4000-8000-000000000001";
const card = (overrides: Partial<GiftCardPurchaseView>): GiftCardPurchaseView => ({
  orderId: ORDER,
  orderStatus: "paid",
  plan: orderView().plan,
  currency: "EUR",
  amount: 149.99,
  email: "parent@demo.test",
  recipientName: "Léa",
  message: null,
  state: "unused",
  usedAt: null,
  code: "0A1B-2C3D-4E5F-6A7B",
  createdAt: "2026-11-20T10:00:00.000Z",
  paidAt: "2026-11-20T10:01:00.000Z",
  withdrawal: { allowed: true, reason: null, until: "2026-12-04T23:00:00.000Z" },
  creditNote: null,
  ...overrides,
});

/** Issue 15 (ADR 030): the right of withdrawal of a bought gift card, under it in the buyer's list. */
const meta = {
  title: "Premium/GiftCardWithdrawal",
  component: GiftCardWithdrawal,
  args: { card: card({}), confirming: false },
  // A data router: the confirmation's form posts to the page's action.
  parameters: { path: "/premium/carte-cadeau/mes-cartes", action: () => null },
  globals: { persona: "member" },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftCardWithdrawal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/vous rétracter jusqu'au 4 décembre 2026 inclus/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Me rétracter et être remboursé" })).toHaveAttribute(
      "href",
      `/premium/carte-cadeau/mes-cartes?retractation=${ORDER}`,
    );
  },
};

export const AllowedEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Withdraw and get a refund" })).toBeInTheDocument();
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Confirmer la rétractation" })).toBeInTheDocument();
    await expect(canvas.getByText(/149,99\s€ vous seront remboursés/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Confirmer la rétractation" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Garder la carte" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/mes-cartes",
    );
  },
};

export const ConfirmingEnglishPending: Story = {
  args: { confirming: true, pending: true },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Confirm the withdrawal" })).toBeDisabled();
  },
};

export const Redeemed: Story = {
  args: {
    card: card({
      state: "used",
      usedAt: "2026-11-21T09:00:00.000Z",
      withdrawal: { allowed: false, reason: "redeemed", until: "2026-12-04T23:00:00.000Z" },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/le droit de rétractation ne s'applique plus/)).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const ExpiredEnglish: Story = {
  args: { card: card({ withdrawal: { allowed: false, reason: "expired", until: "2026-12-04T23:00:00.000Z" } }) },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The 14-day withdrawal period ended on December 4, 2026.")).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Expired: Story = {
  args: { card: card({ withdrawal: { allowed: false, reason: "expired", until: "2026-12-04T23:00:00.000Z" } }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Le délai de rétractation de 14 jours a pris fin le 4 décembre 2026."),
    ).toBeInTheDocument();
  },
};

const withdrawn = card({
  state: "withdrawn",
  code: null,
  withdrawal: { allowed: false, reason: "withdrawn", until: "2026-12-04T23:00:00.000Z" },
  creditNote: {
    number: "A2026-000001",
    issuedAt: "2026-11-22T10:00:00.000Z",
    refunded: true,
    path: `/checkout/orders/${ORDER}/credit-note`,
  },
});

export const Withdrawn: Story = {
  args: { card: withdrawn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/149,99\s€ vous a été remboursé \(avoir A2026-000001\)/)).toBeInTheDocument();
  },
};

export const WithdrawnRefundPendingEnglish: Story = {
  args: { card: { ...withdrawn, creditNote: { ...withdrawn.creditNote!, refunded: false } } },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/the refund of €149\.99 is in progress \(credit note A2026-000001\)/),
    ).toBeInTheDocument();
  },
};
