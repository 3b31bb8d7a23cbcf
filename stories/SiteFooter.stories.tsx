import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SiteFooter } from "../ui/components/SiteFooter.tsx";
import { currentFakes, withChromeContainer } from "./chrome/support.tsx";
import { APP_LISTED } from "./support/decorators.tsx";

const meta = { title: "Layout/SiteFooter", component: SiteFooter, decorators: [withChromeContainer] } satisfies Meta<
  typeof SiteFooter
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2 footer: directory, legal links, version and region, social links, store links (the app listed on both stores). */
export const France: Story = {
  parameters: { config: APP_LISTED },
  play: async ({ canvas }) => {
    // The app block is a part of its own (serverRenderedPart): in a browser the footer shows once its chunk is in.
    await expect(await canvas.findByText("Version 6.10.0 · Région FR")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Espace presse" })).toHaveAttribute("href", "/espace-presse");
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(canvas.getByRole("link", { name: "Aide" })).toHaveAttribute("href", "/faq");
    await expect(canvas.getByRole("link", { name: "Conditions d'utilisation" })).toHaveAttribute(
      "href",
      "/conditions-d-utilisation",
    );
    await expect(canvas.getByRole("link", { name: "Confidentialité" })).toHaveAttribute(
      "href",
      "/regles-de-confidentialite",
    );
    await expect(canvas.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
    await expect(canvas.getByRole("link", { name: "Conditions générales de vente" })).toHaveAttribute(
      "href",
      "/conditions-generales-de-vente",
    );
    await expect(canvas.getByRole("link", { name: "Politique cookies" })).toHaveAttribute("href", "/politique-cookies");
    for (const link of canvas.getAllByRole("link", { name: "Jobs" }))
      await expect(link).toHaveAttribute("href", "/jobs");
    for (const name of ["Facebook", "LinkedIn", "X (Twitter)", "Instagram", "TikTok"]) {
      await expect(canvas.getByRole("link", { name: `${name} (nouvel onglet)` })).toBeInTheDocument();
    }
    await expect(canvas.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", APP_LISTED.appStoreUrl);
    await expect(canvas.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", APP_LISTED.googlePlayUrl);
    await expect(
      canvas.getByRole("link", { name: "Ouvrir le site sur votre téléphone (code QR)" }),
    ).toBeInTheDocument();
  },
};

/** Issue 15: the app listed on no store (the default configuration): no app block, badge nor QR code. */
export const AppNotListed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Mentions légales" })).toBeInTheDocument();
    await expect(canvas.queryByText("Révisez aussi sur mobile")).toBeNull();
    await expect(canvas.queryByRole("list", { name: "Application mobile" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /App Store|Google Play/ })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /code QR/ })).toBeNull();
  },
};
export const AppNotListedEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Legal notice" })).toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "Mobile app" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /QR code/ })).toBeNull();
  },
};
/** Listed on the App Store only, in English: that badge alone, and the QR code. */
export const AppStoreOnlyEnglish: Story = {
  globals: { locale: "en" },
  parameters: { config: { appStoreUrl: APP_LISTED.appStoreUrl } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: /Download on the App Store/ })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /Google Play/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Open the site on your phone (QR code)" })).toBeInTheDocument();
  },
};

export const SenegalEnglish: Story = {
  args: { region: "SN" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Version 6.10.0 · Region SN")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Legal notice" })).toHaveAttribute("href", "/mentions-legales");
    await expect(canvas.getByRole("link", { name: "Terms of sale" })).toHaveAttribute(
      "href",
      "/conditions-generales-de-vente",
    );
    await expect(canvas.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/politique-cookies");
  },
};

/** Cookie preferences: the dialog saves the choice (local storage and cookie) and loads the tag manager with analytics consent. */
export const CookiePreferences: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Préférences cookies" });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole("dialog", { name: "Vos préférences cookies" });
    const analytics = within(dialog).getByRole("checkbox", { name: /Mesure d'audience/ });
    await expect(analytics).not.toBeChecked();
    await expect(within(dialog).getByRole("checkbox", { name: /Nécessaires/ })).toBeDisabled();
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer mes choix" }));
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(currentFakes?.storage.get("local", "cookieConsent")).toMatch(/^a1\.m0\.\d+$/);
    await expect(currentFakes?.cookies.get("cookieConsent")).toMatch(/^a1\.m0\.\d+$/);
    await expect(currentFakes?.tagManager.loads).toBe(1);
    await expect(button).toHaveFocus();
  },
};

export const CookiePreferencesRefuseAllEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cookie preferences" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "Your cookie preferences" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse all" }));
    await expect(currentFakes?.storage.get("local", "cookieConsent")).toMatch(/^a0\.m0\.\d+$/);
    await expect(currentFakes?.tagManager.loads).toBe(0);
  },
};

/** The viewports with the app listed: the footer shows once the app block's chunk is in. */
const appListed = {
  parameters: { config: APP_LISTED },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: /App Store/ })).toBeInTheDocument();
  },
} satisfies Story;
export const Phone: Story = { ...appListed, globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { ...appListed, globals: { viewport: { value: "sm" } } };
export const Desktop960English: Story = { ...appListed, globals: { viewport: { value: "md" }, locale: "en" } };
export const Desktop1264WithQr: Story = { ...appListed, globals: { viewport: { value: "lg" } } };
export const Desktop1350: Story = { ...appListed, globals: { viewport: { value: "xl" } } };
export const Desktop1264NoAppListed: Story = { globals: { viewport: { value: "lg" } } };
