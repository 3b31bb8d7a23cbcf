// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): the page of a newsletter mail's unsubscribe link. Opening
// the link changes nothing (mail scanners follow links): the page shows the address and one button, a plain form
// that works without JavaScript; then it says it is done and how to come back. A link cut short or altered says so.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useWebConfig } from "../../composition/app-context.tsx";
import { AccountForm, FormAlert, SubmitButton } from "./form-kit.tsx";

/** Where the page is: asking to confirm, done, or refused (the link, throttling, the API out of reach). */
export type UnsubscribeStep = "confirm" | "done" | "InvalidUnsubscribeLink" | "TooManyAttempts" | "Unavailable";

export interface NewsletterUnsubscribeProps {
  /** The link's fields; null when the link lost its address or its token. */
  link: { email: string; token: string } | null;
  step: UnsubscribeStep;
  pending?: boolean;
}

export function NewsletterUnsubscribe({ link, step, pending = false }: NewsletterUnsubscribeProps) {
  const { brandName } = useWebConfig();
  const email = link?.email ?? "";
  const invalid = link === null || step === "InvalidUnsubscribeLink";
  return (
    <section className="account-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="account-card__title">
        {step === "done" ? <Trans>Désinscription confirmée</Trans> : <Trans>Se désinscrire de la newsletter</Trans>}
      </h1>
      {invalid ? (
        <FormAlert code="InvalidUnsubscribeLink">
          <p>
            <Trans>
              Ouvrez à nouveau le lien du dernier courriel reçu, en entier. Si vous avez un compte, vous pouvez aussi
              vous désinscrire depuis Mon compte.
            </Trans>
          </p>
        </FormAlert>
      ) : step === "done" ? (
        <>
          <FormAlert tone="success">
            <p>
              <Trans>
                L'adresse <strong className="newsletter-address">{email}</strong> ne recevra plus la lettre
                d'information de {brandName}.
              </Trans>
            </p>
          </FormAlert>
          <p>
            <Trans>
              Si vous avez un compte, ses courriels (mot de passe, commandes, rappel avant un renouvellement) continuent
              d'arriver.
            </Trans>
          </p>
          <p>
            <Trans>
              Vous avez changé d'avis ? Vous pouvez vous réinscrire à tout moment avec le formulaire des 5 fiches de
              révision gratuites qui s'affiche sur le site.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p className="account-card__lead">
            <Trans>
              L'adresse <strong className="newsletter-address">{email}</strong> ne recevra plus la lettre d'information
              de {brandName} : conseils de révision et fiches gratuites.
            </Trans>
          </p>
          <FormAlert code={step === "confirm" ? null : step} />
          <AccountForm aria-labelledby="unsubscribe-title">
            <input type="hidden" name="email" value={link.email} />
            <input type="hidden" name="token" value={link.token} />
            <SubmitButton pending={pending}>
              <Trans>Confirmer la désinscription</Trans>
            </SubmitButton>
          </AccountForm>
        </>
      )}
      <p className="account-card__footer">
        <Link to="/">
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </p>
    </section>
  );
}
