// §2 Language and §9 prices: amounts, units, durations and dates of the premium pages in the page's language.
// Every figure comes computed from the use cases (application/web/premium); this only writes it.
import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PlanCardView } from "../../../application/web/premium/plans-view.ts";
import { formatCount, pluralForm } from "../../../domain/locale/locale.ts";
import type { DurationUnit, PlanDuration } from "../../../domain/premium/plan.ts";
import { useLocale } from "../../composition/app-context.tsx";

export { useFormatMoney } from "../money-format.ts";

/** §3 plan names: the name in the page's language. */
export function usePlanName(): (plan: Pick<PlanCardView, "names">) => string {
  const locale = useLocale();
  return (plan) => (locale === "en" ? plan.names.en : plan.names.fr);
}

/** §9 the price unit: "/ mois", "/ jour". */
export function useUnitLabel(): (unit: DurationUnit) => string {
  const { t } = useLingui();
  return (unit) => (unit === "days" ? t`/ jour` : t`/ mois`);
}

/**
 * §3 a plan's length: "12 mois", "1 jour", "30 jours". The singular or plural is the domain's choice (`pluralForm`,
 * a Lingui `select`) rather than Lingui's `plural`, which builds an Intl.PluralRules and an Intl.NumberFormat: the
 * only Intl objects of /premium's hydration, tens of milliseconds of one task on a phone (ADR 038, session 8).
 */
export function usePeriodLabel(): (duration: PlanDuration) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return ({ amount, unit }) => {
    const form = pluralForm(amount, locale);
    const count = formatCount(amount, locale);
    return unit === "days"
      ? t({ message: select(form, { one: `${count} jour`, other: `${count} jours` }) })
      : t({ message: select(form, { one: `${count} mois`, other: `${count} mois` }) });
  };
}

/** §3 Plan duration and renewal: "12 mois, renouvelé chaque année", "48 mois, paiement unique", "À vie". */
export function useDurationLabel(): (
  plan: Pick<PlanCardView, "duration" | "planType" | "renewingPeriodicity">,
) => string {
  const { t } = useLingui();
  const period = usePeriodLabel();
  return (plan) => {
    if (plan.duration === null) return t`Accès à vie, paiement unique`;
    const length = period(plan.duration);
    if (plan.planType === "NON_RENEWING") return t`${length}, paiement unique`;
    switch (plan.renewingPeriodicity) {
      case "yearly":
        return t`${length}, renouvelé chaque année`;
      case "quarterly":
        return t`${length}, renouvelé chaque trimestre`;
      case "monthly":
        return t`${length}, renouvelé chaque mois, sans engagement`;
      default:
        return length;
    }
  };
}

/** §3 provider kinds: how the plan is paid. */
export function useProviderLabel(): (provider: PlanCardView["provider"]) => string {
  const { t } = useLingui();
  return (provider) => {
    switch (provider) {
      case "card":
        return t`Carte bancaire`;
      case "mobile_money":
        return t`Mobile money`;
      case "gift_card":
        return t`Carte cadeau`;
    }
  };
}
