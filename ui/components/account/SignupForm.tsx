// §2 /signup/signup-form: the sign-up form with every §5 message (names, e-mail and its confirmation,
// password and its confirmation, birth date, conditions).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link } from "react-router";
import { signUpFormSchema, validateForm } from "../../../domain/validation/forms.ts";
import { PASSWORD_MIN_LENGTH, NO_COMMON_PASSWORDS } from "../../../domain/validation/rules.ts";
import { SIGNUP_FIELDS, type SignUpField } from "../../../application/web/account/form-fields.ts";
import { useAccountBrowser, useAccountBrowserOnce, useRememberedEmail } from "./account-browser.ts";
import { localToday } from "./format.ts";
import {
  AccountForm,
  CheckboxField,
  FormAlert,
  SubmitButton,
  formValues,
  useFormErrors,
  type FormState,
} from "./form-kit.tsx";
import { SignUpTextFields } from "./fields.tsx";

const TEXT_FIELDS = SIGNUP_FIELDS.filter((name) => name !== "acceptConditions");

function validate(data: FormData) {
  const input = { ...formValues(data, TEXT_FIELDS), acceptConditions: data.get("acceptConditions") === "on" };
  return validateForm(signUpFormSchema({ today: localToday(), commonPasswords: NO_COMMON_PASSWORDS }), input).match(
    () => null,
    (errors) => errors,
  );
}

export type SignupAudience = "student" | "parent";

export interface SignupFormProps {
  audience: SignupAudience;
  state?: FormState<SignUpField> | undefined;
  pending?: boolean;
}

export function SignupForm({ audience, state, pending = false }: SignupFormProps) {
  const { t } = useLingui();
  const { onSubmit, formRef, field } = useFormErrors(SIGNUP_FIELDS, state?.errors, validate);
  const emailRef = useRef<HTMLInputElement>(null);
  const values = state?.values ?? {};

  const browser = useAccountBrowser();
  // §3 session storage `register`: the e-mail typed in this tab comes back if the visitor returns.
  useRememberedEmail("register", (email) => {
    const input = emailRef.current;
    if (input && input.value === "") input.value = email;
  });
  // §7 signUpStart: the sign-up form is shown.
  useAccountBrowserOnce("signUpStart", (session) => session.signUpStarted());

  return (
    <section className="account-card account-card--wide" aria-labelledby="signup-form-title">
      <p className="account-card__step">
        {audience === "parent" ? <Trans>Compte parent</Trans> : <Trans>Compte élève ou étudiant</Trans>}
      </p>
      <h1 id="signup-form-title" className="account-card__title">
        <Trans>Créer mon compte</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>Tous les champs sont obligatoires.</Trans>
      </p>
      <FormAlert code={state?.alert}>
        {state?.alert === "SignupRefused" ? (
          <p>
            <Link to="/login">{t`Se connecter`}</Link> · <Link to="/forgot-password">{t`Mot de passe oublié ?`}</Link>
          </p>
        ) : null}
      </FormAlert>
      <AccountForm
        aria-labelledby="signup-form-title"
        formRef={formRef}
        onSubmit={(event) => {
          onSubmit(event);
          const email = emailRef.current?.value ?? "";
          if (!event.defaultPrevented) browser((session) => session.rememberEmail("register", email));
        }}
      >
        <input type="hidden" name="type" value={audience} />
        <SignUpTextFields
          field={field}
          values={values}
          passwordHint={t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          emailRef={emailRef}
        />
        <CheckboxField
          name="acceptConditions"
          defaultChecked={values.acceptConditions === "on"}
          label={
            <Trans>
              J'accepte les <Link to="/conditions-d-utilisation">conditions d'utilisation</Link> et la{" "}
              <Link to="/regles-de-confidentialite">politique de confidentialité</Link>.
            </Trans>
          }
          {...field("acceptConditions")}
        />
        <SubmitButton pending={pending} pendingLabel={<Trans>Création du compte…</Trans>}>
          <Trans>Créer mon compte</Trans>
        </SubmitButton>
      </AccountForm>
      <p className="account-card__footer">
        <Trans>Déjà un compte ?</Trans> <Link to="/login">{t`Se connecter`}</Link>
      </p>
    </section>
  );
}
