import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { AppRecommendationPopin, SubscriptionPromoPopin } from "../../ui/components/chrome/PromoPopins.tsx";
import { APP_LISTED } from "../support/decorators.tsx";

const meta = {
  title: "Chrome/SubscriptionPromoPopin",
  component: SubscriptionPromoPopin,
  args: { onClose: fn() },
} satisfies Meta<typeof SubscriptionPromoPopin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2 subscription promotional popin: a dialog with a link to the offers; Escape closes it. */
export const Promo: Story = {
  globals: { persona: "member" },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: "Révisez sans limite" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(canvas.getByRole("link", { name: "Découvrir les offres" })).toHaveAttribute("href", "/premium");
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const PromoEnglish: Story = { globals: { locale: "en", persona: "member" } };

/**
 * §2 appRecommendation, for a free visitor (handheld only). It opens only where the app is listed on a store
 * (issue 15: the webspace layout asks for none otherwise, see Chrome/PopinHosts); its badges are those stores'.
 */
export const AppRecommendation: Story = {
  globals: { viewport: { value: "phone" } },
  parameters: { config: APP_LISTED },
  render: (args) => <AppRecommendationPopin id="appRecommendation" onClose={args.onClose} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("dialog", { name: "Révisez partout avec l'application" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", APP_LISTED.appStoreUrl);
    await userEvent.click(canvas.getByRole("button", { name: "Fermer" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** §2 paidAppRecommendation, for a paying user. */
export const PaidAppRecommendation: Story = {
  globals: { viewport: { value: "sm" }, locale: "en", persona: "subscriber" },
  parameters: { config: APP_LISTED },
  render: (args) => <AppRecommendationPopin id="paidAppRecommendation" onClose={args.onClose} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("dialog", { name: "Your subscription comes with you on mobile" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Get it on Google Play/ })).toBeInTheDocument();
  },
};
/** Listed on Google Play only, in French: that store's badge alone. */
export const AppRecommendationGooglePlayOnly: Story = {
  globals: { viewport: { value: "phone" } },
  parameters: { config: { googlePlayUrl: APP_LISTED.googlePlayUrl } },
  render: (args) => <AppRecommendationPopin id="appRecommendation" onClose={args.onClose} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Disponible sur Google Play/ })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /App Store/ })).toBeNull();
  },
};
export const PromoPhone: Story = { globals: { viewport: { value: "phone" } } };
export const PromoTablet960: Story = { globals: { viewport: { value: "md" } } };
export const PromoDesktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const PromoDesktop1350: Story = { globals: { viewport: { value: "xl" } } };
