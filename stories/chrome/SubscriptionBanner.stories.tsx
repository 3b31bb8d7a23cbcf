import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { SubscriptionBanner } from "../../ui/components/chrome/SubscriptionBanner.tsx";

const meta = { title: "Chrome/SubscriptionBanner", component: SubscriptionBanner } satisfies Meta<
  typeof SubscriptionBanner
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: expanded (550px) for a visitor: title, login and subscribe links; the toggle collapses it to 180px. */
export const VisitorCollapseExpand: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("complementary", { name: "Passez à l'illimité" });
    await expect(banner).toHaveAttribute("data-width", "550");
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByRole("link", { name: "S'abonner" })).toHaveAttribute("href", "/premium");
    const toggle = canvas.getByRole("button", { name: "Réduire la bannière" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(canvas.getByRole("button", { name: "Agrandir la bannière" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByRole("complementary", { name: "Illimité" })).toHaveAttribute("data-width", "180");
    await expect(canvas.queryByRole("link", { name: "S'abonner" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Agrandir la bannière" }));
    await expect(canvas.getByRole("link", { name: "S'abonner" })).toBeVisible();
  },
};

/** §2: for a member the expanded banner has no login link. */
export const Member: Story = {
  globals: { persona: "member", locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Log in" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "See the offers" })).toHaveAttribute("href", "/premium");
  },
};

/** §3 nomadPlusBannerOpened: collapsed earlier in the session, it comes back collapsed on the next page. */
export const CollapsedEarlierInTheSession: Story = {
  parameters: { banners: { subscription: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("complementary", { name: "Illimité" })).toHaveAttribute("data-width", "180");
    await expect(canvas.getByRole("button", { name: "Agrandir la bannière" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};
export const EnglishPhone: Story = { globals: { locale: "en", viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350English: Story = { globals: { viewport: { value: "xl" }, locale: "en" } };
