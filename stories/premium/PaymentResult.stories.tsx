import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import {
  NoOrder,
  PaymentPending,
  SubscribeFailed,
  SubscribeSuccess,
} from "../../ui/components/premium/PaymentResult.tsx";
import { APP_LISTED } from "../support/decorators.tsx";
import { mobileMoneyOrderPlan, orderView } from "./fixtures.ts";

const meta = {
  title: "Premium/PaymentResult",
  component: SubscribeSuccess,
  args: { order: orderView() },
  globals: { persona: "family" },
} satisfies Meta<typeof SubscribeSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Merci ! Votre abonnement est actif" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Famille annuel")).toBeInTheDocument();
    await expect(canvas.getByText(/149,99\s€/)).toBeInTheDocument();
    await expect(canvas.getByText("jusqu'au 21 novembre 2027")).toBeInTheDocument();
    await expect(canvas.getByText("Payé le")).toBeInTheDocument();
    await expect(canvas.getByText(/Désormais ouverts à toute la famille/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Commencer à réviser" })).toHaveAttribute(
      "href",
      "/revisions/cours-et-quiz",
    );
    await expect(canvas.getByRole("link", { name: "Espace famille" })).toBeInTheDocument();
  },
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Thank you! Your subscription is active" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Family, yearly")).toBeInTheDocument();
  },
};

/** Issue 15: the recipient of a gift card activated it: nothing was paid (the order is of 0 €). */
export const SuccessGiftCardRedeemed: Story = {
  args: { order: orderView({ provider: "gift-card", amount: 0, amountMinor: 0, discount: 149.99 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Réglé par")).toBeInTheDocument();
    await expect(canvas.getByText("une carte cadeau")).toBeInTheDocument();
    await expect(canvas.getByText("Activé le")).toBeInTheDocument();
    await expect(canvas.queryByText("Montant payé")).not.toBeInTheDocument();
    await expect(canvas.queryByText(/0,00\s€/)).not.toBeInTheDocument();
  },
};

export const SuccessGiftCardRedeemedEnglish: Story = {
  args: SuccessGiftCardRedeemed.args,
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Paid with")).toBeInTheDocument();
    await expect(canvas.getByText("a gift card")).toBeInTheDocument();
    await expect(canvas.getByText("Activated on")).toBeInTheDocument();
    await expect(canvas.queryByText(/€0\.00/)).not.toBeInTheDocument();
  },
};

export const SuccessLifetimeMobile: Story = {
  args: {
    order: orderView({
      successPath: "/subscribe-success/lifeoffer-mobile",
      subscription: { ...orderView().subscription!, periodEnd: null },
    }),
    lifetimeMobile: true,
  },
  parameters: { config: APP_LISTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("à vie")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "Application mobile" })).toBeInTheDocument();
  },
};
/** Issue 15: the app listed on no store: the page does not point to it. */
export const SuccessLifetimeMobileAppNotListedEnglish: Story = {
  args: SuccessLifetimeMobile.args,
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "Mobile app" })).toBeNull();
    await expect(canvas.queryByText(/lifetime access also works in the app/)).toBeNull();
  },
};

export const NoOrderVisitor: Story = {
  render: () => <NoOrder loggedIn={false} loginHref="/login?redirectTo=%2Fsubscribe-success" />,
  globals: { persona: "visitor" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Aucune commande à afficher" })).toBeInTheDocument();
    await expect(canvas.queryByText(/Votre abonnement est actif/)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/premium");
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fsubscribe-success",
    );
  },
};

export const NoOrderMemberEnglish: Story = {
  render: () => <NoOrder loggedIn loginHref="/login" />,
  globals: { locale: "en", persona: "member" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "No order to show" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/mon-compte");
  },
};

export const PendingCard: Story = {
  render: () => (
    <PaymentPending
      order={orderView({ status: "pending", paidAt: null, subscription: null })}
      mobileMoney={false}
      checkHref="/validatePayment?order=ord_123"
    />
  ),
  globals: { persona: "member" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Paiement en cours de validation" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Nous attendons la confirmation de votre banque.");
  },
};

export const PendingMobileMoney: Story = {
  render: () => (
    <PaymentPending
      order={orderView({
        status: "pending",
        plan: mobileMoneyOrderPlan(),
        currency: "XOF",
        amount: 98_390,
        amountMinor: 98_390,
        subscription: null,
        paidAt: null,
      })}
      mobileMoney
      checkHref="/validatePayment/mobile-money?order=ord_123"
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Validez le paiement sur votre téléphone" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/98\s390\sF\sCFA/)).toBeInTheDocument();
  },
};

export const PendingTooLongEnglish: Story = {
  render: () => (
    <PaymentPending order={null} mobileMoney stopped checkHref="/validatePayment/mobile-money?order=ord_123" />
  ),
  globals: { locale: "en" },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("link", { name: "Check again" })).toHaveAttribute(
      "href",
      "/validatePayment/mobile-money?order=ord_123",
    ),
};

export const FailedCardDeclined: Story = {
  render: () => (
    <SubscribeFailed
      order={orderView({ status: "failed", failureReason: "card_declined", subscription: null, paidAt: null })}
      retryHref="/premium/checkout?plan=family-yearly"
    />
  ),
  globals: { persona: "member" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Le paiement n'a pas abouti" })).toBeInTheDocument();
    await expect(canvas.getByText("Votre banque a refusé le paiement par carte.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Réessayer" })).toHaveAttribute(
      "href",
      "/premium/checkout?plan=family-yearly",
    );
  },
};

export const FailedCanceledEnglish: Story = {
  render: () => (
    <SubscribeFailed order={orderView({ status: "canceled", subscription: null, paidAt: null })} retryHref="/premium" />
  ),
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByText("The payment was cancelled.")).toBeInTheDocument(),
};

/** Issue 15: a declined gift-card payment speaks of the card, and is tried again on the gift-card page. */
export const FailedGiftCard: Story = {
  render: () => (
    <SubscribeFailed
      order={orderView({
        status: "failed",
        purpose: "gift-card",
        failureReason: "card_declined",
        subscription: null,
        paidAt: null,
      })}
      retryHref="/premium/carte-cadeau/offrir?formule=family-yearly"
    />
  ),
  globals: { persona: "member" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Aucune carte cadeau n'a été émise/)).toBeInTheDocument();
    await expect(canvas.queryByText(/abonnement/i)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Réessayer" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/offrir?formule=family-yearly",
    );
    await expect(canvas.getByRole("link", { name: "Mes cartes cadeaux" })).toHaveAttribute(
      "href",
      "/premium/carte-cadeau/mes-cartes",
    );
  },
};

export const FailedGiftCardEnglish: Story = {
  render: () => (
    <SubscribeFailed
      order={orderView({ status: "failed", purpose: "gift-card", subscription: null, paidAt: null })}
      retryHref="/premium/carte-cadeau/offrir?formule=family-yearly"
    />
  ),
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No gift card was issued/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "My gift cards" })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
