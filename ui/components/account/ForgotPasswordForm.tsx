// §2 /forgot-password: asks for a reset link. Once the address is valid the page always shows the same
// confirmation, whether or not an account exists for it (nobody can test addresses here).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { checkLoginEmail } from "../../../domain/validation/rules.ts";
import { AccountForm, FormAlert, SubmitButton, TextField, useFormErrors, type FormState } from "./form-kit.tsx";

const FIELDS = ["email"] as const;

function validate(data: FormData) {
  const code = checkLoginEmail(String(data.get("email") ?? ""));
  return code ? { email: code } : null;
}

export interface ForgotPasswordFormProps {
  state?: FormState<"email"> | undefined;
  pending?: boolean;
  /** The request was taken into account: show the confirmation instead of the form. */
  sent?: boolean;
}

export function ForgotPasswordForm({ state, pending = false, sent = false }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(FIELDS, state?.errors, validate);
  return (
    <section className="account-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="account-card__title">
        <Trans>Mot de passe oublié</Trans>
      </h1>
      {sent ? (
        <FormAlert tone="success">
          <p>
            <Trans>
              Si un compte existe pour cette adresse, un email vient de partir avec un lien pour choisir un nouveau mot
              de passe. Le lien est valable peu de temps et une seule fois.
            </Trans>
          </p>
          <p>
            <Trans>Rien reçu d'ici quelques minutes ? Regardez dans les courriers indésirables.</Trans>
          </p>
        </FormAlert>
      ) : (
        <>
          <p className="account-card__lead">
            <Trans>
              Indiquez l'email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
            </Trans>
          </p>
          <FormAlert code={state?.alert} />
          <AccountForm aria-labelledby="forgot-title" formRef={formRef} onSubmit={onSubmit}>
            <TextField
              name="email"
              type="email"
              inputMode="email"
              label={t`Email`}
              autoComplete="email"
              defaultValue={state?.values?.email ?? ""}
              error={errors.email}
              onInput={() => onFieldInput("email")}
            />
            <SubmitButton pending={pending}>
              <Trans>Recevoir le lien</Trans>
            </SubmitButton>
          </AccountForm>
        </>
      )}
      <p className="account-card__footer">
        <Link to="/login">
          <Trans>Retour à la connexion</Trans>
        </Link>
      </p>
    </section>
  );
}
