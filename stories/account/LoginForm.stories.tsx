import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { LoginForm } from "../../ui/components/account/LoginForm.tsx";

const meta = {
  title: "Account/LoginForm",
  component: LoginForm,
  parameters: { path: "/login" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty form; sending it shows the §5 messages on each field, without leaving the page (the checks' code loads at
 * the first focus in the form, so the first messages may take a moment).
 */
export const Empty: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(await canvas.findByText("Veuillez indiquer votre email.")).toBeInTheDocument();
    await expect(canvas.getByText("Veuillez indiquer votre mot de passe.")).toBeInTheDocument();
    const email = canvas.getByLabelText("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveFocus();
    await expect(email.getAttribute("aria-describedby")).toContain("error");
    await userEvent.type(email, "lea@");
    await expect(canvas.queryByText("Veuillez indiquer votre email.")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(canvas.getByText("Email invalide.")).toBeInTheDocument();
  },
};

export const EmptyEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Log in");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(await canvas.findByText("Please enter your e-mail.")).toBeInTheDocument();
  },
};

/** Errors sent back by the server (no JavaScript): the same messages, the e-mail kept. */
export const FieldErrors: Story = {
  args: { state: { values: { email: "lea@" }, errors: { email: "EmailInvalid", password: "PasswordEmpty" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Email")).toHaveValue("lea@");
    await expect(canvas.getByText("Email invalide.")).toBeInTheDocument();
    await expect(canvas.getByLabelText("Mot de passe")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Wrong e-mail or password: the API's one message. */
export const WrongCredentials: Story = {
  args: { state: { values: { email: "eleve@demo.test" }, alert: "InvalidCredentials" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Email ou mot de passe incorrect.");
  },
};

export const WrongCredentialsEnglish: Story = {
  ...WrongCredentials,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Incorrect e-mail or password.");
  },
};

/** Throttled (429). */
export const TooManyAttempts: Story = {
  args: { state: { values: { email: "eleve@demo.test" }, alert: "TooManyAttempts" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Trop de tentatives");
  },
};

/** The API out of reach. */
export const ServerError: Story = {
  args: { state: { values: { email: "eleve@demo.test" }, alert: "Unavailable" } },
  globals: { viewport: { value: "lg" } },
};

/** Being sent: the button says so and is marked busy. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Connexion en cours…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};

/** After a password reset: the confirmation above the form. */
export const PasswordChanged: Story = {
  args: { notice: "passwordChanged" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Votre mot de passe a été modifié.");
  },
};

/** Sent here by a member page: the page to come back to travels with the form. */
export const FromAMemberPage: Story = {
  args: { redirectTo: "/mon-compte", notice: "loginRequired" },
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Log in to see this page.");
    await expect(canvasElement.querySelector('input[name="redirectTo"]')).toHaveValue("/mon-compte");
  },
};
