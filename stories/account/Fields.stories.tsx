// The field blocks shared by the account forms and the premium checkout (ui/components/account/fields.tsx), on their
// own: §2 /login's e-mail and password, and §2 /signup/signup-form's names, e-mail, password (each with its
// confirmation) and birth date. Empty, and as the server sends a refused form back: the values kept (never the
// passwords) and each field tied to its §5 message. Each field's binding reports its edits (onFieldInput).
import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import type { FormErrorCode } from "../../domain/validation/form-errors.ts";
import { LoginFields, SignUpTextFields, type SignUpTextField } from "../../ui/components/account/fields.tsx";
import { AccountForm, type FieldBinding } from "../../ui/components/account/form-kit.tsx";
import { expectMessage, expectNoMessage } from "../support/field-messages.ts";

type Errors = Partial<Record<SignUpTextField, FormErrorCode>>;

interface FieldsArgs {
  /** Called by a field's binding (its onInput) with the field's name. */
  onFieldInput: (name: SignUpTextField) => void;
}

/** The bindings a form's useFormErrors would hand out: each field's message, and its edits reported by name. */
function bindings(errors: Errors, onFieldInput: FieldsArgs["onFieldInput"]) {
  return (name: SignUpTextField): FieldBinding => ({ error: errors[name], onInput: () => onFieldInput(name) });
}

function Login({ onFieldInput, email = "", errors = {} }: FieldsArgs & { email?: string; errors?: Errors }) {
  return (
    <section className="account-card">
      <AccountForm aria-label="Connexion">
        <LoginFields field={bindings(errors, onFieldInput)} email={email} />
      </AccountForm>
    </section>
  );
}

function SignUp({
  onFieldInput,
  values = {},
  errors = {},
  passwordHint,
}: FieldsArgs & { values?: Partial<Record<SignUpTextField, string>>; errors?: Errors; passwordHint: string }) {
  return (
    <section className="account-card account-card--wide">
      <AccountForm aria-label="Inscription">
        <SignUpTextFields field={bindings(errors, onFieldInput)} values={values} passwordHint={passwordHint} />
      </AccountForm>
    </section>
  );
}

/** The password hint the sign-up form passes (its catalog text, PASSWORD_MIN_LENGTH = 8). */
function passwordHint(globals: Record<string, unknown>): string {
  return globals.locale === "en" ? "At least 8 characters." : "Au moins 8 caractères.";
}

const meta = {
  title: "Account/Fields",
  args: { onFieldInput: fn() },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<FieldsArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

// ─── LoginFields ─────────────────────────────────────────────────────────────────────────────────────────────

/** §2 /login, empty: the e-mail and the password, labelled; each reports its own edits. */
export const LoginEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onFieldInput }) => <Login onFieldInput={onFieldInput} />,
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText("Email");
    const password = canvas.getByLabelText("Mot de passe");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toHaveValue("");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expectNoMessage(email);
    await expectNoMessage(password);
    await userEvent.type(email, "a");
    await expect(args.onFieldInput).toHaveBeenLastCalledWith("email");
    await userEvent.type(password, "b");
    await expect(args.onFieldInput).toHaveBeenLastCalledWith("password");
    await expect(args.onFieldInput).toHaveBeenCalledTimes(2);
  },
};

export const LoginEmptyEnglish: Story = {
  ...LoginEmpty,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expectNoMessage(canvas.getByLabelText("E-mail"));
    await expectNoMessage(canvas.getByLabelText("Password"));
  },
};

/** Refused by the server: the e-mail typed is kept, the password is not; both messages tied to their field. */
export const LoginWithErrors: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onFieldInput }) => (
    <Login onFieldInput={onFieldInput} email="lea@" errors={{ email: "EmailInvalid", password: "PasswordEmpty" }} />
  ),
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText("Email");
    const password = canvas.getByLabelText("Mot de passe");
    await expect(email).toHaveValue("lea@");
    await expect(password).toHaveValue("");
    await expectMessage(email, "Email invalide.");
    await expectMessage(password, "Veuillez indiquer votre mot de passe.");
    await userEvent.type(email, "x");
    await expect(args.onFieldInput).toHaveBeenCalledWith("email");
  },
};

export const LoginWithErrorsEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  render: ({ onFieldInput }) => (
    <Login onFieldInput={onFieldInput} errors={{ email: "LoginEmailEmpty", password: "PasswordEmpty" }} />
  ),
  play: async ({ canvas }) => {
    await expectMessage(canvas.getByLabelText("E-mail"), "Please enter your e-mail.");
    await expectMessage(canvas.getByLabelText("Password"), "Please enter your password.");
  },
};

// ─── SignUpTextFields ────────────────────────────────────────────────────────────────────────────────────────

/** §2 /signup/signup-form, empty: first and last names side by side, then the others; the password's hint. */
export const SignUpEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onFieldInput }, { globals }) => (
    <SignUp onFieldInput={onFieldInput} passwordHint={passwordHint(globals)} />
  ),
  play: async ({ canvas, args }) => {
    const firstname = canvas.getByLabelText("Prénom");
    const lastname = canvas.getByLabelText("Nom");
    await expect(firstname.closest(".field-row")).toContainElement(lastname);
    for (const label of ["Prénom", "Nom", "Email", "Confirmez votre email", "Date de naissance"]) {
      await expect(canvas.getByLabelText(label)).toHaveValue("");
      await expectNoMessage(canvas.getByLabelText(label));
    }
    const password = canvas.getByLabelText("Mot de passe");
    await expect(password).toHaveAttribute("autocomplete", "new-password");
    await expect(password).toHaveAccessibleDescription("Au moins 8 caractères.");
    await expect(canvas.getByLabelText("Confirmez le mot de passe")).toHaveAttribute("type", "password");
    await expect(canvas.getByLabelText("Date de naissance")).toHaveAttribute("type", "date");
    await userEvent.type(firstname, "I");
    await expect(args.onFieldInput).toHaveBeenLastCalledWith("firstname");
    await userEvent.type(canvas.getByLabelText("Confirmez votre email"), "l");
    await expect(args.onFieldInput).toHaveBeenLastCalledWith("confirmEmail");
  },
};

export const SignUpEmptyEnglish: Story = {
  ...SignUpEmpty,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    for (const label of ["First name", "Last name", "E-mail", "Confirm your e-mail", "Confirm the password"]) {
      await expectNoMessage(canvas.getByLabelText(label));
    }
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription("At least 8 characters.");
    await expect(canvas.getByLabelText("Date of birth")).toHaveAttribute("autocomplete", "bday");
  },
};

/** Refused by the server: every value but the passwords comes back, and each field shows its §5 message. */
export const SignUpWithErrors: Story = {
  globals: { viewport: { value: "md" } },
  render: ({ onFieldInput }, { globals }) => (
    <SignUp
      onFieldInput={onFieldInput}
      passwordHint={passwordHint(globals)}
      values={{
        firstname: "",
        lastname: "Martin",
        email: "ines@",
        confirmEmail: "ines@demo.test",
        password: "court",
        confirmPassword: "autre",
        birthdate: "2090-01-01",
      }}
      errors={{
        firstname: "Required",
        email: "EmailInvalid",
        confirmEmail: "EmailsDiffer",
        password: "PasswordTooShort",
        confirmPassword: "PasswordsDiffer",
        birthdate: "BirthdayInFuture",
      }}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("Nom")).toHaveValue("Martin");
    await expect(canvas.getByLabelText("Email")).toHaveValue("ines@");
    await expect(canvas.getByLabelText("Confirmez votre email")).toHaveValue("ines@demo.test");
    await expect(canvas.getByLabelText("Date de naissance")).toHaveValue("2090-01-01");
    await expect(canvas.getByLabelText("Mot de passe")).toHaveValue("");
    await expect(canvas.getByLabelText("Confirmez le mot de passe")).toHaveValue("");
    await expectNoMessage(canvas.getByLabelText("Nom"));
    await expectMessage(canvas.getByLabelText("Prénom"), "Ce champ est requis.");
    await expectMessage(canvas.getByLabelText("Email"), "Email invalide.");
    await expectMessage(
      canvas.getByLabelText("Confirmez votre email"),
      "Erreur de validation, les emails ne correspondent pas.",
    );
    const password = canvas.getByLabelText("Mot de passe");
    await expectMessage(password, "Un mot de passe doit avoir au moins 8 caractères.");
    await expect(password).toHaveAccessibleDescription(
      "Au moins 8 caractères. Un mot de passe doit avoir au moins 8 caractères.",
    );
    await expectMessage(canvas.getByLabelText("Confirmez le mot de passe"), "Les mots de passe ne correspondent pas.");
    await expectMessage(
      canvas.getByLabelText("Date de naissance"),
      "Vous ne pouvez pas renseigner une date de naissance supérieure à la date du jour.",
    );
    await userEvent.type(password, "p");
    await expect(args.onFieldInput).toHaveBeenCalledOnce();
    await expect(args.onFieldInput).toHaveBeenCalledWith("password");
  },
};

/** The other §5 cases of the sign-up, in English. */
export const SignUpWithErrorsEnglish: Story = {
  globals: { locale: "en", viewport: { value: "xl" } },
  render: ({ onFieldInput }, { globals }) => (
    <SignUp
      onFieldInput={onFieldInput}
      passwordHint={passwordHint(globals)}
      values={{ firstname: "Inès", lastname: "", email: "ines@demo.test", birthdate: "1890-05-04" }}
      errors={{
        lastname: "Required",
        confirmEmail: "ConfirmEmailEmpty",
        password: "PasswordEmpty",
        confirmPassword: "Required",
        birthdate: "BirthdayTooEarly",
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("First name")).toHaveValue("Inès");
    await expect(canvas.getByLabelText("E-mail")).toHaveValue("ines@demo.test");
    await expect(canvas.getByLabelText("Date of birth")).toHaveValue("1890-05-04");
    await expectMessage(canvas.getByLabelText("Last name"), "This field is required.");
    await expectMessage(canvas.getByLabelText("Confirm your e-mail"), "Please confirm your e-mail.");
    await expectMessage(canvas.getByLabelText("Password"), "Please enter your password.");
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. Please enter your password.",
    );
    await expectMessage(canvas.getByLabelText("Confirm the password"), "This field is required.");
    await expectMessage(
      canvas.getByLabelText("Date of birth"),
      "Your date of birth is before the earliest date allowed.",
    );
  },
};
