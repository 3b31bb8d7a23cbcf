// §5 the building blocks of every account form (ui/components/account/form-kit.tsx), each on its own: the
// labelled field in every state (empty, filled, with a hint, disabled, with each §5 message tied to it by
// aria-invalid and aria-describedby), the select, the checkbox and the radio cards, the alert above a form in its
// three tones and with every alert code, the submit button idle and pending, and the form element itself (which,
// outside the app's data router, stays on the page when sent). The French messages are checked against the
// spec's table (tests/support/form-messages-fr.ts), the English ones against the catalog.
import type { Meta, StoryObj } from "@storybook/react";
import type { FormEvent } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { FORM_ERROR_CODES, type FormErrorCode } from "../../domain/validation/form-errors.ts";
import { FORM_MESSAGES_FR } from "../../tests/support/form-messages-fr.ts";
import {
  AccountForm,
  CheckboxField,
  ChoiceGroup,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
} from "../../ui/components/account/form-kit.tsx";
import type { AlertCode } from "../../ui/components/account/messages.ts";
import { describedBy, expectMessage, expectNoMessage } from "../support/field-messages.ts";

/** §5: the English text of each form error code (ui/locales/en/account.po). */
const FORM_MESSAGES_EN: Record<FormErrorCode, string> = {
  LoginEmailEmpty: "Please enter your e-mail.",
  EmailInvalid: "Invalid e-mail.",
  ConfirmEmailEmpty: "Please confirm your e-mail.",
  EmailsDiffer: "Validation error, the e-mails do not match.",
  PasswordEmpty: "Please enter your password.",
  PasswordTooShort: "A password must have at least 8 characters.",
  PasswordTooWeak: "This password is too easy to guess, please choose another one.",
  PasswordsDiffer: "The passwords do not match.",
  Required: "This field is required.",
  ConditionsNotAccepted: "You must accept these terms to continue.",
  BirthdayTooEarly: "Your date of birth is before the earliest date allowed.",
  BirthdayInFuture: "You cannot enter a date of birth later than today.",
};

/** The text of each alert code above a form, in French and in English (ui/locales/{fr,en}/account.po). */
const ALERT_TEXT: Record<AlertCode, { fr: string; en: string }> = {
  InvalidCredentials: { fr: "Email ou mot de passe incorrect.", en: "Incorrect e-mail or password." },
  TooManyAttempts: {
    fr: "Trop de tentatives. Merci de réessayer dans quelques minutes.",
    en: "Too many attempts. Please try again in a few minutes.",
  },
  Unavailable: {
    fr: "Une erreur est survenue, merci d'essayer plus tard.",
    en: "An error occurred, please try again later.",
  },
  SignupRefused: {
    fr: "Impossible de créer un compte avec ces informations. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.",
    en: "An account cannot be created with these details. If you already have one, log in or reset your password.",
  },
  InvalidResetToken: {
    fr: "Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.",
    en: "This reset link is no longer valid. Please ask for a new one.",
  },
  PasswordIncorrect: { fr: "Mot de passe incorrect.", en: "Incorrect password." },
  EmailUnavailable: { fr: "Cette adresse email ne peut pas être utilisée.", en: "This e-mail address cannot be used." },
  FamilyLimitReached: {
    fr: "Votre famille compte déjà le nombre maximum de membres.",
    en: "Your family already has the maximum number of members.",
  },
  FamilyPlanRequired: {
    fr: "Cette action demande une offre Famille active.",
    en: "This requires an active Family plan.",
  },
  FamilyMemberNotFound: {
    fr: "Ce membre ne fait pas partie de votre famille.",
    en: "This member is not part of your family.",
  },
  InvalidUnsubscribeLink: {
    fr: "Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié.",
    en: "This unsubscribe link is not valid: it may have been cut short or altered.",
  },
  Invalid: { fr: "Certains champs sont à corriger.", en: "Some fields need correcting." },
};
const ALERT_CODES = Object.keys(ALERT_TEXT) as AlertCode[];

/** The words a story shows, in the language picked in the toolbar. */
function say(globals: Record<string, unknown>, fr: string, en: string): string {
  return globals.locale === "en" ? en : fr;
}

/** The event the form handed to its last onSubmit. */
function lastSubmitEvent(onSubmit: FormKitArgs["onSubmit"]): FormEvent<HTMLFormElement> {
  const event = (onSubmit as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as FormEvent<HTMLFormElement> | undefined;
  if (!event) throw new Error("the form was not sent");
  return event;
}

/** The classes the level select offers (a few of them). */
const LEVELS = [
  { value: "seconde", label: "Seconde" },
  { value: "première", label: "Première" },
  { value: "terminale", label: "Terminale" },
] as const;

interface FormKitArgs {
  /** The edit of a field (a FieldBinding's onInput). */
  onInput: () => void;
  /** The submission of the form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const meta = {
  title: "Account/FormKit",
  args: { onInput: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="account-page">
        <section className="account-card">
          <Story />
        </section>
      </div>
    ),
  ],
} satisfies Meta<FormKitArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

// ─── TextField ───────────────────────────────────────────────────────────────────────────────────────────────

/** An empty field: its label names it, nothing marks it invalid, and typing reaches the binding's onInput. */
export const TextFieldEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onInput }) => <TextField name="email" type="email" label="Email" autoComplete="email" onInput={onInput} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toHaveAttribute("name", "email");
    await expect(input).toHaveValue("");
    await expectNoMessage(input);
    await expect(input).not.toHaveAttribute("aria-describedby");
    await userEvent.type(input, "léa");
    await expect(input).toHaveValue("léa");
    await expect(args.onInput).toHaveBeenCalledTimes(3);
  },
};

export const TextFieldEmptyEnglish: Story = {
  ...TextFieldEmpty,
  globals: { locale: "en", viewport: { value: "lg" } },
  render: ({ onInput }) => (
    <TextField name="email" type="email" label="E-mail" autoComplete="email" onInput={onInput} />
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("E-mail");
    await expectNoMessage(input);
    await userEvent.type(input, "a");
    await expect(args.onInput).toHaveBeenCalledOnce();
  },
};

/** A value sent back by the server is shown again. */
export const TextFieldWithValue: Story = {
  globals: { viewport: { value: "sm" } },
  render: ({ onInput }) => <TextField name="firstname" label="Prénom" defaultValue="Inès" onInput={onInput} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Prénom");
    await expect(input).toHaveValue("Inès");
    await expectNoMessage(input);
  },
};

/** A hint under the label, read with the field (aria-describedby). */
export const TextFieldWithHint: Story = {
  render: ({ onInput }, { globals }) => (
    <TextField
      name="password"
      type="password"
      label={say(globals, "Mot de passe", "Password")}
      hint={say(globals, "Au moins 8 caractères.", "At least 8 characters.")}
      autoComplete="new-password"
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Mot de passe");
    const [hint] = describedBy(input);
    await expect(hint).toHaveClass("field__hint");
    await expect(input).toHaveAccessibleDescription("Au moins 8 caractères.");
    await expectNoMessage(input);
  },
};

/** A §5 message: the field is marked invalid, its message is read with it, the value typed is kept. */
export const TextFieldWithError: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onInput }, { globals }) => (
    <TextField
      name="email"
      type="email"
      label={say(globals, "Email", "E-mail")}
      defaultValue="lea@"
      error="EmailInvalid"
      onInput={onInput}
    />
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toHaveValue("lea@");
    await expectMessage(input, "Email invalide.");
    await expect(input.closest(".field")).toHaveClass("field--invalid");
    await userEvent.type(input, "x");
    await expect(args.onInput).toHaveBeenCalledOnce();
  },
};

export const TextFieldWithErrorEnglish: Story = {
  ...TextFieldWithError,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("E-mail");
    await expectMessage(input, "Invalid e-mail.");
    await expect(input).toHaveAccessibleDescription("Invalid e-mail.");
  },
};

/** Hint and message together: the field is described by both, the hint first. */
export const TextFieldWithHintAndError: Story = {
  ...TextFieldWithHint,
  globals: { viewport: { value: "md" } },
  render: ({ onInput }, { globals }) => (
    <TextField
      name="password"
      type="password"
      label={say(globals, "Mot de passe", "Password")}
      hint={say(globals, "Au moins 8 caractères.", "At least 8 characters.")}
      error="PasswordTooShort"
      autoComplete="new-password"
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Mot de passe");
    const [hint, message] = describedBy(input);
    await expect(hint).toHaveClass("field__hint");
    await expect(message).toHaveClass("field__error");
    await expectMessage(input, "Un mot de passe doit avoir au moins 8 caractères.");
    await expect(input).toHaveAccessibleDescription(
      "Au moins 8 caractères. Un mot de passe doit avoir au moins 8 caractères.",
    );
  },
};

export const TextFieldWithHintAndErrorEnglish: Story = {
  ...TextFieldWithHintAndError,
  globals: { locale: "en", viewport: { value: "xl" } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await expect(input).toHaveAccessibleDescription(
      "At least 8 characters. A password must have at least 8 characters.",
    );
  },
};

/** A disabled field: typing changes nothing and does not reach onInput. */
export const TextFieldDisabled: Story = {
  render: ({ onInput }) => (
    <TextField name="email" type="email" label="Email" defaultValue="eleve@demo.test" disabled onInput={onInput} />
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("eleve@demo.test");
    await expect(args.onInput).not.toHaveBeenCalled();
  },
};

/** Every §5 case, one field each (labelled with its code), with the spec's exact French wording. */
export const EveryErrorMessage: Story = {
  globals: { viewport: { value: "lg" } },
  render: ({ onInput }) => (
    <>
      {FORM_ERROR_CODES.map((code) => (
        <TextField key={code} name={code} label={code} error={code} onInput={onInput} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const code of FORM_ERROR_CODES) await expectMessage(canvas.getByLabelText(code), FORM_MESSAGES_FR[code]);
  },
};

export const EveryErrorMessageEnglish: Story = {
  ...EveryErrorMessage,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    for (const code of FORM_ERROR_CODES) await expectMessage(canvas.getByLabelText(code), FORM_MESSAGES_EN[code]);
  },
};

// ─── SelectField ─────────────────────────────────────────────────────────────────────────────────────────────

/** The level select with its placeholder: choosing a class reaches onInput. */
export const SelectFieldEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onInput }, { globals }) => (
    <SelectField
      name="levelOfEducation"
      label={say(globals, "Classe", "Year")}
      placeholder={say(globals, "Choisir une classe", "Choose a year")}
      options={LEVELS}
      defaultValue=""
      onInput={onInput}
    />
  ),
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText("Classe");
    await expect(select).toHaveRole("combobox");
    await expect(select).toHaveValue("");
    await expect(canvas.getByRole("option", { name: "Choisir une classe" })).toHaveValue("");
    await expectNoMessage(select);
    await userEvent.selectOptions(select, "terminale");
    await expect(select).toHaveValue("terminale");
    await expect(args.onInput).toHaveBeenCalled();
  },
};

/** A class chosen before (the profile's, or the one sent back). */
export const SelectFieldWithValue: Story = {
  ...SelectFieldEmpty,
  globals: { viewport: { value: "lg" } },
  render: ({ onInput }) => (
    <SelectField
      name="levelOfEducation"
      label="Classe"
      placeholder="Choisir une classe"
      options={LEVELS}
      defaultValue="première"
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Classe")).toHaveValue("première");
    await expect(canvas.getByRole("option", { name: "Première" })).toHaveProperty("selected", true);
  },
};

/** No class chosen: the "required" message tied to the select. */
export const SelectFieldWithError: Story = {
  ...SelectFieldEmpty,
  render: ({ onInput }, { globals }) => (
    <SelectField
      name="levelOfEducation"
      label={say(globals, "Classe", "Year")}
      placeholder={say(globals, "Choisir une classe", "Choose a year")}
      options={LEVELS}
      defaultValue=""
      error="Required"
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText("Classe");
    await expectMessage(select, "Ce champ est requis.");
    await expect(select.closest(".field")).toHaveClass("field--invalid");
  },
};

export const SelectFieldWithErrorEnglish: Story = {
  ...SelectFieldWithError,
  globals: { locale: "en", viewport: { value: "md" } },
  play: async ({ canvas }) => {
    await expectMessage(canvas.getByLabelText("Year"), "This field is required.");
  },
};

// ─── CheckboxField ───────────────────────────────────────────────────────────────────────────────────────────

/** The conditions' checkbox, unticked: its label (after the box) names it; ticking it reaches onInput. */
export const CheckboxEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onInput }, { globals }) => (
    <CheckboxField
      name="acceptConditions"
      label={say(
        globals,
        "J'accepte les conditions d'utilisation et la politique de confidentialité.",
        "I accept the terms of use and the privacy policy.",
      )}
      onInput={onInput}
    />
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByLabelText("J'accepte les conditions d'utilisation et la politique de confidentialité.");
    await expect(box).toHaveRole("checkbox");
    await expect(box).not.toBeChecked();
    await expectNoMessage(box);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onInput).toHaveBeenCalledOnce();
  },
};

/** Ticked (a refused form sends the tick back). */
export const CheckboxChecked: Story = {
  render: ({ onInput }) => (
    <CheckboxField
      name="acceptConditions"
      label="J'accepte les conditions d'utilisation et la politique de confidentialité."
      defaultChecked
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

/** §5: the conditions not accepted. */
export const CheckboxWithError: Story = {
  ...CheckboxEmpty,
  globals: { viewport: { value: "lg" } },
  render: ({ onInput }, { globals }) => (
    <CheckboxField
      name="acceptConditions"
      label={say(
        globals,
        "J'accepte les conditions d'utilisation et la politique de confidentialité.",
        "I accept the terms of use and the privacy policy.",
      )}
      error="ConditionsNotAccepted"
      onInput={onInput}
    />
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText("J'accepte les conditions d'utilisation et la politique de confidentialité.");
    await expectMessage(box, "Vous devez accepter ces conditions pour poursuivre le processus.");
    await expect(box.closest(".field")).toHaveClass("field--checkbox", "field--invalid");
  },
};

export const CheckboxWithErrorEnglish: Story = {
  ...CheckboxWithError,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText("I accept the terms of use and the privacy policy.");
    await expectMessage(box, "You must accept these terms to continue.");
  },
};

// ─── ChoiceGroup ─────────────────────────────────────────────────────────────────────────────────────────────

function AccessTypeChoices({
  onInput,
  globals,
  defaultValue,
  error,
}: {
  onInput: () => void;
  globals: Record<string, unknown>;
  defaultValue?: string;
  error?: FormErrorCode;
}) {
  return (
    <ChoiceGroup
      name="accessType"
      legend={say(globals, "Vous êtes…", "You are…")}
      defaultValue={defaultValue}
      error={error}
      onInput={onInput}
      choices={[
        {
          value: "student",
          label: say(globals, "Élève ou étudiant", "Student"),
          description: say(globals, "Je révise pour moi.", "I revise for myself."),
        },
        {
          value: "parent",
          label: say(globals, "Parent", "Parent"),
          description: say(globals, "J'accompagne mon enfant.", "I help my child."),
        },
      ]}
    />
  );
}

/** §3 radio cards in a named group: none chosen; choosing one reaches onInput. */
export const ChoiceGroupEmpty: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onInput }, { globals }) => <AccessTypeChoices onInput={onInput} globals={globals} />,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: "Vous êtes…" });
    await expect(group).not.toHaveAttribute("aria-invalid");
    const parent = canvas.getByRole("radio", { name: /^Parent/ });
    await expect(parent).not.toBeChecked();
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    await expect(args.onInput).toHaveBeenCalledOnce();
  },
};

/** A choice made before is ticked again. */
export const ChoiceGroupWithValue: Story = {
  globals: { viewport: { value: "lg" } },
  render: ({ onInput }, { globals }) => (
    <AccessTypeChoices onInput={onInput} globals={globals} defaultValue="student" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /^Élève ou étudiant/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /^Parent/ })).not.toBeChecked();
  },
};

/** Nothing chosen when sent: the group is marked invalid and described by the message. */
export const ChoiceGroupWithError: Story = {
  globals: { viewport: { value: "md" } },
  render: ({ onInput }, { globals }) => <AccessTypeChoices onInput={onInput} globals={globals} error="Required" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Vous êtes…" });
    await expectMessage(group, "Ce champ est requis.");
    await expect(group).toHaveClass("choices--invalid");
  },
};

export const ChoiceGroupWithErrorEnglish: Story = {
  ...ChoiceGroupWithError,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expectMessage(canvas.getByRole("group", { name: "You are…" }), "This field is required.");
  },
};

// ─── FormAlert ───────────────────────────────────────────────────────────────────────────────────────────────

/** A refusal above a form: announced at once (role alert). */
export const AlertError: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => <FormAlert code="InvalidCredentials" />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(ALERT_TEXT.InvalidCredentials.fr);
    await expect(alert).toHaveClass("form-alert", "form-alert--error");
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const AlertErrorEnglish: Story = {
  ...AlertError,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(ALERT_TEXT.InvalidCredentials.en);
  },
};

/** A confirmation (success): a polite status, not an alert. */
export const AlertSuccess: Story = {
  render: (_args, { globals }) => (
    <FormAlert tone="success">
      <p>{say(globals, "Votre mot de passe a été modifié.", "Your password has been changed.")}</p>
    </FormAlert>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Votre mot de passe a été modifié.");
    await expect(status).toHaveClass("form-alert--success");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Information (info): a polite status too. */
export const AlertInfo: Story = {
  globals: { locale: "en", viewport: { value: "sm" } },
  render: (_args, { globals }) => (
    <FormAlert tone="info">
      <p>{say(globals, "Connectez-vous pour voir cette page.", "Log in to see this page.")}</p>
    </FormAlert>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Log in to see this page.");
    await expect(status).toHaveClass("form-alert--info");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A code and more below it (the sign-up refusal and its links). */
export const AlertWithCodeAndLinks: Story = {
  globals: { viewport: { value: "lg" } },
  render: () => (
    <FormAlert code="SignupRefused">
      <p>
        <a href="/login">Se connecter</a> · <a href="/forgot-password">Mot de passe oublié ?</a>
      </p>
    </FormAlert>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert.querySelector("p")?.textContent).toBe(ALERT_TEXT.SignupRefused.fr);
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
  },
};

/** No code and nothing else: no alert at all (the space above the form stays empty). */
export const AlertNone: Story = {
  render: () => (
    <>
      <FormAlert code={null} />
      <FormAlert tone="success" />
      <p>Aucun message.</p>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector(".form-alert")).toBeNull();
  },
};

/** Every alert code, each with its exact text. */
export const EveryAlertCode: Story = {
  globals: { viewport: { value: "xl" } },
  render: () => (
    <>
      {ALERT_CODES.map((code) => (
        <FormAlert key={code} code={code} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole("alert");
    await expect(alerts).toHaveLength(ALERT_CODES.length);
    for (const [index, code] of ALERT_CODES.entries())
      await expect(alerts[index]?.textContent).toBe(ALERT_TEXT[code].fr);
  },
};

export const EveryAlertCodeEnglish: Story = {
  ...EveryAlertCode,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole("alert");
    await expect(alerts).toHaveLength(ALERT_CODES.length);
    for (const [index, code] of ALERT_CODES.entries())
      await expect(alerts[index]?.textContent).toBe(ALERT_TEXT[code].en);
  },
};

// ─── SubmitButton ────────────────────────────────────────────────────────────────────────────────────────────

/** Idle: a submit button that sends its form. */
export const SubmitIdle: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onSubmit }) => (
    <AccountForm aria-label="Profil" onSubmit={onSubmit}>
      <SubmitButton>Enregistrer</SubmitButton>
    </AccountForm>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Enregistrer" });
    await expect(button).toHaveAttribute("type", "submit");
    await expect(button).toHaveClass("button--primary");
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(button).not.toHaveAttribute("aria-disabled");
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Being sent: the default pending words, marked busy and disabled, and a click does not send again. */
export const SubmitPending: Story = {
  globals: { viewport: { value: "phone" } },
  render: ({ onSubmit }) => (
    <AccountForm aria-label="Profil" onSubmit={onSubmit}>
      <SubmitButton pending>Enregistrer</SubmitButton>
    </AccountForm>
  ),
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Envoi en cours…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(canvasElement.querySelector(".spinner")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitPendingEnglish: Story = {
  ...SubmitPending,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Sending…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Being sent, with the form's own pending words. */
export const SubmitPendingOwnLabel: Story = {
  globals: { viewport: { value: "md" } },
  render: ({ onSubmit }) => (
    <AccountForm aria-label="Inscription" onSubmit={onSubmit}>
      <SubmitButton pending pendingLabel="Création du compte…">
        Créer mon compte
      </SubmitButton>
    </AccountForm>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Création du compte…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByText("Créer mon compte")).not.toBeInTheDocument();
  },
};

/** The other tones (a deletion, a secondary action); a named button sends its name and value. */
export const SubmitTones: Story = {
  globals: { viewport: { value: "lg" } },
  render: ({ onSubmit }) => (
    <AccountForm aria-label="Famille" onSubmit={onSubmit}>
      <SubmitButton tone="danger" name="intent" value="remove">
        Retirer ce membre
      </SubmitButton>{" "}
      <SubmitButton tone="secondary">Annuler</SubmitButton>
    </AccountForm>
  ),
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole("button", { name: "Retirer ce membre" });
    await expect(remove).toHaveClass("button--danger");
    await expect(remove).toHaveAttribute("name", "intent");
    await expect(remove).toHaveAttribute("value", "remove");
    await expect(canvas.getByRole("button", { name: "Annuler" })).toHaveClass("button--secondary");
    await userEvent.click(remove);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

// ─── AccountForm ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The pieces together as a page shows them: an alert, fields, the button. Outside the app's data router the form is
 * a plain <form> (post, browser checks off, named by its title) whose submission stays on the page.
 */
export const AccountFormComposed: Story = {
  globals: { viewport: { value: "lg" } },
  render: ({ onInput, onSubmit }, { globals }) => (
    <>
      <h1 id="form-kit-title" className="account-card__title">
        {say(globals, "Connexion", "Log in")}
      </h1>
      <FormAlert code="Invalid" />
      <AccountForm aria-labelledby="form-kit-title" onSubmit={onSubmit}>
        <TextField
          name="email"
          type="email"
          label={say(globals, "Email", "E-mail")}
          defaultValue="lea@"
          error="EmailInvalid"
          onInput={onInput}
        />
        <TextField
          name="password"
          type="password"
          label={say(globals, "Mot de passe", "Password")}
          error="PasswordEmpty"
          onInput={onInput}
        />
        <SubmitButton>{say(globals, "Se connecter", "Log in")}</SubmitButton>
      </AccountForm>
    </>
  ),
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole("form", { name: "Connexion" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("novalidate");
    await expect(canvas.getByRole("alert")).toHaveTextContent(ALERT_TEXT.Invalid.fr);
    await expectMessage(canvas.getByLabelText("Email"), "Email invalide.");
    await expectMessage(canvas.getByLabelText("Mot de passe"), "Veuillez indiquer votre mot de passe.");
    await userEvent.click(canvas.getByRole("button", { name: "Se connecter" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const event = lastSubmitEvent(args.onSubmit);
    await expect(event.nativeEvent.defaultPrevented).toBe(true);
  },
};

export const AccountFormComposedEnglish: Story = {
  ...AccountFormComposed,
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(ALERT_TEXT.Invalid.en);
    await expectMessage(canvas.getByLabelText("E-mail"), "Invalid e-mail.");
    await expectMessage(canvas.getByLabelText("Password"), "Please enter your password.");
    await userEvent.type(canvas.getByLabelText("Password"), "secret");
    await expect(args.onInput).toHaveBeenCalledTimes(6);
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
