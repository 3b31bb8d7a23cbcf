// §2 /premium/checkout: where the buyer stands: 1 the plan, 2 the account (sign up or log in without leaving the
// checkout), 3 the payment. An ordered list; the current step is marked for assistive technologies.
import { Trans, useLingui } from "@lingui/react/macro";
import "../../styles/premium.css";

/** §2 checkout: its steps, in order. */
export const CHECKOUT_STEPS = ["plan", "account", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useLingui();
  const index = CHECKOUT_STEPS.indexOf(current);
  const labels: Record<CheckoutStep, string> = { plan: t`Formule`, account: t`Compte`, payment: t`Paiement` };
  return (
    <nav className="checkout-steps" aria-label={t`Étapes de la commande`}>
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((step, position) => {
          const state = position < index ? "done" : position === index ? "current" : "todo";
          return (
            <li
              key={step}
              className={`checkout-steps__item checkout-steps__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {state === "done" ? "✓" : position + 1}
              </span>
              <span className="checkout-steps__label">{labels[step]}</span>
              {state === "done" ? (
                <span className="premium-sr">
                  <Trans>(terminé)</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
