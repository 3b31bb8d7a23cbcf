// §2 /signup (/register redirects here): the first step of sign-up, who the account is for. A member
// already logged in goes to their home.
import { useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { POST_LOGIN_HOME } from "../../../application/web/account/redirect-target.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { SignupChoice } from "../../components/account/SignupChoice.tsx";
import { viewerLoggedIn } from "./account.server.ts";
import type { Route } from "./+types/signup";

export function loader({ context }: Route.LoaderArgs) {
  if (viewerLoggedIn(context)) throw redirect(POST_LOGIN_HOME);
  return null;
}

export default function SignupPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Créer un compte`}
        description={t`Créez votre compte gratuit : cours, quiz, fiches de révision et annales, du primaire au supérieur.`}
      />
      <div className="account-page">
        <SignupChoice />
      </div>
    </>
  );
}
