// §2 /reset: choosing a new password with the token of the e-mailed link (the page is always in French,
// §2 Language). §5 password rules.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { checkResetForm } from "../../../application/web/account/form-checks.ts";
import type { ResetField } from "../../../application/web/account/form-fields.ts";
import { PASSWORD_MIN_LENGTH } from "../../../domain/validation/rules.ts";
import {
  AccountForm,
  FormAlert,
  SubmitButton,
  TextField,
  formValues,
  useFormErrors,
  type FormState,
} from "./form-kit.tsx";

const FIELDS = ["password", "confirmPassword"] as const satisfies readonly ResetField[];

function validate(data: FormData) {
  return checkResetForm(formValues(data, FIELDS));
}

export interface ResetPasswordFormProps {
  /** The token of the link; null when the address has none. */
  token: string | null;
  state?: FormState<ResetField> | undefined;
  pending?: boolean;
}

export function ResetPasswordForm({ token, state, pending = false }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(FIELDS, state?.errors, validate);
  const expired = state?.alert === "InvalidResetToken";
  return (
    <section className="account-card" aria-labelledby="reset-title">
      <h1 id="reset-title" className="account-card__title">
        <Trans>Choisir un nouveau mot de passe</Trans>
      </h1>
      {token === null || expired ? (
        <>
          <FormAlert code={expired ? "InvalidResetToken" : null}>
            {expired ? null : (
              <p>
                <Trans>Ce lien est incomplet. Ouvrez le lien reçu par email, ou demandez-en un nouveau.</Trans>
              </p>
            )}
          </FormAlert>
          <Link className="button button--primary account-submit" to="/forgot-password">
            <Trans>Demander un nouveau lien</Trans>
          </Link>
        </>
      ) : (
        <>
          <p className="account-card__lead">
            <Trans>Une fois enregistré, connectez-vous avec ce nouveau mot de passe sur tous vos appareils.</Trans>
          </p>
          <FormAlert code={state?.alert} />
          <AccountForm aria-labelledby="reset-title" formRef={formRef} onSubmit={onSubmit}>
            <input type="hidden" name="token" value={token} />
            <TextField
              name="password"
              type="password"
              label={t`Nouveau mot de passe`}
              hint={t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
              autoComplete="new-password"
              error={errors.password}
              onInput={() => onFieldInput("password")}
            />
            <TextField
              name="confirmPassword"
              type="password"
              label={t`Confirmez le mot de passe`}
              autoComplete="new-password"
              error={errors.confirmPassword}
              onInput={() => onFieldInput("confirmPassword")}
            />
            <SubmitButton pending={pending}>
              <Trans>Enregistrer le mot de passe</Trans>
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
