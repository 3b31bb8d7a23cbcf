import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ResetPasswordForm } from "../../ui/components/account/ResetPasswordForm.tsx";

const meta = {
  title: "Account/ResetPasswordForm",
  component: ResetPasswordForm,
  args: { token: "0f1e2d3c4b5a" },
  parameters: { path: "/reset?token=0f1e2d3c4b5a" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §5 password rules on the new password and its confirmation. */
export const Empty: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="token"]')).toHaveValue("0f1e2d3c4b5a");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer le mot de passe" }));
    await expect(canvas.getByText("Veuillez indiquer votre mot de passe.")).toBeInTheDocument();
    await expect(canvas.getByText("Ce champ est requis.")).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText("Nouveau mot de passe"), "1234567");
    await userEvent.type(canvas.getByLabelText("Confirmez le mot de passe"), "7654321");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer le mot de passe" }));
    await expect(canvas.getByText("Un mot de passe doit avoir au moins 8 caractères.")).toBeInTheDocument();
    await expect(canvas.getByText("Les mots de passe ne correspondent pas.")).toBeInTheDocument();
  },
};

export const Desktop: Story = { globals: { viewport: { value: "lg" } } };

/** The page is French whatever the language (§2); the English catalogue still covers it. */
export const English: Story = { globals: { locale: "en" } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerErrors: Story = {
  args: { state: { errors: { password: "PasswordTooShort" }, alert: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Nouveau mot de passe")).toHaveAttribute("aria-invalid", "true");
  },
};

/** A used or expired link: a way to ask for a new one instead of the form. */
export const ExpiredLink: Story = {
  args: { state: { alert: "InvalidResetToken" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Ce lien de réinitialisation n'est plus valable.");
    await expect(canvas.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  },
};

export const MissingToken: Story = {
  args: { token: null },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ce lien est incomplet/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText("Nouveau mot de passe")).not.toBeInTheDocument();
  },
};
