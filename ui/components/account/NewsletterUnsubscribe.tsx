// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): the page of a newsletter mail's unsubscribe link. Opening
// the link changes nothing (mail scanners follow links): the page shows the address and one button, a plain form
// that works without JavaScript; then it says it is done and how to come back. A link cut short or altered says so.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UnsubscribeLink } from "../../../application/contracts/newsletter-unsubscribe-link.ts";
import { useWebConfig } from "../../composition/app-context.tsx";
import { AccountForm, FormAlert, SubmitButton } from "./form-kit.tsx";

/** Where the page is: asking to confirm, done, or refused (the link, throttling, the API out of reach). */
export type UnsubscribeStep = "confirm" | "done" | "InvalidUnsubscribeLink" | "TooManyAttempts" | "Unavailable";

export interface NewsletterUnsubscribeProps {
  /** The link's fields; null when the link lost its address or its token. */
  link: UnsubscribeLink | null;
  step: UnsubscribeStep;
  pending?: boolean;
}

export function NewsletterUnsubscribe({ link, step, pending = false }: NewsletterUnsubscribeProps) {
  const { brandName } = useWebConfig();
  const email = link?.email ?? "";
  const invalid = link === null || step === "InvalidUnsubscribeLink";
  // Issue 30: the link of the weekly word to parents stops that mail only.
  if (link?.list === "resume-famille" && !invalid)
    return <WeeklyDigestUnsubscribe link={link} step={step} pending={pending} />;
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
          <ConfirmForm link={link} step={step} pending={pending}>
            <Trans>Confirmer la désinscription</Trans>
          </ConfirmForm>
        </>
      )}
      <HomeLink />
    </section>
  );
}

/** Issue 30 (docs/decisions/059): the page of the weekly word to parents' stop link. */
function WeeklyDigestUnsubscribe({
  link,
  step,
  pending,
}: {
  link: UnsubscribeLink;
  step: UnsubscribeStep;
  pending: boolean;
}) {
  const email = link.email;
  return (
    <section className="account-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="account-card__title">
        {step === "done" ? (
          <Trans>Résumé de la semaine arrêté</Trans>
        ) : (
          <Trans>Ne plus recevoir le résumé de la semaine</Trans>
        )}
      </h1>
      {step === "done" ? (
        <FormAlert tone="success">
          <p>
            <Trans>
              L'adresse <strong className="newsletter-address">{email}</strong> ne recevra plus le résumé de la semaine
              de vos enfants. Vous pouvez le redemander à tout moment dans l'espace famille de Mon compte.
            </Trans>
          </p>
        </FormAlert>
      ) : (
        <>
          <p className="account-card__lead">
            <Trans>
              L'adresse <strong className="newsletter-address">{email}</strong> ne recevra plus, chaque lundi, le résumé
              de la semaine de vos enfants.
            </Trans>
          </p>
          <ConfirmForm link={link} step={step} pending={pending}>
            <Trans>Ne plus le recevoir</Trans>
          </ConfirmForm>
        </>
      )}
      <HomeLink />
    </section>
  );
}

/** The page's one form: the link's fields (its mailing too), a refusal if any, one button. */
function ConfirmForm({
  link,
  step,
  pending,
  children,
}: {
  link: UnsubscribeLink;
  step: UnsubscribeStep;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert code={step === "confirm" || step === "done" ? null : step} />
      <AccountForm aria-labelledby="unsubscribe-title">
        <input type="hidden" name="email" value={link.email} />
        <input type="hidden" name="token" value={link.token} />
        {link.list ? <input type="hidden" name="list" value={link.list} /> : null}
        <SubmitButton pending={pending}>{children}</SubmitButton>
      </AccountForm>
    </>
  );
}

function HomeLink() {
  return (
    <p className="account-card__footer">
      <Link to="/">
        <Trans>Retour à l'accueil</Trans>
      </Link>
    </p>
  );
}
