// §2 /signup: the first step of sign-up: who the account is for (a pupil or student, or a parent).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ParentIcon, StudentIcon } from "./icons.tsx";
import "../../styles/account.css";

export function SignupChoice() {
  const { t } = useLingui();
  const choices = [
    {
      type: "student",
      title: t`Je suis élève ou étudiant`,
      text: t`Cours, quiz, fiches et annales de mon niveau, et le suivi de mes révisions.`,
    },
    {
      type: "parent",
      title: t`Je suis parent`,
      text: t`Accompagner mon enfant dans ses révisions, et un compte pour chacun avec l'offre Famille.`,
    },
  ] as const;
  return (
    <section className="account-card account-card--wide" aria-labelledby="signup-title">
      <h1 id="signup-title" className="account-card__title">
        <Trans>Créer un compte</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>Gratuit et sans engagement. Pour commencer, dites-nous qui vous êtes.</Trans>
      </p>
      <ul className="signup-choices">
        {choices.map((choice) => (
          <li key={choice.type}>
            <Link className="signup-choice" to={`/signup/signup-form?type=${choice.type}`}>
              <span className="signup-choice__icon">
                {choice.type === "student" ? <StudentIcon /> : <ParentIcon />}
              </span>
              <span className="signup-choice__title">{choice.title}</span>
              <span className="signup-choice__text">{choice.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="account-card__footer">
        <Trans>Déjà un compte ?</Trans> <Link to="/login">{t`Se connecter`}</Link>
      </p>
    </section>
  );
}
