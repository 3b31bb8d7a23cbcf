import { Trans, useLingui } from "@lingui/react/macro";

// Frame of the sign-up page; the form itself is part of the web-app issue (#5).
export default function Signup() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Créer un compte`}</title>
      <section className="page-section">
        <h1>
          <Trans>Créer un compte</Trans>
        </h1>
        <p>
          <Trans>La création de compte ouvre bientôt. Revenez dans quelques jours.</Trans>
        </p>
      </section>
    </>
  );
}
