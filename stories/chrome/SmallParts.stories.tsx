// Small chrome parts: social links, store badges, the QR code, the call-to-action button.
import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { CtaButton } from "../../ui/components/chrome/CtaButton.tsx";
import { QrCode } from "../../ui/components/chrome/QrCode.tsx";
import { SocialLinks } from "../../ui/components/chrome/SocialLinks.tsx";
import { StoreBadges } from "../../ui/components/chrome/StoreBadges.tsx";
import { APP_LISTED } from "../support/decorators.tsx";

const meta = {
  title: "Chrome/CtaButton",
  component: CtaButton,
  args: { children: "Continuer", onClick: fn() },
} satisfies Meta<typeof CtaButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §4: after a click the button ignores clicks for its time-out (4000 ms by default). */
export const LocksAfterClick: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Continuer" });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** §4: with a time-out of 0 (the e-mail popin) every click counts. */
export const NoLock: Story = {
  args: { timeoutMs: 0 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Continuer" });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** §4/§9: loading: clicks ignored, loader after 200 ms. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: "Envoi en cours" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /Continuer/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Continuer" })).toBeDisabled();
  },
};

export const Social: Story = {
  render: () => (
    <div style={{ background: "#10182f", color: "#fff", padding: 16 }}>
      <SocialLinks />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(5);
    await expect(canvas.getByRole("link", { name: "TikTok (nouvel onglet)" })).toHaveAttribute("target", "_blank");
  },
};
export const SocialEnglish: Story = {
  globals: { locale: "en" },
  render: () => <SocialLinks />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Facebook (new tab)" })).toBeInTheDocument();
  },
};
/** Issue 15: a badge per store the app is listed on (APP_STORE_URL, GOOGLE_PLAY_URL), to its listing. */
export const Stores: Story = {
  parameters: { config: APP_LISTED },
  render: () => <StoreBadges />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Application mobile" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Télécharger dans App Store/ })).toHaveAttribute(
      "href",
      APP_LISTED.appStoreUrl,
    );
    await expect(canvas.getByRole("link", { name: /Disponible sur Google Play/ })).toHaveAttribute(
      "href",
      APP_LISTED.googlePlayUrl,
    );
  },
};
export const StoresEnglish: Story = {
  globals: { locale: "en" },
  parameters: { config: APP_LISTED },
  render: () => <StoreBadges />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Download on the App Store/ })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Get it on Google Play/ })).toBeInTheDocument();
  },
};
/** Listed on Google Play only: no App Store badge. */
export const StoresGooglePlayOnly: Story = {
  parameters: { config: { googlePlayUrl: APP_LISTED.googlePlayUrl } },
  render: () => <StoreBadges />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvas.queryByRole("link", { name: /App Store/ })).toBeNull();
  },
};
/** Listed nowhere (the default): no badge, no list. */
export const StoresNotListed: Story = {
  render: () => <StoreBadges />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Application mobile" })).toBeNull();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};
export const StoresNotListedEnglish: Story = {
  globals: { locale: "en" },
  render: () => <StoreBadges />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Mobile app" })).toBeNull();
  },
};
/** §2 footer QR code (an SVG drawn by our encoder, checked against an independent decoder). */
export const Qr: Story = {
  render: () => <QrCode value="https://revizo.fr/?utm_source=site&utm_medium=footer-qr" size={160} />,
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg");
    await expect(svg).toHaveAttribute("viewBox", "0 0 41 41");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};
