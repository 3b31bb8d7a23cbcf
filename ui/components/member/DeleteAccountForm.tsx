// My account: deleting the account, with a clear warning and the current password as confirmation.
import { Trans, useLingui } from "@lingui/react/macro";
import { checkLoginPassword } from "../../../domain/validation/rules.ts";
import {
  AccountForm,
  FormAlert,
  SubmitButton,
  TextField,
  useFormErrors,
  type FormState,
} from "../account/form-kit.tsx";

const FIELDS = ["password"] as const;

export interface DeleteAccountFormProps {
  state?: FormState<"password"> | undefined;
  pending?: boolean;
  /** The member holds a plan (the warning says the subscription ends with the account). */
  subscribed?: boolean;
}

export function DeleteAccountForm({ state, pending = false, subscribed = false }: DeleteAccountFormProps) {
  const { t } = useLingui();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(FIELDS, state?.errors, (data) => {
    const code = checkLoginPassword(String(data.get("password") ?? ""));
    return code ? { password: code } : null;
  });
  return (
    <section className="account-section account-section--danger" aria-labelledby="delete-title">
      <h2 id="delete-title" className="account-section__title">
        <Trans>Supprimer mon compte</Trans>
      </h2>
      <details className="account-disclosure" open={Boolean(state?.errors || state?.alert) || undefined}>
        <summary className="account-disclosure__summary">
          <Trans>Je veux supprimer mon compte</Trans>
        </summary>
        <div className="danger-note">
          <p>
            <strong>
              <Trans>Attention : la suppression est définitive.</Trans>
            </strong>{" "}
            <Trans>
              Votre profil, votre progression et vos réglages seront effacés et ne pourront pas être récupérés.
            </Trans>
          </p>
          {subscribed ? (
            <p>
              <Trans>
                Votre abonnement s'arrête avec le compte. Si vous êtes titulaire d'une offre Famille, les comptes
                enfants perdent aussi l'accès à l'abonnement.
              </Trans>
            </p>
          ) : null}
        </div>
        <FormAlert code={state?.alert} />
        <AccountForm aria-labelledby="delete-title" formRef={formRef} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="deleteAccount" />
          <TextField
            name="password"
            type="password"
            label={t`Votre mot de passe, pour confirmer`}
            autoComplete="current-password"
            error={errors.password}
            onInput={() => onFieldInput("password")}
          />
          <SubmitButton tone="danger" pending={pending} pendingLabel={<Trans>Suppression…</Trans>}>
            <Trans>Supprimer définitivement mon compte</Trans>
          </SubmitButton>
        </AccountForm>
      </details>
    </section>
  );
}
