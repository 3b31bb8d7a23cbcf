import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { MobileMenu } from "../../ui/components/chrome/MobileMenu.tsx";

const meta = { title: "Chrome/MobileMenu", component: MobileMenu, args: { onClose: fn() } } satisfies Meta<
  typeof MobileMenu
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2 mobile menu for a visitor: the menus, login and signup; focus stays inside (Tab wraps), Escape closes. */
export const Visitor: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: "Menu" });
    const close = within(dialog).getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(close).not.toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(within(dialog).getByText("Études supérieures"));
    await expect(within(dialog).getByRole("link", { name: "Tests de langues" })).toHaveAttribute(
      "href",
      "/revisions/tests-de-langues",
    );
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};
/** §2 member: my contents, my account, logout; no family space. */
export const Member: Story = {
  globals: { persona: "member", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Mes contenus" })).toHaveAttribute("href", "/revisions");
    await expect(canvas.getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/mon-compte");
    await expect(canvas.queryByRole("link", { name: "Espace famille" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Se déconnecter" }).closest("form")).toHaveAttribute(
      "action",
      "/logout",
    );
  },
};
export const Subscriber: Story = { globals: { persona: "subscriber", viewport: { value: "sm" } } };
/** §2 family accounts get the family-space link. */
export const Family: Story = {
  globals: { persona: "family", viewport: { value: "md" }, locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Family space" })).toBeInTheDocument();
  },
};
/** Issue 15: without profile, the header keeps its public links (only member pages lead to /profiling). */
export const WithoutProfile: Story = {
  globals: { persona: "withoutProfile", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    // Issue 15: public pages stay readable without a profile; only member pages send to /profiling.
    await expect(canvas.getByRole("link", { name: "Mes contenus" })).toHaveAttribute("href", "/revisions");
  },
};
/** §2: outside France the offers entry is a link to /premium. */
export const NoOffersEnglish: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  parameters: { offersAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Our offers" })).toHaveAttribute("href", "/premium");
  },
};
