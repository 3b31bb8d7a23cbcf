import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { OrderHistoryEntry } from "../../application/contracts/premium/receipts.ts";
import { OrderHistory } from "../../ui/components/member/OrderHistory.tsx";

const yearly: OrderHistoryEntry = {
  orderId: "0c2f0a5e-1111-4222-8333-444455556666",
  paidAt: "2026-11-25T11:00:00.000Z",
  status: "paid",
  plan: { id: "solo-yearly", names: { fr: "Solo annuel", en: "Solo yearly" } },
  purpose: "subscription",
  periodStart: "2026-11-25T11:00:00.000Z",
  periodEnd: "2027-11-25T11:00:00.000Z",
  currency: "EUR",
  amount: 71.99,
  amountMinor: 7199,
  paymentMethod: "card",
  invoiceNumber: "F2026-000042",
  receiptPath: "/checkout/orders/0c2f0a5e-1111-4222-8333-444455556666/receipt",
  creditNote: null,
};
const mobileMoney: OrderHistoryEntry = {
  ...yearly,
  orderId: "7a1b2c3d-1111-4222-8333-444455556666",
  paidAt: "2026-03-02T09:30:00.000Z",
  plan: { id: "xof-family-lifetime", names: { fr: "Famille à vie", en: "Family lifetime" } },
  periodStart: "2026-03-02T09:30:00.000Z",
  periodEnd: null,
  currency: "XOF",
  amount: 25000,
  amountMinor: 25000,
  paymentMethod: "mobile_money",
  invoiceNumber: "F2026-000007",
  receiptPath: "/checkout/orders/7a1b2c3d-1111-4222-8333-444455556666/receipt",
};
/** Issue 15: a gift card sold (no period), then withdrawn from: its credit note, the refund done. */
const giftCard: OrderHistoryEntry = {
  ...yearly,
  orderId: "9d8e7f6a-1111-4222-8333-444455556666",
  paidAt: "2026-11-20T10:00:00.000Z",
  purpose: "gift-card",
  plan: { id: "family-yearly", names: { fr: "Famille annuel", en: "Family yearly" } },
  periodStart: null,
  periodEnd: null,
  amount: 149.99,
  amountMinor: 14999,
  invoiceNumber: "F2026-000040",
  receiptPath: "/checkout/orders/9d8e7f6a-1111-4222-8333-444455556666/receipt",
  creditNote: {
    number: "A2026-000001",
    issuedAt: "2026-11-22T10:00:00.000Z",
    refunded: true,
    path: "/checkout/orders/9d8e7f6a-1111-4222-8333-444455556666/credit-note",
  },
};

/** Issue 15: my account's order history, each order with its receipt to download. */
const meta = {
  title: "Account/OrderHistory",
  component: OrderHistory,
  args: { orders: [yearly, mobileMoney] },
  parameters: { path: "/mon-compte" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Mes commandes et factures" })).toBeInTheDocument();
    const link = canvas.getByRole("link", { name: "Télécharger la facture F2026-000042 (PDF)" });
    await expect(link).toHaveAttribute("href", `/api${yearly.receiptPath}`);
    await expect(canvas.getByText("Carte bancaire")).toBeInTheDocument();
    await expect(canvas.getByText("Mobile money")).toBeInTheDocument();
    await expect(canvas.getByText(/25\s000\sF\sCFA/)).toBeInTheDocument();
    await expect(canvas.getByText(/depuis le 2 mars 2026, sans date de fin/)).toBeInTheDocument();
  },
};

export const OrdersEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "My orders and invoices" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Download invoice F2026-000042 (PDF)" })).toBeInTheDocument();
  },
};

export const NoOrderYet: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucune commande payée pour l'instant.")).toBeInTheDocument();
  },
};

export const NoOrderYetEnglish: Story = { args: { orders: [] }, globals: { locale: "en" } };

export const GiftCardWithdrawn: Story = {
  args: { orders: [giftCard, yearly] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Carte cadeau Famille annuel")).toBeInTheDocument();
    await expect(canvas.getByText("A2026-000001")).toBeInTheDocument();
    await expect(canvas.getByText("Remboursée")).toBeInTheDocument();
    // A gift card has no period until it is redeemed: only the subscription shows one.
    await expect(canvas.getAllByText("Période")).toHaveLength(1);
    await expect(canvas.getByRole("link", { name: "Télécharger la facture F2026-000040 (PDF)" })).toHaveAttribute(
      "href",
      `/api${giftCard.receiptPath}`,
    );
    await expect(canvas.getByRole("link", { name: "Télécharger l'avoir A2026-000001 (PDF)" })).toHaveAttribute(
      "href",
      `/api${giftCard.creditNote!.path}`,
    );
    // Only the refunded order has a credit note to download.
    await expect(canvas.getAllByRole("link", { name: /avoir/ })).toHaveLength(1);
  },
};

export const GiftCardRefundPendingEnglish: Story = {
  args: { orders: [{ ...giftCard, creditNote: { ...giftCard.creditNote!, refunded: false } }] },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Gift card Family yearly")).toBeInTheDocument();
    await expect(canvas.getByText("Refund in progress")).toBeInTheDocument();
    await expect(canvas.getByText("Credit note")).toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: { orders: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/ne peuvent pas être affichées/);
  },
};

export const UnavailableEnglish: Story = {
  args: { orders: null },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your orders cannot be shown right now.");
  },
};
