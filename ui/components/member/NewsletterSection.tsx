// Issue 15, /mon-compte: a member whose account address is on the newsletter list can leave it here with one button,
// through the same call as the unsubscribe link of the mails (docs/decisions/041-newsletter-unsubscribe.md). Shown
// only while the address is on the list, and once more to say it is done.
import { Trans } from "@lingui/react/macro";
import { AccountForm, FormAlert, SubmitButton } from "../account/form-kit.tsx";
import type { AlertCode } from "../account/messages.ts";
import "../../styles/account.css";

export interface NewsletterSectionProps {
  /** The fields that take the account address off the list; null when it is not on it. */
  link: { email: string; token: string } | null;
  /** The member has just left the list. */
  done?: boolean;
  /** Why leaving failed (the button stays). */
  alert?: AlertCode | null;
  pending?: boolean;
}

export function NewsletterSection({ link, done = false, alert = null, pending = false }: NewsletterSectionProps) {
  if (link === null && !done) return null;
  const email = link?.email ?? "";
  return (
    <section className="account-section" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="account-section__title">
        <Trans>Newsletter</Trans>
      </h2>
      {done || link === null ? (
        <FormAlert tone="success">
          <p>
            <Trans>C'est fait : vous ne recevrez plus la newsletter.</Trans>
          </p>
        </FormAlert>
      ) : (
        <>
          <p>
            <Trans>
              Vous recevez la newsletter (conseils de révision et fiches gratuites) à l'adresse{" "}
              <strong className="newsletter-address">{email}</strong>.
            </Trans>
          </p>
          <FormAlert code={alert} />
          <AccountForm aria-labelledby="newsletter-title">
            <input type="hidden" name="intent" value="unsubscribeNewsletter" />
            <input type="hidden" name="email" value={link.email} />
            <input type="hidden" name="token" value={link.token} />
            <SubmitButton tone="secondary" pending={pending}>
              <Trans>Ne plus recevoir la newsletter</Trans>
            </SubmitButton>
          </AccountForm>
        </>
      )}
    </section>
  );
}
