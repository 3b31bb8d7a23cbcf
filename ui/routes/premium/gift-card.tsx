// §2 the "gift card" offer of the header's offers menu (/premium/carte-cadeau; the path is the chrome's, see
// docs/spec-notes.md): a member types the code of a gift card and the subscription it carries is activated
// (issue 6 POST /checkout/gift-card/redeem), then the success page. A visitor is asked to log in or sign up first.
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link, redirect, redirectDocument, useNavigation } from "react-router";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { withOrder } from "../../../application/web/premium/load-order.ts";
import { RedeemGiftCard, type RedeemGiftCardFailure } from "../../../application/web/premium/redeem-gift-card.ts";
import { AccountForm, SubmitButton, TextField } from "../../components/account/form-kit.tsx";
import { GIFT_CARD_BUY_PATH, GIFT_CARD_PATH } from "../../components/premium/paths.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useSession } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageHref } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/gift-card";

type Problem = Exclude<RedeemGiftCardFailure["type"], "LoggedOut" | "ProfilingRequired" | "NotLoggedIn">;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = String(form.get("code") ?? "");
  const result = await requestContainer(context).resolve(RedeemGiftCard).execute(code);
  // The success page, loaded in full so that the whole page (header, banners) reads the new profile (§4).
  if (result.isOk()) throw redirectDocument(withOrder(result.value.successPath, result.value.orderId));
  const failure = result.error;
  if (failure.type === "LoggedOut" || failure.type === "ProfilingRequired") throw redirect(failure.redirectTo);
  if (failure.type === "NotLoggedIn") throw redirect(loginPathFor(pageHref(request)));
  const problem: Problem = failure.type;
  const status =
    problem === "TooManyAttempts" ? 429 : problem === "Unavailable" ? 503 : problem === "Unknown" ? 404 : 422;
  return data({ problem, code }, { status });
}

export default function GiftCardPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useSession();
  const navigation = useNavigation();
  const problemText = (problem: Problem) => {
    switch (problem) {
      case "Invalid":
        return t`Saisissez le code inscrit sur votre carte cadeau.`;
      case "Unknown":
        return t`Ce code ne correspond à aucune carte cadeau. Vérifiez-le et réessayez.`;
      case "AlreadyUsed":
        return t`Cette carte cadeau a déjà été utilisée.`;
      case "Cancelled":
        return t`Cette carte cadeau a été annulée : la personne qui l'a achetée s'est rétractée et a été remboursée.`;
      case "TooManyAttempts":
        return t`Trop de tentatives. Merci de réessayer dans quelques minutes.`;
      case "Unavailable":
        return t`Une erreur est survenue, merci d'essayer plus tard.`;
    }
  };
  return (
    <>
      <PageMeta title={t`Carte cadeau`} description={t`Activez votre carte cadeau pour profiter de l'abonnement.`} />
      <div className="premium-page">
        <div className="checkout-closed gift-card">
          <h1 className="checkout__title">
            <Trans>Activer une carte cadeau</Trans>
          </h1>
          <p>
            <Trans>
              Saisissez le code de votre carte : l'abonnement qu'elle offre est activé tout de suite sur votre compte.
            </Trans>
          </p>
          {session.loggedIn ? (
            <div className="checkout__panel">
              {actionData?.problem ? (
                <div className="premium-alert premium-alert--error" role="alert">
                  <p>{problemText(actionData.problem)}</p>
                </div>
              ) : null}
              <AccountForm aria-label={t`Activer une carte cadeau`}>
                <TextField
                  name="code"
                  label={t`Code de la carte cadeau`}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={64}
                  defaultValue={actionData?.code ?? ""}
                  required
                />
                <SubmitButton pending={navigation.state === "submitting"} pendingLabel={<Trans>Activation…</Trans>}>
                  <Trans>Activer ma carte</Trans>
                </SubmitButton>
              </AccountForm>
            </div>
          ) : (
            <div className="checkout__panel">
              <p>
                <Trans>Connectez-vous, ou créez votre compte, pour activer votre carte cadeau.</Trans>
              </p>
              <ul className="payment-result__actions">
                <li>
                  <Link className="button button--primary" to={loginPathFor(GIFT_CARD_PATH)}>
                    <Trans>Se connecter</Trans>
                  </Link>
                </li>
                <li>
                  <Link className="button button--outline" to="/signup">
                    <Trans>Créer un compte</Trans>
                  </Link>
                </li>
              </ul>
            </div>
          )}
          <p className="gift-card__links">
            <Trans>Vous voulez offrir un abonnement ?</Trans>{" "}
            <Link to={GIFT_CARD_BUY_PATH}>
              <Trans>Offrir une carte cadeau</Trans>
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
