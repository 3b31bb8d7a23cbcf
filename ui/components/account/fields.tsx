// The field blocks the account forms share with the premium checkout (issue 6): the login's e-mail and
// password, and the sign-up's names, e-mail, password and birth date, each tied to its §5 message.
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { LoginField, SignUpField } from "../../../application/web/account/form-fields.ts";
import { TextField, type FieldBinding } from "./form-kit.tsx";

/** §2 /login: the e-mail (kept after a refusal) and the password. */
export function LoginFields({
  field,
  email,
  emailRef,
}: {
  field: (name: LoginField) => FieldBinding;
  email: string;
  emailRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        ref={emailRef}
        name="email"
        type="email"
        label={t`Email`}
        autoComplete="email"
        inputMode="email"
        defaultValue={email}
        {...field("email")}
      />
      <TextField
        name="password"
        type="password"
        label={t`Mot de passe`}
        autoComplete="current-password"
        {...field("password")}
      />
    </>
  );
}

/** The text fields of the sign-up (every field but the conditions' checkbox). */
export type SignUpTextField = Exclude<SignUpField, "acceptConditions">;

interface TextFieldDescriptor {
  name: SignUpTextField;
  label: string;
  autoComplete: string;
  type?: "email" | "password" | "date";
  hint?: string;
}

/**
 * §2 /signup/signup-form: first name and last name side by side, then e-mail, password (each with its
 * confirmation) and birth date. A refused form shows its values again, except the passwords.
 */
export function SignUpTextFields({
  field,
  values,
  passwordHint,
  emailRef,
}: {
  field: (name: SignUpTextField) => FieldBinding;
  values: Partial<Record<SignUpTextField, string>>;
  passwordHint: string;
  emailRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const names: readonly TextFieldDescriptor[] = [
    { name: "firstname", label: t`Prénom`, autoComplete: "given-name" },
    { name: "lastname", label: t`Nom`, autoComplete: "family-name" },
  ];
  const account: readonly TextFieldDescriptor[] = [
    { name: "email", type: "email", label: t`Email`, autoComplete: "email" },
    { name: "confirmEmail", type: "email", label: t`Confirmez votre email`, autoComplete: "email" },
    { name: "password", type: "password", label: t`Mot de passe`, hint: passwordHint, autoComplete: "new-password" },
    { name: "confirmPassword", type: "password", label: t`Confirmez le mot de passe`, autoComplete: "new-password" },
    { name: "birthdate", type: "date", label: t`Date de naissance`, autoComplete: "bday" },
  ];
  const input = ({ name, type, ...descriptor }: TextFieldDescriptor) => (
    <TextField
      key={name}
      ref={name === "email" ? emailRef : undefined}
      name={name}
      type={type}
      inputMode={type === "email" ? "email" : undefined}
      defaultValue={type === "password" ? undefined : (values[name] ?? "")}
      {...descriptor}
      {...field(name)}
    />
  );
  return (
    <>
      <div className="field-row">{names.map(input)}</div>
      {account.map(input)}
    </>
  );
}
