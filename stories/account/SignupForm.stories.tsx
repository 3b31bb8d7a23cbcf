import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { SignupForm } from "../../ui/components/account/SignupForm.tsx";

const meta = {
  title: "Account/SignupForm",
  component: SignupForm,
  args: { audience: "student" },
  parameters: { path: "/signup/signup-form?type=student" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sending the empty form shows every §5 case of an empty field. */
export const Empty: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(canvas.getAllByText("Ce champ est requis.")).toHaveLength(5);
    await expect(canvas.getByText("Veuillez confirmer votre email.")).toBeInTheDocument();
    await expect(canvas.getByText("Veuillez indiquer votre mot de passe.")).toBeInTheDocument();
    await expect(
      canvas.getByText("Vous devez accepter ces conditions pour poursuivre le processus."),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText("Prénom")).toHaveFocus();
  },
};

/** Differing e-mails and passwords, a short password: their own §5 messages. */
export const Mismatches: Story = {
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Prénom"), "Inès");
    await userEvent.type(canvas.getByLabelText("Nom"), "Garnier");
    await userEvent.type(canvas.getByLabelText("Email"), "ines@example.org");
    await userEvent.type(canvas.getByLabelText("Confirmez votre email"), "ines@example.com");
    await userEvent.type(canvas.getByLabelText("Mot de passe"), "court");
    await userEvent.type(canvas.getByLabelText("Confirmez le mot de passe"), "courte");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte" }));
    await expect(canvas.getByText("Erreur de validation, les emails ne correspondent pas.")).toBeInTheDocument();
    await expect(canvas.getByText("Un mot de passe doit avoir au moins 8 caractères.")).toBeInTheDocument();
    await expect(canvas.getByText("Les mots de passe ne correspondent pas.")).toBeInTheDocument();
  },
};

/** Birthday errors sent back by the server. */
export const BirthdayErrors: Story = {
  args: {
    audience: "parent",
    state: {
      values: {
        firstname: "Karim",
        lastname: "Martin",
        email: "karim@example.org",
        confirmEmail: "karim@example.org",
        birthdate: "1890-05-01",
      },
      errors: { birthdate: "BirthdayTooEarly" },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Compte parent")).toBeInTheDocument();
    await expect(canvas.getByText("Votre date de naissance dépasse la date limite fixée.")).toBeInTheDocument();
    await expect(canvas.getByLabelText("Prénom")).toHaveValue("Karim");
  },
};

export const BirthdayInFutureEnglish: Story = {
  args: { state: { errors: { birthdate: "BirthdayInFuture" } } },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You cannot enter a date of birth later than today.")).toBeInTheDocument();
  },
};

/** An address that cannot be used: the API's generic refusal, with the ways out. */
export const Refused: Story = {
  args: { state: { values: { email: "eleve@demo.test" }, alert: "SignupRefused" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Impossible de créer un compte avec ces informations.");
  },
};

export const ServerErrorEnglish: Story = {
  args: { state: { alert: "Unavailable" } },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("An error occurred, please try again later.");
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Création du compte…" })).toHaveAttribute("aria-busy", "true");
  },
};
