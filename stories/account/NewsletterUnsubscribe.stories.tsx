import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { NewsletterUnsubscribe } from "../../ui/components/account/NewsletterUnsubscribe.tsx";

const link = {
  email: "camille.durand-des-champs.revisions@example.org",
  token: "dGhpcy1pcy1hLXN0b3J5LXRva2VuLW9mLTQzLWNoYXJz",
};

/** Issue 15: the page of the newsletter mails' unsubscribe link, in each of its states and both languages. */
const meta = {
  title: "Account/NewsletterUnsubscribe",
  component: NewsletterUnsubscribe,
  args: { link, step: "confirm" },
  parameters: { path: `/newsletter/desinscription?email=${encodeURIComponent(link.email)}&token=${link.token}` },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterUnsubscribe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link changes nothing: the address, and one button (a form carrying the link's fields). */
export const Confirm: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Se désinscrire de la newsletter" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(link.email)).toBeInTheDocument();
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Confirmer la désinscription" })).toBeInTheDocument();
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form?.querySelector('input[name="email"]')).toHaveValue(link.email);
    await expect(form?.querySelector('input[name="token"]')).toHaveValue(link.token);
    await expect(canvas.getByText(/ne recevra plus la lettre d'information de Révizo/)).toBeInTheDocument();
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Confirm unsubscribing" })).toBeInTheDocument();
    await expect(canvas.getByText(/will no longer receive the Révizo newsletter/)).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Done: what stops, what does not, and how to come back. */
export const Done: Story = {
  args: { step: "done" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Désinscription confirmée" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `L'adresse ${link.email} ne recevra plus la lettre d'information de Révizo.`,
    );
    await expect(canvas.getByText(/Vous pouvez vous réinscrire à tout moment/)).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  },
};

export const DoneEnglish: Story = {
  args: { step: "done" },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeInTheDocument();
    await expect(canvas.getByText(/Changed your mind\? You can sign up again/)).toBeInTheDocument();
  },
};

/** An altered link (the API refused its token): said plainly, with what to do; no button. */
export const InvalidLink: Story = {
  args: { step: "InvalidUnsubscribeLink" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié.",
    );
    await expect(canvas.getByText(/Ouvrez à nouveau le lien du dernier courriel reçu/)).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

/** A link that lost its address or its token says the same at once. */
export const IncompleteLinkEnglish: Story = {
  args: { link: null },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This unsubscribe link is not valid: it may have been cut short or altered.",
    );
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

/** Throttled or the API out of reach: the message, and the button to try again. */
export const TooManyAttempts: Story = {
  args: { step: "TooManyAttempts" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Trop de tentatives.");
    await expect(canvas.getByRole("button", { name: "Confirmer la désinscription" })).toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: { step: "Unavailable" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Une erreur est survenue, merci d'essayer plus tard.");
  },
};

/** Issue 30: the weekly word to parents' stop link: the same page stops that mail only (its list in the form). */
export const WeeklyDigestConfirm: Story = {
  args: { link: { ...link, list: "resume-famille" } },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Ne plus recevoir le résumé de la semaine" }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('input[name="list"]')).toHaveValue("resume-famille");
  },
};

export const WeeklyDigestDoneEnglish: Story = {
  args: { link: { ...link, list: "resume-famille" }, step: "done" },
  globals: { locale: "en", viewport: { value: "md" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Weekly summary stopped" })).toBeInTheDocument();
  },
};
