import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { PaymentStep } from "../../ui/components/premium/PaymentStep.tsx";

const meta = {
  title: "Premium/PaymentStep",
  component: PaymentStep,
  args: {
    totalLabel: "149,99 €",
    provider: "card",
    emailRequired: false,
    hidden: {
      planId: "family-yearly",
      campaignSlug: "",
      couponCode: "",
      emailRequired: "false",
      idempotencyKey: "0b7f8f0e-6c55-4f3c",
    },
    buyer: "Connecté en tant que Léa Martin.",
    onPay: fn(),
  },
  globals: { persona: "member" },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText("Connecté en tant que Léa Martin.")).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Email/)).toBeNull();
    await expect(canvas.getByText(/page de paiement sécurisée par carte bancaire/)).toBeInTheDocument();
    // The choice travels with the form, never a price.
    const sent = [...canvasElement.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => input.name);
    await expect(sent).toEqual(["intent", "planId", "campaignSlug", "couponCode", "emailRequired", "idempotencyKey"]);
    await userEvent.click(canvas.getByRole("button", { name: "Payer 149,99 €" }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CardEnglish: Story = {
  args: { totalLabel: "€149.99", buyer: "Logged in as Léa Martin." },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByRole("button", { name: "Pay €149.99" })).toBeInTheDocument(),
};

export const MobileMoneyNeedsAnEmail: Story = {
  args: { provider: "mobile_money", emailRequired: true, totalLabel: "98 390 F CFA", emailError: "EmailRequired" },
  parameters: { region: "SN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Email pour le reçu et l'accès")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Veuillez indiquer votre email.")).toBeInTheDocument();
    await expect(canvas.getByText(/validerez le paiement sur votre téléphone/)).toBeInTheDocument();
  },
};

export const MobileMoneyPrefilled: Story = {
  args: { provider: "mobile_money", emailRequired: true, totalLabel: "98 390 F CFA", defaultEmail: "awa@example.sn" },
  play: async ({ canvas }) =>
    expect(canvas.getByLabelText("Email pour le reçu et l'accès")).toHaveValue("awa@example.sn"),
};

export const InvalidEmailEnglish: Story = {
  args: { provider: "mobile_money", emailRequired: true, emailError: "EmailInvalid", defaultEmail: "awa@" },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByText("Invalid e-mail.")).toBeInTheDocument(),
};

export const CouponRefused: Story = {
  args: { problem: { type: "CouponInvalid", reason: "AlreadyRedeemed" } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("alert")).toHaveTextContent("Vous avez déjà utilisé ce code promo."),
};

export const OfferOver: Story = {
  args: { problem: { type: "OfferUnavailable", code: "CampaignEnded" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Cette offre n'est plus disponible.");
    await expect(canvas.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/premium");
  },
};

export const ProviderDown: Story = {
  args: { problem: { type: "ProviderFailed" } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("alert")).toHaveTextContent("Le service de paiement ne répond pas."),
};

export const FormIncomplete: Story = {
  args: { problem: { type: "FormIncomplete" } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("alert")).toHaveTextContent("Le formulaire de paiement est incomplet."),
};

export const FormIncompleteEnglish: Story = {
  args: { problem: { type: "FormIncomplete" } },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByRole("alert")).toHaveTextContent("The payment form is incomplete."),
};

/** The server refused the payment without the withdrawal box: its message, and the focus on the box to tick. */
export const WaiverMissing: Story = {
  args: { waiverMissing: true },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: /Je demande l'accès immédiat/ });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveFocus();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("button", { name: "Redirection vers le paiement…" })).toHaveAttribute("aria-busy", "true"),
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350Subscriber: Story = { globals: { viewport: { value: "xl" }, persona: "subscriber" } };
