// §2 /signup/successfull-signin: the welcome after sign-up, and the next step (profiling).
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { DoneIcon } from "./icons.tsx";
import "../../styles/account.css";

export function SignupSuccess({ firstname, profilingHref }: { firstname: string | null; profilingHref: string }) {
  return (
    <section className="account-card" aria-labelledby="welcome-title">
      <p className="account-card__icon">
        <DoneIcon />
      </p>
      <h1 id="welcome-title" className="account-card__title">
        {firstname ? <Trans>Bienvenue {firstname} !</Trans> : <Trans>Bienvenue !</Trans>}
      </h1>
      <p className="account-card__lead">
        <Trans>Votre compte est créé et vous êtes connecté.</Trans>
      </p>
      <p>
        <Trans>
          Dernière étape : dites-nous en deux questions qui vous êtes et en quelle classe, pour vous proposer les bons
          cours, quiz et fiches.
        </Trans>
      </p>
      <Link className="button button--primary account-submit" to={profilingHref}>
        <Trans>Compléter mon profil</Trans>
      </Link>
    </section>
  );
}
