// §2 /premium/checkout step 2, issue 6 "sign-up or login without leaving the checkout": a compact sign-up (the
// account and, in the same form, who the buyer is and their level, so that profiling does not interrupt the
// purchase) or a login. Both post to the checkout page itself (intent signup / login), which calls the account
// area's use cases. The §5 messages and fields are the account area's (form-kit, fields).
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode, Ref } from "react";
import { Link } from "react-router";
import { LOGIN_FIELDS, type LoginField } from "../../../application/web/account/form-fields.ts";
import {
  CHECKOUT_SIGNUP_FIELDS,
  checkCheckoutSignUp,
  type CheckoutSignUpField,
} from "../../../application/web/premium/checkout-forms.ts";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import {
  AccountForm,
  CheckboxField,
  ChoiceGroup,
  FormAlert,
  SelectField,
  SubmitButton,
  formValues,
  useFormErrors,
  type FormState,
} from "../account/form-kit.tsx";
import { LoginFields, SignUpTextFields } from "../account/fields.tsx";
import { validateLogin } from "../account/login-check.ts";
import { useLevelLabel } from "../account/messages.ts";
import "../../styles/premium.css";

export type AccountMode = "signup" | "login";

export interface CheckoutAccountStepProps {
  mode: AccountMode;
  /** Links that switch between the two forms (the same checkout, ?account=login or not). */
  loginHref: string;
  signupHref: string;
  signupState?: FormState<CheckoutSignUpField> | undefined;
  loginState?: FormState<LoginField> | undefined;
  pending?: boolean;
  /** The buyer's region (two letters): the country saved with the new profile. */
  region: string;
  /** The form's address (the checkout page with its query). */
  action?: string;
}

/** Today in UTC, YYYY-MM-DD (the §5 birthday rule; the server checks again with its clock). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function validateSignUp(data: FormData) {
  const text = formValues(
    data,
    CHECKOUT_SIGNUP_FIELDS.filter((name) => name !== "acceptConditions"),
  );
  return checkCheckoutSignUp({ ...text, acceptConditions: data.get("acceptConditions") === "on", today: today() });
}

/** One of the two forms: its heading, the refusal above it, and the form posting its intent to the checkout. */
function CheckoutPanel({
  intent,
  title,
  lead,
  alert,
  formRef,
  onSubmit,
  action,
  children,
  footer,
}: {
  intent: AccountMode;
  title: ReactNode;
  lead?: ReactNode;
  alert: FormState<string>["alert"];
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  action: string | undefined;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = `checkout-${intent}-title`;
  return (
    <div className="checkout-account__panel">
      <h3 className="checkout-account__title" id={titleId}>
        {title}
      </h3>
      {lead ? <p className="checkout-account__lead">{lead}</p> : null}
      <FormAlert code={alert} />
      <AccountForm aria-labelledby={titleId} formRef={formRef} onSubmit={onSubmit} {...(action ? { action } : {})}>
        <input type="hidden" name="intent" value={intent} />
        {children}
      </AccountForm>
      {footer}
    </div>
  );
}

function LoginPart({
  state,
  pending,
  signupHref,
  action,
}: {
  state: FormState<LoginField> | undefined;
  pending: boolean;
  signupHref: string;
  action: string | undefined;
}) {
  const { t } = useLingui();
  const { onSubmit, formRef, field } = useFormErrors(LOGIN_FIELDS, state?.errors, validateLogin);
  return (
    <CheckoutPanel
      intent="login"
      title={<Trans>Connectez-vous pour continuer</Trans>}
      alert={state?.alert}
      formRef={formRef}
      onSubmit={onSubmit}
      action={action}
      footer={
        <>
          <p className="checkout-account__switch">
            <Trans>Pas encore de compte ?</Trans> <Link to={signupHref}>{t`Créer un compte`}</Link>
          </p>
          <p className="checkout-account__switch">
            <Link to="/forgot-password">
              <Trans>Mot de passe oublié ?</Trans>
            </Link>
          </p>
        </>
      }
    >
      <LoginFields field={field} email={state?.values?.email ?? ""} />
      <SubmitButton pending={pending} pendingLabel={<Trans>Connexion…</Trans>}>
        <Trans>Se connecter et continuer</Trans>
      </SubmitButton>
    </CheckoutPanel>
  );
}

function SignUpPart({
  state,
  pending,
  loginHref,
  region,
  action,
}: {
  state: FormState<CheckoutSignUpField> | undefined;
  pending: boolean;
  loginHref: string;
  region: string;
  action: string | undefined;
}) {
  const { t } = useLingui();
  const levelLabel = useLevelLabel();
  const { errors, onSubmit, onFieldInput, formRef, field } = useFormErrors(
    CHECKOUT_SIGNUP_FIELDS,
    state?.errors,
    validateSignUp,
  );
  const values = state?.values ?? {};
  return (
    <CheckoutPanel
      intent="signup"
      title={<Trans>Créez votre compte</Trans>}
      lead={<Trans>Votre abonnement sera rattaché à ce compte. Vous restez sur cette page.</Trans>}
      alert={state?.alert}
      formRef={formRef}
      onSubmit={onSubmit}
      action={action}
      footer={
        <p className="checkout-account__switch">
          <Trans>Déjà un compte ?</Trans> <Link to={loginHref}>{t`Se connecter`}</Link>
        </p>
      }
    >
      <input type="hidden" name="country" value={values.country ?? region} />
      <ChoiceGroup
        name="accessType"
        legend={t`Vous êtes`}
        defaultValue={values.accessType ?? null}
        error={errors.accessType}
        onInput={() => onFieldInput("accessType")}
        choices={[
          { value: "parent", label: t`Parent` },
          { value: "student", label: t`Élève ou étudiant` },
        ]}
      />
      <SignUpTextFields field={field} values={values} passwordHint={t`8 caractères au moins.`} />
      <SelectField
        name="levelOfEducation"
        label={t`Niveau scolaire (le vôtre, ou celui de votre enfant)`}
        placeholder={t`Choisir un niveau`}
        defaultValue={values.levelOfEducation ?? ""}
        options={LEVELS_OF_EDUCATION.map((level) => ({ value: level, label: levelLabel(level) ?? level }))}
        error={errors.levelOfEducation}
        onChange={() => onFieldInput("levelOfEducation")}
      />
      <CheckboxField
        name="acceptConditions"
        defaultChecked={values.acceptConditions === "on"}
        error={errors.acceptConditions}
        onChange={() => onFieldInput("acceptConditions")}
        label={
          <Trans>
            J'accepte les <Link to="/conditions-d-utilisation">conditions d'utilisation</Link> et les{" "}
            <Link to="/conditions-generales-de-vente">conditions générales de vente</Link>.
          </Trans>
        }
      />
      <SubmitButton pending={pending} pendingLabel={<Trans>Création du compte…</Trans>}>
        <Trans>Créer mon compte et continuer</Trans>
      </SubmitButton>
    </CheckoutPanel>
  );
}

export function CheckoutAccountStep({
  mode,
  loginHref,
  signupHref,
  signupState,
  loginState,
  pending = false,
  region,
  action,
}: CheckoutAccountStepProps) {
  return (
    <section
      className="checkout-account"
      aria-labelledby={mode === "login" ? "checkout-login-title" : "checkout-signup-title"}
    >
      {mode === "login" ? (
        <LoginPart state={loginState} pending={pending} signupHref={signupHref} action={action} />
      ) : (
        <SignUpPart state={signupState} pending={pending} loginHref={loginHref} region={region} action={action} />
      )}
    </section>
  );
}
