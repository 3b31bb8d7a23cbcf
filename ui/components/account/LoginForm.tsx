// §2 /login: e-mail and password, the §5 messages per field, the API's one message for wrong credentials,
// the throttling message; links to the forgotten-password page and to sign-up.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link } from "react-router";
import { LOGIN_FIELDS, type LoginField } from "../../../application/web/account/form-fields.ts";
import { AccountForm, FormAlert, SubmitButton, lazyFormCheck, useFormErrors, type FormState } from "./form-kit.tsx";
import { LoginFields } from "./fields.tsx";
import { useAccountBrowser, useRememberedEmail } from "./account-browser.ts";

/** Why the visitor landed on the login page, when a previous step says so. */
export type LoginNotice = "passwordChanged" | "loggedOut" | "accountDeleted" | "loginRequired";

export interface LoginFormProps {
  state?: FormState<LoginField> | undefined;
  pending?: boolean;
  /** Same-site page to go back to after login (kept in a hidden field). */
  redirectTo?: string | null;
  notice?: LoginNotice | null;
}

/** §5 checks, loaded at the first focus in the form (the page's first load stays without valibot). */
const LOGIN_CHECK = lazyFormCheck(() => import("./login-check.ts").then((module) => module.validateLogin));

export function LoginForm({ state, pending = false, redirectTo = null, notice = null }: LoginFormProps) {
  const { t } = useLingui();
  const { onSubmit, formRef, field } = useFormErrors(LOGIN_FIELDS, state?.errors, LOGIN_CHECK);
  const emailRef = useRef<HTMLInputElement>(null);

  const browser = useAccountBrowser();
  // §3 session storage `login`: the e-mail typed last in this tab comes back in the field.
  useRememberedEmail("login", (email) => {
    const input = emailRef.current;
    if (input && input.value === "") input.value = email;
  });

  const signupHref = redirectTo ? `/signup?${new URLSearchParams({ redirectTo }).toString()}` : "/signup";
  return (
    <section className="account-card" aria-labelledby="login-title">
      <h1 id="login-title" className="account-card__title">
        <Trans>Connexion</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>Retrouvez vos cours, quiz et fiches là où vous vous êtes arrêté.</Trans>
      </p>
      {notice ? <LoginNoticeAlert notice={notice} /> : null}
      <FormAlert code={state?.alert} />
      <AccountForm
        aria-labelledby="login-title"
        formRef={formRef}
        onSubmit={(event) => {
          onSubmit(event);
          // §4: logging in starts the profiling steps list again; §3 the e-mail is kept for the tab.
          const email = emailRef.current?.value ?? "";
          if (!event.defaultPrevented) browser((session) => session.loggingIn(email));
        }}
      >
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <LoginFields field={field} email={state?.values?.email ?? ""} emailRef={emailRef} />
        <p className="account-card__aside">
          <Link to="/forgot-password">
            <Trans>Mot de passe oublié ?</Trans>
          </Link>
        </p>
        <SubmitButton pending={pending} pendingLabel={<Trans>Connexion en cours…</Trans>}>
          <Trans>Se connecter</Trans>
        </SubmitButton>
      </AccountForm>
      <p className="account-card__footer">
        <Trans>Pas encore de compte ?</Trans> <Link to={signupHref}>{t`Créer un compte`}</Link>
      </p>
    </section>
  );
}

function LoginNoticeAlert({ notice }: { notice: LoginNotice }) {
  switch (notice) {
    case "passwordChanged":
      return (
        <FormAlert tone="success">
          <p>
            <Trans>Votre mot de passe a été modifié. Connectez-vous avec le nouveau.</Trans>
          </p>
        </FormAlert>
      );
    case "loggedOut":
      return (
        <FormAlert tone="info">
          <p>
            <Trans>Vous êtes déconnecté. À bientôt !</Trans>
          </p>
        </FormAlert>
      );
    case "accountDeleted":
      return (
        <FormAlert tone="info">
          <p>
            <Trans>Votre compte et ses données ont été supprimés.</Trans>
          </p>
        </FormAlert>
      );
    case "loginRequired":
      return (
        <FormAlert tone="info">
          <p>
            <Trans>Connectez-vous pour accéder à cette page.</Trans>
          </p>
        </FormAlert>
      );
  }
}
