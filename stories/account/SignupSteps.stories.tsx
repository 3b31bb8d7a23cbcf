import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SignupChoice } from "../../ui/components/account/SignupChoice.tsx";
import { SignupSuccess } from "../../ui/components/account/SignupSuccess.tsx";

/** The first and last steps of sign-up: who the account is for, and the welcome. */
function SignupSteps({ step }: { step: "choice" | "welcome" }) {
  return (
    <div className="account-page">
      {step === "choice" ? (
        <SignupChoice />
      ) : (
        <SignupSuccess firstname={null} profilingHref="/profiling?accessType=student" />
      )}
    </div>
  );
}

const meta = { title: "Account/SignupSteps", component: SignupSteps, args: { step: "choice" } } satisfies Meta<
  typeof SignupSteps
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choice: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Créer un compte");
    await expect(canvas.getByRole("link", { name: /Je suis parent/ })).toHaveAttribute(
      "href",
      "/signup/signup-form?type=parent",
    );
    await expect(canvas.getByRole("link", { name: /Je suis élève ou étudiant/ })).toHaveAttribute(
      "href",
      "/signup/signup-form?type=student",
    );
  },
};

export const ChoiceEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Create an account");
  },
};

export const Welcome: Story = {
  args: { step: "welcome" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Bienvenue !");
    await expect(canvas.getByRole("link", { name: "Compléter mon profil" })).toHaveAttribute(
      "href",
      "/profiling?accessType=student",
    );
  },
};

export const WelcomeEnglishPhone: Story = {
  args: { step: "welcome" },
  globals: { locale: "en", viewport: { value: "phone" } },
};

export const WelcomeWithName: Story = {
  render: () => (
    <div className="account-page">
      <SignupSuccess firstname="Inès" profilingHref="/profiling" />
    </div>
  ),
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Bienvenue Inès !");
  },
};
