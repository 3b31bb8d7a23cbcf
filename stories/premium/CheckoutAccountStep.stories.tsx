import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { CheckoutAccountStep } from "../../ui/components/premium/CheckoutAccountStep.tsx";

const meta = {
  title: "Premium/CheckoutAccountStep",
  component: CheckoutAccountStep,
  args: {
    mode: "signup",
    loginHref: "/premium/checkout?plan=family-yearly&account=login",
    signupHref: "/premium/checkout?plan=family-yearly",
    region: "FR",
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutAccountStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Créez votre compte" })).toBeInTheDocument();
    // §5 messages at once, before anything is sent; the first field to correct gets the focus.
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte et continuer" }));
    await expect(canvas.getAllByText("Ce champ est requis.").length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByText("Veuillez confirmer votre email.")).toBeInTheDocument();
    await expect(
      canvas.getByText("Vous devez accepter ces conditions pour poursuivre le processus."),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Parent" })).toHaveFocus();
    // Issue 15: the terms of sale are accepted here, beside the terms of use.
    await expect(canvas.getByRole("link", { name: "conditions générales de vente" })).toHaveAttribute(
      "href",
      "/conditions-generales-de-vente",
    );
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/premium/checkout?plan=family-yearly&account=login",
    );
  },
};

export const SignUpFilledIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Parent" }));
    await userEvent.type(canvas.getByLabelText("Prénom"), "Awa");
    await userEvent.type(canvas.getByLabelText("Nom"), "Diallo");
    await userEvent.type(canvas.getByLabelText("Email"), "awa@example.org");
    await userEvent.type(canvas.getByLabelText("Confirmez votre email"), "awa@example.org");
    await userEvent.type(canvas.getByLabelText("Mot de passe"), "court");
    await userEvent.click(canvas.getByRole("button", { name: "Créer mon compte et continuer" }));
    await expect(canvas.getByText("Un mot de passe doit avoir au moins 8 caractères.")).toBeInTheDocument();
    await expect(canvas.queryByText("Veuillez confirmer votre email.")).toBeNull();
  },
};

export const SignUpEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "You are" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "terms of sale" })).toHaveAttribute(
      "href",
      "/conditions-generales-de-vente",
    );
  },
};

export const SignUpRefusedByTheServer: Story = {
  args: {
    signupState: {
      values: {
        firstname: "Awa",
        lastname: "Diallo",
        email: "awa@example.org",
        confirmEmail: "awa@example.org",
        accessType: "parent",
        levelOfEducation: "4ème",
        birthdate: "1985-04-02",
        acceptConditions: "on",
      },
      alert: "SignupRefused",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Impossible de créer un compte avec ces informations.");
    await expect(canvas.getByLabelText("Prénom")).toHaveValue("Awa");
    await expect(canvas.getByRole("radio", { name: "Parent" })).toBeChecked();
  },
};

export const Login: Story = {
  args: { mode: "login" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Connectez-vous pour continuer" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter et continuer" }));
    await expect(canvas.getByText("Veuillez indiquer votre email.")).toBeInTheDocument();
    await expect(canvas.getByText("Veuillez indiquer votre mot de passe.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/premium/checkout?plan=family-yearly",
    );
  },
};

export const LoginWrongPassword: Story = {
  args: { mode: "login", loginState: { values: { email: "eleve@demo.test" }, alert: "InvalidCredentials" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Email ou mot de passe incorrect.");
    await expect(canvas.getByLabelText("Email")).toHaveValue("eleve@demo.test");
  },
};

export const LoginPendingEnglish: Story = {
  args: { mode: "login", pending: true },
  globals: { locale: "en" },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("button", { name: "Logging in…" })).toHaveAttribute("aria-busy", "true"),
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960Login: Story = { args: { mode: "login" }, globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
