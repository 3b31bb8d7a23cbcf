// When the popins appear: the hosts with a short delay (the app uses 20 s for the e-mail and promotional popins,
// 4 s for the app recommendation).
import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { EmailPopinHost } from "../../ui/components/chrome/EmailPopinHost.tsx";
import { AppRecommendationHost } from "../../ui/components/chrome/PopinHosts.tsx";
import { SubscriptionPromoHost } from "../../ui/components/chrome/SubscriptionPromoHost.tsx";
import { currentFakes, withChromeContainer } from "./support.tsx";

const meta = {
  title: "Chrome/PopinHosts",
  component: EmailPopinHost,
  decorators: [withChromeContainer],
  args: { enabled: true, delayMs: 10 },
} satisfies Meta<typeof EmailPopinHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** §4: the e-mail popin appears after its delay on an allowed page, and not again once closed. */
export const EmailPopinAfterDelay: Story = {
  play: async () => {
    const dialog = await body().findByRole(
      "dialog",
      { name: "Reçois 5 fiches de révision gratuites" },
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(currentFakes?.storage.get("session", "newsletterPopupSeen")).toBe("true");
  },
};
/** §2: not on /premium. */
export const EmailPopinNotOnPremium: Story = {
  parameters: { path: "/premium" },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(body().queryByRole("dialog")).toBeNull();
  },
};
/** Members do not get the e-mail popin (enabled is false for them). */
export const EmailPopinDisabled: Story = {
  args: { enabled: false },
  globals: { persona: "member" },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(body().queryByRole("dialog")).toBeNull();
  },
};
/** The promotional popin, once per session. */
export const PromoAfterDelay: Story = {
  globals: { persona: "member", locale: "en" },
  render: () => <SubscriptionPromoHost enabled delayMs={10} />,
  play: async () => {
    await body().findByRole("dialog", { name: "Revise without limits" }, { timeout: 3000 });
    await expect(currentFakes?.storage.get("session", "popinSeen.subscriptionPromo")).toBe("true");
  },
};
/** §2: app recommendation on a handheld width (happy-dom's window is 1024px wide: hidden there). */
export const AppRecommendationOnDesktopIsHidden: Story = {
  render: () => <AppRecommendationHost id="appRecommendation" delayMs={10} />,
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (window.innerWidth >= 960) await expect(body().queryByRole("dialog")).toBeNull();
  },
};
export const AppRecommendationPhone: Story = {
  globals: { viewport: { value: "phone" }, persona: "subscriber" },
  render: () => <AppRecommendationHost id="paidAppRecommendation" delayMs={10} />,
};
