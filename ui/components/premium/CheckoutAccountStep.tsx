// §2 /premium/checkout step 2, issue 6 "sign-up or login without leaving the checkout": a compact sign-up (the
// account and, in the same form, who the buyer is and their level, so that profiling does not interrupt the
// purchase) or a login. Both post to the checkout page itself (intent signup / login), which calls the account
// area's use cases. The §5 messages and fields are the account area's (form-kit).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { LoginField } from "../../../application/web/account/form-checks.ts";
import {
  CHECKOUT_SIGNUP_FIELDS,
  checkCheckoutSignUp,
  type CheckoutSignUpField,
} from "../../../application/web/premium/checkout-forms.ts";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import { LoginFormSchema, validateForm } from "../../../domain/validation/forms.ts";
import {
  AccountForm,
  CheckboxField,
  ChoiceGroup,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  formValues,
  useFormErrors,
  type FormState,
} from "../account/form-kit.tsx";
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

const LOGIN_FIELDS = ["email", "password"] as const satisfies readonly LoginField[];

function validateLogin(data: FormData) {
  return validateForm(LoginFormSchema, formValues(data, LOGIN_FIELDS)).match(
    () => null,
    (errors) => errors,
  );
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
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(LOGIN_FIELDS, state?.errors, validateLogin);
  return (
    <div className="checkout-account__panel">
      <h3 className="checkout-account__title" id="checkout-login-title">
        <Trans>Connectez-vous pour continuer</Trans>
      </h3>
      <FormAlert code={state?.alert} />
      <AccountForm
        aria-labelledby="checkout-login-title"
        formRef={formRef}
        onSubmit={onSubmit}
        {...(action ? { action } : {})}
      >
        <input type="hidden" name="intent" value="login" />
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          inputMode="email"
          defaultValue={state?.values?.email ?? ""}
          error={errors.email}
          onInput={() => onFieldInput("email")}
        />
        <TextField
          name="password"
          type="password"
          label={t`Mot de passe`}
          autoComplete="current-password"
          error={errors.password}
          onInput={() => onFieldInput("password")}
        />
        <SubmitButton pending={pending} pendingLabel={<Trans>Connexion…</Trans>}>
          <Trans>Se connecter et continuer</Trans>
        </SubmitButton>
      </AccountForm>
      <p className="checkout-account__switch">
        <Trans>Pas encore de compte ?</Trans> <Link to={signupHref}>{t`Créer un compte`}</Link>
      </p>
      <p className="checkout-account__switch">
        <Link to="/forgot-password">
          <Trans>Mot de passe oublié ?</Trans>
        </Link>
      </p>
    </div>
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
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(
    CHECKOUT_SIGNUP_FIELDS,
    state?.errors,
    validateSignUp,
  );
  const values = state?.values ?? {};
  const field = (name: CheckoutSignUpField) => ({ error: errors[name], onInput: () => onFieldInput(name) });
  return (
    <div className="checkout-account__panel">
      <h3 className="checkout-account__title" id="checkout-signup-title">
        <Trans>Créez votre compte</Trans>
      </h3>
      <p className="checkout-account__lead">
        <Trans>Votre abonnement sera rattaché à ce compte. Vous restez sur cette page.</Trans>
      </p>
      <FormAlert code={state?.alert} />
      <AccountForm
        aria-labelledby="checkout-signup-title"
        formRef={formRef}
        onSubmit={onSubmit}
        {...(action ? { action } : {})}
      >
        <input type="hidden" name="intent" value="signup" />
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
        <div className="field-row">
          <TextField
            name="firstname"
            label={t`Prénom`}
            autoComplete="given-name"
            defaultValue={values.firstname ?? ""}
            {...field("firstname")}
          />
          <TextField
            name="lastname"
            label={t`Nom`}
            autoComplete="family-name"
            defaultValue={values.lastname ?? ""}
            {...field("lastname")}
          />
        </div>
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email ?? ""}
          {...field("email")}
        />
        <TextField
          name="confirmEmail"
          type="email"
          label={t`Confirmez votre email`}
          autoComplete="email"
          inputMode="email"
          defaultValue={values.confirmEmail ?? ""}
          {...field("confirmEmail")}
        />
        <TextField
          name="password"
          type="password"
          label={t`Mot de passe`}
          hint={t`8 caractères au moins.`}
          autoComplete="new-password"
          {...field("password")}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t`Confirmez le mot de passe`}
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <TextField
          name="birthdate"
          type="date"
          label={t`Date de naissance`}
          autoComplete="bday"
          defaultValue={values.birthdate ?? ""}
          {...field("birthdate")}
        />
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
              J'accepte les <Link to="/conditions-d-utilisation">conditions d'utilisation</Link>.
            </Trans>
          }
        />
        <SubmitButton pending={pending} pendingLabel={<Trans>Création du compte…</Trans>}>
          <Trans>Créer mon compte et continuer</Trans>
        </SubmitButton>
      </AccountForm>
      <p className="checkout-account__switch">
        <Trans>Déjà un compte ?</Trans> <Link to={loginHref}>{t`Se connecter`}</Link>
      </p>
    </div>
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
