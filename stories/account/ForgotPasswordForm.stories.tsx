import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ForgotPasswordForm } from "../../ui/components/account/ForgotPasswordForm.tsx";

const meta = {
  title: "Account/ForgotPasswordForm",
  component: ForgotPasswordForm,
  parameters: { path: "/forgot-password" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Recevoir le lien" }));
    await expect(canvas.getByText("Veuillez indiquer votre email.")).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText("Email"), "lea.martin");
    await userEvent.click(canvas.getByRole("button", { name: "Recevoir le lien" }));
    await expect(canvas.getByText("Email invalide.")).toBeInTheDocument();
  },
};

export const EmptyEnglishDesktop: Story = { globals: { locale: "en", viewport: { value: "lg" } } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** The same confirmation whatever the address. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Si un compte existe pour cette adresse");
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const SentEnglishPhone: Story = {
  args: { sent: true },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("If an account exists for this address");
  },
};

export const Throttled: Story = {
  args: { state: { values: { email: "lea@example.org" }, alert: "TooManyAttempts" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Trop de tentatives");
  },
};

export const ServerErrorEnglish: Story = {
  args: { state: { values: { email: "lea@example.org" }, alert: "Unavailable" } },
  globals: { locale: "en" },
};
