// §2 /premium/checkout step 3: "Payer". §5: a mobile-money plan needs an e-mail (prefilled with the account's).
// The form posts the choice (plan, campaign slug, coupon, e-mail, a key chosen once per page) to the checkout
// page, which opens the order (POST /checkout/sessions, priced by the server) and sends the browser to the
// provider's page.
// Issue 15: the 14-day right of withdrawal is stated, and a required box records the buyer's express consent to
// start at once and their acknowledgement of losing that right (Code de la consommation L221-28 13°).
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { StartCheckoutFailure } from "../../../application/web/premium/start-checkout.ts";
import type { ProviderKind } from "../../../domain/premium/plan.ts";
import { WITHDRAWAL_PERIOD_DAYS } from "../../../domain/premium/withdrawal.ts";
import { AccountForm, CheckboxField, SubmitButton, TextField, useFormErrors } from "../account/form-kit.tsx";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import "../../styles/premium.css";

/** What the payment step says after a refused attempt (the e-mail cases show on the field). */
export type PaymentProblem = Exclude<
  StartCheckoutFailure,
  | { type: "EmailRequired" }
  | { type: "EmailInvalid" }
  | { type: "WithdrawalWaiverRequired" }
  | { type: "NotLoggedIn" }
  | { type: "LoggedOut" }
  | { type: "ProfilingRequired" }
>;

export interface PaymentStepProps {
  /** The total as written ("149,99 €"). */
  totalLabel: string;
  provider: ProviderKind;
  emailRequired: boolean;
  defaultEmail?: string;
  emailError?: "EmailRequired" | "EmailInvalid" | null;
  /** The withdrawal box was not ticked (the server refused). */
  waiverMissing?: boolean;
  problem?: PaymentProblem | null;
  /** The fields sent with "Payer" (planId, campaignSlug, couponCode, emailRequired, idempotencyKey). */
  hidden: Record<string, string>;
  pending?: boolean;
  /** Who is buying ("Connecté en tant que …"). */
  buyer?: ReactNode;
  /** §7 purchaseStart, when the buyer asks to pay. */
  onPay?: () => void;
  action?: string;
}

/** The text of a refused payment attempt. */
export function usePaymentProblemText(): (problem: PaymentProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem.type) {
      case "CouponInvalid":
        switch (problem.reason) {
          case "AlreadyRedeemed":
            return t`Vous avez déjà utilisé ce code promo. Retirez-le pour continuer.`;
          case "Expired":
            return t`Ce code promo a expiré. Retirez-le pour continuer.`;
          case "NotStarted":
            return t`Ce code promo n'est pas encore valable. Retirez-le pour continuer.`;
          case "Exhausted":
            return t`Ce code promo n'est plus disponible. Retirez-le pour continuer.`;
          default:
            return t`Ce code promo ne peut pas être utilisé pour cette formule. Retirez-le pour continuer.`;
        }
      case "OfferUnavailable":
        return problem.code === "CampaignNotStarted"
          ? t`Cette offre n'a pas encore commencé.`
          : t`Cette offre n'est plus disponible.`;
      case "PlanUnavailable":
        return t`Cette formule n'est pas proposée dans votre pays. Choisissez une autre formule.`;
      case "FormIncomplete":
        return t`Le formulaire de paiement est incomplet. Rechargez la page puis cliquez à nouveau sur « Payer ».`;
      case "ProviderFailed":
        return t`Le service de paiement ne répond pas. Merci de réessayer dans quelques instants.`;
      case "TooManyAttempts":
        return t`Trop de tentatives. Merci de réessayer dans quelques minutes.`;
      case "Unavailable":
        return t`Une erreur est survenue, merci d'essayer plus tard.`;
    }
  };
}

/** The payment form's fields, in the order they are shown. */
const PAYMENT_FIELDS = ["email", "withdrawalWaiver"] as const;
type PaymentField = (typeof PAYMENT_FIELDS)[number];
/** No check before the form leaves: the server decides (and answers without JavaScript too). */
const NO_CLIENT_CHECK = () => null;

export function PaymentStep({
  totalLabel,
  provider,
  emailRequired,
  defaultEmail = "",
  emailError = null,
  waiverMissing = false,
  problem = null,
  hidden,
  pending = false,
  buyer,
  onPay,
  action,
}: PaymentStepProps) {
  const { t } = useLingui();
  const problemText = usePaymentProblemText();
  // The server's refusals per field (the checkout's checks are the server's): the first field to correct gets the
  // focus, and changing a field hides its message, as in every account form.
  const serverErrors = useMemo(() => {
    const found: FormErrors<PaymentField> = {};
    const email =
      emailError === "EmailRequired" ? "LoginEmailEmpty" : emailError === "EmailInvalid" ? "EmailInvalid" : null;
    if (email) found.email = email;
    if (waiverMissing) found.withdrawalWaiver = "ConditionsNotAccepted";
    return Object.keys(found).length > 0 ? found : undefined;
  }, [emailError, waiverMissing]);
  const { onSubmit, formRef, field } = useFormErrors(PAYMENT_FIELDS, serverErrors, NO_CLIENT_CHECK);
  return (
    <section className="payment-step" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title" className="payment-step__title">
        <Trans>Paiement</Trans>
      </h2>
      {buyer ? <p className="payment-step__buyer">{buyer}</p> : null}
      {problem ? (
        <div className="premium-alert premium-alert--error" role="alert">
          <p>{problemText(problem)}</p>
          {problem.type === "PlanUnavailable" || problem.type === "OfferUnavailable" ? (
            <p>
              <Link to="/premium">
                <Trans>Voir les offres</Trans>
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <AccountForm
        aria-labelledby="payment-step-title"
        formRef={formRef}
        onSubmit={(event) => {
          onSubmit(event);
          if (!event.defaultPrevented) onPay?.();
        }}
        {...(action ? { action } : {})}
      >
        <input type="hidden" name="intent" value="pay" />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {emailRequired ? (
          <TextField
            name="email"
            type="email"
            label={t`Email pour le reçu et l'accès`}
            hint={t`Le paiement par mobile money demande une adresse email.`}
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={defaultEmail}
            {...field("email")}
          />
        ) : null}
        <div className="payment-step__withdrawal">
          <p className="payment-step__withdrawal-text">
            <Trans>
              Droit de rétractation : vous disposez en principe de {WITHDRAWAL_PERIOD_DAYS} jours pour changer d'avis.
              Pour ouvrir les contenus dès le paiement, la loi demande votre accord exprès, et cet accès immédiat met
              fin à ce droit.
            </Trans>
          </p>
          <CheckboxField
            name="withdrawalWaiver"
            required
            {...field("withdrawalWaiver")}
            label={
              <Trans>
                Je demande l'accès immédiat aux contenus dès le paiement et je reconnais perdre ainsi mon droit de
                rétractation de {WITHDRAWAL_PERIOD_DAYS} jours.
              </Trans>
            }
          />
        </div>
        <p className="payment-step__how">
          {provider === "mobile_money" ? (
            <Trans>
              Vous allez être redirigé vers la page de paiement mobile money, puis vous validerez le paiement sur votre
              téléphone.
            </Trans>
          ) : (
            <Trans>Vous allez être redirigé vers la page de paiement sécurisée par carte bancaire.</Trans>
          )}
        </p>
        <SubmitButton pending={pending} pendingLabel={<Trans>Redirection vers le paiement…</Trans>}>
          <Trans>Payer {totalLabel}</Trans>
        </SubmitButton>
      </AccountForm>
    </section>
  );
}
