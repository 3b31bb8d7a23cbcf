// Issue 15: the form of /premium/carte-cadeau/offrir: the plan the card gives (the giftable plans of the buyer's
// market, with their price), the address the code is mailed to, and what is printed on the card (recipient's name,
// message), then "Payer": the order is priced by the server and paid on the provider's page, as any checkout.
import { Trans, useLingui } from "@lingui/react/macro";
import type { GiftCardField, GiftPlanView } from "../../../application/web/premium/gift-cards.ts";
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from "../../../domain/premium/gift-card.ts";
import { AccountForm, ChoiceGroup, SubmitButton, TextField } from "../account/form-kit.tsx";
import { useFormatMoney, usePeriodLabel } from "./format.ts";

/** Why the purchase did not start, as the page explains it. */
export type GiftCardProblem = "PlanUnavailable" | "ProviderFailed" | "TooManyAttempts" | "Unavailable";

export interface GiftCardPurchaseFormProps {
  plans: readonly GiftPlanView[];
  /** The account's address, proposed for the code. */
  defaultEmail: string;
  /** What the buyer sent, after a refusal. */
  values?: Partial<Record<GiftCardField, string>>;
  errors?: Partial<Record<GiftCardField, string>>;
  problem?: GiftCardProblem | null;
  pending?: boolean;
  idempotencyKey: string;
  country: string;
}

/** A giftable plan in words: its name, its price, and what it opens for how long. */
function useGiftPlanWords() {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const period = usePeriodLabel();
  const english = i18n.locale.startsWith("en");
  return (plan: GiftPlanView) => {
    const length = period(plan.duration);
    return {
      name: english ? plan.names.en : plan.names.fr,
      price: money(plan.price, plan.currency),
      reach: plan.family
        ? t`${length} d'accès à tout le site, pour toute la famille`
        : t`${length} d'accès à tout le site, pour une personne`,
    };
  };
}

/** Issue 32: the plans a visitor can give, shown above the account step (the form comes once they have an account). */
export function GiftPlanList({ plans }: { plans: readonly GiftPlanView[] }) {
  const { t } = useLingui();
  const describe = useGiftPlanWords();
  if (plans.length === 0) return null;
  return (
    <section className="checkout__panel" aria-label={t`Les formules à offrir`}>
      <h2 className="gift-plans__title">
        <Trans>Les formules à offrir</Trans>
      </h2>
      <ul className="gift-plans">
        {plans.map((plan) => {
          const words = describe(plan);
          return (
            <li key={plan.id} className="gift-plans__plan">
              <span className="gift-plans__name">{words.name}</span>
              <span className="gift-purchase__price">{words.price}</span>
              <span className="gift-plans__reach">{words.reach}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GiftCardPurchaseForm({
  plans,
  defaultEmail,
  values = {},
  errors = {},
  problem = null,
  pending = false,
  idempotencyKey,
  country,
}: GiftCardPurchaseFormProps) {
  const { t } = useLingui();
  const describe = useGiftPlanWords();
  const problemText: Record<GiftCardProblem, string> = {
    PlanUnavailable: t`Cette formule ne peut plus être offerte. Choisissez-en une autre.`,
    ProviderFailed: t`Le service de paiement n'a pas répondu. Merci de réessayer.`,
    TooManyAttempts: t`Trop de tentatives. Merci de réessayer dans quelques minutes.`,
    Unavailable: t`Une erreur est survenue, merci d'essayer plus tard.`,
  };
  const tooLong = t`Ce texte est trop long.`;
  const planError = errors.planId ? t`Choisissez la formule à offrir.` : null;
  const selected = values.planId ?? plans[0]?.id ?? null;
  if (plans.length === 0) {
    return (
      <div className="premium-alert premium-alert--info" role="status">
        <p>
          <Trans>Aucune formule ne peut être offerte en carte cadeau dans votre pays pour le moment.</Trans>
        </p>
      </div>
    );
  }
  return (
    <AccountForm aria-label={t`Offrir une carte cadeau`} className="gift-purchase">
      {problem ? (
        <div className="premium-alert premium-alert--error" role="alert">
          <p>{problemText[problem]}</p>
        </div>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="country" value={country} />
      <ChoiceGroup
        name="planId"
        legend={<Trans>La formule offerte</Trans>}
        defaultValue={selected}
        choices={plans.map((plan) => {
          const words = describe(plan);
          return {
            value: plan.id,
            label: (
              <>
                {words.name}
                <span className="gift-purchase__price">{words.price}</span>
              </>
            ),
            description: words.reach,
          };
        })}
      />
      {planError ? (
        <p className="field__error" role="alert">
          {planError}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={t`Votre e-mail`}
        hint={t`Nous y envoyons le code de la carte dès le paiement reçu.`}
        autoComplete="email"
        defaultValue={values.email ?? defaultEmail}
        error={errors.email === "Required" ? "Required" : errors.email ? "EmailInvalid" : undefined}
        required
      />
      <TextField
        name="recipientName"
        label={t`Prénom de la personne à qui vous l'offrez (facultatif)`}
        maxLength={GIFT_RECIPIENT_MAX_LENGTH}
        autoComplete="off"
        defaultValue={values.recipientName ?? ""}
        aria-invalid={errors.recipientName ? true : undefined}
      />
      {errors.recipientName ? <p className="field__error">{tooLong}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor="gift-message">
          <Trans>Votre message, imprimé sur la carte (facultatif)</Trans>
        </label>
        <textarea
          id="gift-message"
          name="message"
          className="field__input gift-purchase__message"
          rows={3}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          defaultValue={values.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
        />
        {errors.message ? <p className="field__error">{tooLong}</p> : null}
      </div>
      <ul className="gift-purchase__terms">
        <li>
          <Trans>
            La carte ne démarre aucun abonnement pour vous : l'abonnement commence quand la personne qui la reçoit
            saisit son code.
          </Trans>
        </li>
        <li>
          <Trans>
            Vous disposez de 14 jours après l'achat pour vous rétracter (Code de la consommation, article L221-18).
          </Trans>
        </li>
      </ul>
      <SubmitButton pending={pending} pendingLabel={<Trans>Ouverture du paiement…</Trans>}>
        <Trans>Payer la carte cadeau</Trans>
      </SubmitButton>
    </AccountForm>
  );
}
