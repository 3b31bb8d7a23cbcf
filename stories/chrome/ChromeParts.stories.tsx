// Chrome parts without a story of their own: the popin frame (the e-mail and promo popins draw their content
// inside it), the logout form of the account menus, the footer's cookie-preferences button and the header's
// ChromeLink. The popin frame is always open while it is mounted: its host decides when to show it, so the
// stories mount it from a small host with an opener button (Escape and the close button ask the host to unmount
// it, and the dialog then gives the focus back to the opener).
import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ChromeLink } from "../../ui/components/chrome/ChromeLink.tsx";
import { CookiePreferencesButton } from "../../ui/components/chrome/CookiePreferences.tsx";
import { LogoutForm } from "../../ui/components/chrome/LogoutForm.tsx";
import { Popin, type PopinProps } from "../../ui/components/chrome/Popin.tsx";
import { currentFakes, withChromeContainer } from "./support.tsx";

/** Mounts the popin (at once, or from its opener button) and unmounts it when it asks to close. */
function PopinHost({ startOpen = true, onClose, ...props }: PopinProps & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Ouvrir la popin
      </button>
      {open ? (
        <Popin
          {...props}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

const frenchBody = (
  <>
    <p>Profitez de toutes les fiches et de tous les quiz sans limite, sur ordinateur, tablette et téléphone.</p>
    <a href="/premium" className="button button--primary">
      Découvrir Premium
    </a>
  </>
);

const englishBody = (
  <>
    <p>Get every revision sheet and every quiz without limits, on computer, tablet and phone.</p>
    <a href="/premium" className="button button--primary">
      Discover Premium
    </a>
  </>
);

const meta = {
  title: "Chrome/ChromeParts",
  component: Popin,
  args: { title: "Passez à Premium", children: frenchBody, onClose: fn() },
  render: (args) => <PopinHost {...args} />,
} satisfies Meta<typeof Popin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows where the in-memory router is, to check where a link went. */
function CurrentPath() {
  return <p>Page : {useLocation().pathname}</p>;
}

// ——— Popin ———

/** The frame: a modal dialog named by its title, the focus on its close button, Tab kept inside. */
export const PopinOpen: Story = {
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: "Passez à Premium" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toHaveClass("dialog", "popin");
    await expect(within(dialog).getByRole("heading", { level: 2, name: "Passez à Premium" })).toBeInTheDocument();
    const close = within(dialog).getByRole("button", { name: "Fermer" });
    const offer = within(dialog).getByRole("link", { name: "Découvrir Premium" });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(offer).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(offer).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Opened from a button: Escape closes it and the focus goes back to that button. */
export const PopinEscapeRestoresFocus: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => <PopinHost {...args} startOpen={false} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("dialog")).toBeNull();
    const opener = canvas.getByRole("button", { name: "Ouvrir la popin" });
    await userEvent.click(opener);
    const dialog = canvas.getByRole("dialog", { name: "Passez à Premium" });
    await expect(within(dialog).getByRole("button", { name: "Fermer" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The close button (named in English) asks the host to close; the focus goes back to the opener. */
export const PopinCloseButtonEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  args: { title: "Go Premium", children: englishBody },
  render: (args) => <PopinHost {...args} startOpen={false} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole("button", { name: "Ouvrir la popin" });
    await userEvent.click(opener);
    const dialog = canvas.getByRole("dialog", { name: "Go Premium" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** A press on the backdrop, outside the panel, closes the popin too; a press inside the panel does not. */
export const PopinBackdropCloses: Story = {
  globals: { viewport: { value: "md" } },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: "Passez à Premium" });
    await userEvent.click(within(dialog).getByText(/Profitez de toutes les fiches/));
    await expect(args.onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement as HTMLElement;
    await expect(backdrop).toHaveClass("dialog-backdrop");
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

/**
 * While something is in flight (closable false) the close button is disabled and neither Escape nor the backdrop
 * closes the popin; the focus starts on the first control of the content.
 */
export const PopinNotClosable: Story = {
  globals: { viewport: { value: "phone" } },
  args: { closable: false },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("dialog", { name: "Passez à Premium" });
    await expect(within(dialog).getByRole("button", { name: "Fermer" })).toBeDisabled();
    await expect(within(dialog).getByRole("link", { name: "Découvrir Premium" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole("dialog", { name: "Passez à Premium" })).toBeInTheDocument();
  },
};

/** The popins add their own class to the frame's. */
export const PopinWithClassEnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  args: { title: "Go Premium", children: englishBody, className: "promo-popin" },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole("dialog", { name: "Go Premium" });
    await expect(dialog).toHaveClass("dialog", "popin", "promo-popin");
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
  },
};

export const PopinTablet600: Story = { globals: { viewport: { value: "sm" } } };
export const PopinDesktop1350English: Story = {
  globals: { viewport: { value: "xl" }, locale: "en" },
  args: { title: "Go Premium", children: englishBody },
};

// ——— LogoutForm ———

/** Submits the logout form of the story and records the submission instead of leaving the page. */
async function submitLogout(button: HTMLElement) {
  const form = button.closest("form") as HTMLFormElement;
  const onSubmit = fn((event: SubmitEvent) => event.preventDefault());
  form.addEventListener("submit", onSubmit);
  await userEvent.click(button);
  form.removeEventListener("submit", onSubmit);
  return { form, onSubmit };
}

/** §2 the account menu's logout: a plain POST form to /logout, submitted by its button. */
export const LogoutFormDropdown: Story = {
  globals: { persona: "member", viewport: { value: "lg" } },
  render: () => (
    <div className="dropdown__panel" style={{ position: "static", width: 260, margin: 24 }}>
      <LogoutForm className="dropdown__logout" />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Se déconnecter" });
    await expect(button).toHaveAttribute("type", "submit");
    const { form, onSubmit } = await submitLogout(button);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/logout");
    await expect(form).toHaveClass("logout-form", "dropdown__logout");
  },
};

/** The mobile menu's logout, in English. */
export const LogoutFormMobileEnglish: Story = {
  globals: { persona: "subscriber", locale: "en", viewport: { value: "phone" } },
  render: () => <LogoutForm className="mobile-menu__logout" />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Log out" });
    const { form, onSubmit } = await submitLogout(button);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(form).toHaveAttribute("action", "/logout");
  },
};

// ——— CookiePreferencesButton ———

/** The footer around the button (dark background, footer link colours). */
function InFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ul>
          <li>
            <CookiePreferencesButton />
          </li>
        </ul>
      </div>
    </footer>
  );
}

/**
 * §2 the footer button opens the consent dialog (loaded on demand); Escape closes it and gives the focus back
 * to the button, without saving a choice.
 */
export const CookiePreferencesOpen: Story = {
  globals: { viewport: { value: "phone" } },
  decorators: [withChromeContainer],
  render: () => <InFooter />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Préférences cookies" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await userEvent.click(button);
    const dialog = await canvas.findByRole("dialog", { name: "Vos préférences cookies" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(within(dialog).getByRole("button", { name: "Fermer" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
    await expect(currentFakes?.storage.get("local", "cookieConsent")).toBeNull();
  },
};

/** "Accept all" saves the choice (analytics and marketing), loads the tag manager and closes the dialog. */
export const CookiePreferencesAcceptAllEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  decorators: [withChromeContainer],
  render: () => <InFooter />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Cookie preferences" });
    await userEvent.click(button);
    const dialog = await canvas.findByRole("dialog", { name: "Your cookie preferences" });
    await expect(currentFakes?.tagManager.loads).toBe(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(currentFakes?.storage.get("local", "cookieConsent")).toMatch(/^a1\.m1\.\d+$/);
    await expect(currentFakes?.tagManager.loads).toBe(1);
    await expect(button).toHaveFocus();
  },
};

/** A second opening shows the stored choice: "Refuse all" was saved, the boxes are unticked. */
export const CookiePreferencesReopen: Story = {
  globals: { viewport: { value: "md" } },
  decorators: [withChromeContainer],
  render: () => <InFooter />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Préférences cookies" });
    await userEvent.click(button);
    let dialog = await canvas.findByRole("dialog", { name: "Vos préférences cookies" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Mesure d'audience/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Tout refuser" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(currentFakes?.storage.get("local", "cookieConsent")).toMatch(/^a0\.m0\.\d+$/);
    await userEvent.click(button);
    dialog = await canvas.findByRole("dialog", { name: "Vos préférences cookies" });
    await expect(within(dialog).getByRole("checkbox", { name: /Mesure d'audience/ })).not.toBeChecked();
    await expect(within(dialog).getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
    await expect(currentFakes?.tagManager.loads).toBe(0);
  },
};

// ——— ChromeLink ———

/** Two header links and where the router is. */
function HeaderLinks({ sheets = "Fiches de révision" }: { sheets?: string }) {
  return (
    <nav style={{ display: "flex", gap: 16, padding: 24 }}>
      <ChromeLink to="/fiches-de-revision" className="main-nav__link">
        {sheets}
      </ChromeLink>
      <ChromeLink to="/premium" className="main-nav__link">
        Premium
      </ChromeLink>
      <ChromeLink to="/mon-compte" className="main-nav__link">
        Compte
      </ChromeLink>
      <CurrentPath />
    </nav>
  );
}

/** §2 for a visitor (and any viewer with a profile) a header link goes where it says. */
export const ChromeLinkVisitor: Story = {
  globals: { persona: "visitor", viewport: { value: "lg" } },
  render: () => <HeaderLinks />,
  play: async ({ canvas }) => {
    const sheets = canvas.getByRole("link", { name: "Fiches de révision" });
    await expect(sheets).toHaveAttribute("href", "/fiches-de-revision");
    await expect(sheets).toHaveClass("main-nav__link");
    await expect(canvas.getByRole("link", { name: "Premium" })).toHaveAttribute("href", "/premium");
    await userEvent.click(sheets);
    await expect(canvas.getByText("Page : /fiches-de-revision")).toBeInTheDocument();
  },
};

/**
 * §2 a connected member without profile is sent to /profiling by the header links to member pages; issue 15: the
 * public pages stay readable without a profile.
 */
export const ChromeLinkWithoutProfile: Story = {
  globals: { persona: "withoutProfile", viewport: { value: "phone" } },
  render: () => <HeaderLinks />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Fiches de révision" })).toHaveAttribute(
      "href",
      "/fiches-de-revision",
    );
    await expect(canvas.getByRole("link", { name: "Premium" })).toHaveAttribute("href", "/premium");
    const account = canvas.getByRole("link", { name: "Compte" });
    await expect(account).toHaveAttribute("href", "/profiling");
    await userEvent.click(account);
    await expect(canvas.getByText("Page : /profiling")).toBeInTheDocument();
  },
};

/** A member with a profile is not redirected (English interface; the links carry no text of their own). */
export const ChromeLinkMemberEnglish: Story = {
  globals: { persona: "member", locale: "en", viewport: { value: "phone" } },
  render: () => <HeaderLinks sheets="Revision sheets" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Revision sheets" })).toHaveAttribute("href", "/fiches-de-revision");
    await expect(canvas.getByRole("link", { name: "Premium" })).toHaveAttribute("href", "/premium");
  },
};
