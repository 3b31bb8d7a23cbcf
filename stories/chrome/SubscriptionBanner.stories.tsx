import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { SubscriptionBanner } from "../../ui/components/chrome/SubscriptionBanner.tsx";
import { screenWidth } from "../support/screen-width.ts";

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
/**
 * On a phone (375px) the banner starts each page collapsed, one line (expanded it hid about 200px of the page); the
 * member expands it, and collapsing it again is remembered for the session as on a wide screen.
 */
export const MemberPhone: Story = {
  globals: { persona: "member", viewport: { value: "phone" } },
  beforeEach: screenWidth(375),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("complementary", { name: "Illimité" });
    await expect(banner).toHaveAttribute("data-width", "180");
    await expect(canvas.queryByRole("link", { name: "Voir les offres" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Agrandir la bannière" }));
    await expect(canvas.getByRole("complementary", { name: "Passez à l'illimité" })).toHaveAttribute(
      "data-width",
      "550",
    );
    await expect(canvas.getByRole("link", { name: "Voir les offres" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Réduire la bannière" }));
    await expect(canvas.getByRole("complementary", { name: "Illimité" })).toHaveAttribute("data-width", "180");
  },
};

export const EnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  beforeEach: screenWidth(375),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("complementary", { name: "Unlimited" })).toHaveAttribute("data-width", "180");
    await userEvent.click(canvas.getByRole("button", { name: "Expand the banner" }));
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/premium");
  },
};

/** At 600px and wider the banner shows as the session left it: expanded at first. */
export const Tablet600Expanded: Story = {
  globals: { viewport: { value: "sm" } },
  beforeEach: screenWidth(600),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("complementary", { name: "Passez à l'illimité" })).toHaveAttribute(
      "data-width",
      "550",
    );
  },
};
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350English: Story = { globals: { viewport: { value: "xl" }, locale: "en" } };
