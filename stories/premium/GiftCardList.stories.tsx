import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { GiftCardPurchaseView } from "../../application/contracts/premium/checkout.ts";
import { GiftCardList } from "../../ui/components/premium/GiftCardList.tsx";
import { orderView } from "./fixtures.ts";

const plan = orderView().plan;
const card = (overrides: Partial<GiftCardPurchaseView>): GiftCardPurchaseView => ({
  orderId: "00000000-0000-4000-8000-000000000001",
  orderStatus: "paid",
  plan,
  currency: "EUR",
  amount: 149.99,
  email: "parent@demo.test",
  recipientName: "Léa",
  message: "Bon courage pour le bac !",
  state: "unused",
  usedAt: null,
  code: "0A1B-2C3D-4E5F-6A7B",
  createdAt: "2026-11-20T10:00:00.000Z",
  paidAt: "2026-11-20T10:01:00.000Z",
  withdrawal: { allowed: true, reason: null, until: "2026-12-04T23:00:00.000Z" },
  creditNote: null,
  ...overrides,
});

const CARDS = [
  card({}),
  card({
    orderId: "00000000-0000-4000-8000-000000000002",
    recipientName: null,
    state: "used",
    usedAt: "2026-11-21T09:00:00.000Z",
    code: "FFFF-EEEE-DDDD-CCCC",
    withdrawal: { allowed: false, reason: "redeemed", until: "2026-12-04T23:00:00.000Z" },
  }),
  card({
    orderId: "00000000-0000-4000-8000-000000000003",
    orderStatus: "pending",
    state: "pending",
    code: null,
    paidAt: null,
    withdrawal: { allowed: false, reason: "unpaid", until: null },
  }),
];

const meta = {
  title: "Premium/GiftCardList",
  component: GiftCardList,
  args: { cards: CARDS, pdfHref: (orderId: string) => `/api/checkout/gift-cards/${orderId}/card.pdf` },
  globals: { persona: "member" },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pas encore utilisée")).toBeInTheDocument();
    await expect(canvas.getByText("Utilisée le 21 novembre 2026")).toBeInTheDocument();
    await expect(canvas.getByText("Paiement en attente")).toBeInTheDocument();
    await expect(canvas.getByText("0A1B-2C3D-4E5F-6A7B")).toBeInTheDocument();
    await expect(canvas.getAllByText(/Pour Léa · 149,99\s€, achetée le 20 novembre 2026/)).toHaveLength(2);
    await expect(canvas.getByText(/^149,99\s€, achetée le 20 novembre 2026$/)).toBeInTheDocument();
    const pdfs = canvas.getAllByRole("link", { name: "Télécharger la carte à imprimer (PDF)" });
    await expect(pdfs).toHaveLength(2);
    await expect(pdfs[0]).toHaveAttribute(
      "href",
      "/api/checkout/gift-cards/00000000-0000-4000-8000-000000000001/card.pdf",
    );
  },
};

export const JustPaidEnglish: Story = {
  args: { justPaid: "00000000-0000-4000-8000-000000000001" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Thank you! Your gift card is ready: its code was sent to parent@demo.test.",
    );
    await expect(canvas.getByText("Not used yet")).toBeInTheDocument();
    await expect(canvas.getByText("Used on November 21, 2026")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vous n'avez pas encore offert de carte cadeau.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Offrir une carte cadeau" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/offrir",
    );
  },
};
