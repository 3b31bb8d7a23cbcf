import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SiteHeader } from "../ui/components/SiteHeader.tsx";
import { withChromeContainer } from "./chrome/support.tsx";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  decorators: [withChromeContainer],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo" })).toHaveAttribute("href", "/");
    // §2 the header's language selector: the other language's flag.
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("href", "/?lang=en");
    await expect(canvas.queryByRole("link", { name: "Français" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Créer un compte" })).toHaveAttribute("href", "/signup");
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    // The wide screens' menus come in their own chunk (ADR 032, addendum "Session 8").
    await expect(await canvas.findByRole("button", { name: "Collège" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  parameters: { path: "/bac?x=1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Français/ })).toHaveAttribute("href", "/bac?x=1&lang=fr");
    await expect(canvas.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  },
};

/** §2 dropdowns: ArrowDown opens and focuses the first link, arrows move, Escape closes and gives focus back. */
export const MenuKeyboard: Story = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvas }) => {
    // The menus' code comes in its own chunk (ADR 032, addendum "Session 8").
    const button = await canvas.findByRole("button", { name: "Collège" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Révisions du collège" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("link", { name: "Le Brevet" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("link", { name: "Bibliothèque des savoirs" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("link", { name: "Révisions du collège" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Lycée" }));
    await expect(canvas.getByRole("button", { name: "Lycée" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Orientation" }));
    await expect(canvas.getByRole("button", { name: "Lycée" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** §2 offers entry: four offers when offers are available. */
export const OffersDropdown: Story = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Nos offres" }));
    const links = ["Offre Famille", "Offre Solo", "Carte cadeau", "Paiement mobile"].map((name) =>
      canvas.getByRole("link", { name }),
    );
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/premium/offre-famille",
      "/premium/offre-solo",
      "/premium/carte-cadeau",
      "/premium/afrique",
    ]);
  },
};

/** §2 offers entry: a plain link to /premium when no offer is available (outside France). */
export const OffersUnavailable: Story = {
  globals: { viewport: { value: "xl" }, locale: "en" },
  parameters: { offersAvailable: false, region: "SN" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Our offers" })).toHaveAttribute("href", "/premium");
    await expect(canvas.queryByRole("button", { name: "Our offers" })).toBeNull();
  },
};

/** §2 mobile menu: a dialog; Escape closes it and focus returns to the burger. */
export const MobileMenuOpenClose: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const burger = canvas.getByRole("button", { name: "Ouvrir le menu" });
    await userEvent.click(burger);
    const dialog = await body().findByRole("dialog", { name: "Menu" });
    await expect(within(dialog).getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    await expect(within(dialog).getByRole("link", { name: "Créer un compte" })).toHaveAttribute("href", "/signup");
    await expect(within(dialog).queryByRole("button", { name: "Se déconnecter" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(burger).toHaveFocus();
  },
};

/** §2: the mobile menu closes on each route change. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: "sm" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ouvrir le menu" }));
    const dialog = await body().findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(dialog).getByText("Lycée"));
    await userEvent.click(within(dialog).getByRole("link", { name: "Le Bac" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
  },
};

/** §2 member: my contents, my account, logout (a POST form to /logout). */
export const Member: Story = {
  globals: { persona: "member", viewport: { value: "xl" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Mes contenus" })).toHaveAttribute("href", "/revisions");
    // The account menu's code comes in its own chunk (ADR 032, addendum "Session 8").
    await userEvent.click(await canvas.findByRole("button", { name: "Mon compte : Léa" }));
    await expect(canvas.getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/mon-compte");
    await expect(canvas.queryByRole("link", { name: "Espace famille" })).toBeNull();
    const logout = canvas.getByRole("button", { name: "Se déconnecter" });
    await expect(logout.closest("form")).toHaveAttribute("action", "/logout");
    await expect(logout.closest("form")).toHaveAttribute("method", "post");
  },
};

export const Subscriber: Story = { globals: { persona: "subscriber", viewport: { value: "lg" } } };

/** §2 family accounts see the family-space link in the mobile menu. */
export const FamilyMobileMenu: Story = {
  globals: { persona: "family", viewport: { value: "md" }, locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open the menu" }));
    const dialog = await body().findByRole("dialog", { name: "Menu" });
    await expect(within(dialog).getByRole("link", { name: "Family space" })).toHaveAttribute(
      "href",
      "/mon-compte#espace-famille",
    );
    await expect(within(dialog).getByRole("link", { name: "My account" })).toHaveAttribute("href", "/mon-compte");
    await expect(within(dialog).getByRole("button", { name: "Log out" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close the menu" }));
  },
};

/** Issue 15: a connected user without profile reads every public page; only member pages send to /profiling. */
export const WithoutProfile: Story = {
  globals: { persona: "withoutProfile", viewport: { value: "xl" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Mes contenus" })).toHaveAttribute("href", "/revisions");
    await userEvent.click(canvas.getByRole("button", { name: "Primaire" }));
    await expect(canvas.getByRole("link", { name: "Révisions du primaire" })).not.toHaveAttribute("href", "/profiling");
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" }, locale: "en" } };
export const Tablet960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350English: Story = { globals: { viewport: { value: "xl" }, locale: "en" } };
