// §2 "Subscription presentation": the route presenting what the subscription gives. Its path carries the brand
// name; it is the chrome's SUBSCRIPTION_PRESENTATION_PATH (application/web/chrome/chrome-visibility.ts), the one
// place that names it, so that the bottom subscription banner stays hidden there (§2). The plans shown are the
// viewer's market's (§7), with the lowest price per unit as the "from" figure.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LoadPlans } from "../../../application/web/premium/load-plans.ts";
import { allPlans, type PlanCardView } from "../../../application/web/premium/plans-view.ts";
import { effectiveUnitPrice } from "../../../domain/premium/pricing.ts";
import { useFormatMoney, useUnitLabel } from "../../components/premium/format.ts";
import { checkoutHref, pathWith, PLANS_PATH } from "../../components/premium/paths.ts";
import { PlanGrid } from "../../components/premium/PlanGrid.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { SubscriptionBenefits } from "../../components/premium/SubscriptionBenefits.tsx";
import { useWebConfig } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { countryParam, failWith, requestPromocode, requestRegion } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/presentation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = countryParam(request);
  const result = await requestContainer(context)
    .resolve(LoadPlans)
    .execute({ region: requestRegion(request), country, promocode: requestPromocode({ request, context }) });
  if (result.isErr()) failWith(result.error);
  return { page: result.value.page, country };
}

/** §3/§9: the lowest price per unit of a list (what a buyer pays per month or per day at best). */
function lowestUnitPrice(plans: readonly PlanCardView[]): PlanCardView | null {
  let best: PlanCardView | null = null;
  for (const plan of plans) {
    const price = effectiveUnitPrice(plan);
    if (price === null) continue;
    if (best === null || price < (effectiveUnitPrice(best) ?? Number.POSITIVE_INFINITY)) best = plan;
  }
  return best;
}

export default function PresentationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  const money = useFormatMoney();
  const unitLabel = useUnitLabel();
  const { page, country } = loaderData;
  const best = lowestUnitPrice(allPlans(page));
  const bestPrice = best ? effectiveUnitPrice(best) : null;
  const from = best && bestPrice !== null ? `${money(bestPrice, best.currency)} ${unitLabel(best.unitUsed)}` : null;
  return (
    <>
      <PageMeta
        title={t`L'abonnement ${brandName}`}
        description={t`Cours, quiz, fiches, flashcards et annales corrigées sans limite, pour un élève ou toute la famille.`}
      />
      <div className="premium-page">
        <header className="presentation__hero">
          <h1 className="premium-hero__title">
            <Trans>L'abonnement {brandName}</Trans>
          </h1>
          <p className="premium-hero__lead">
            <Trans>
              Révisez sans limite, du primaire au supérieur : tous les contenus, sur ordinateur, tablette et téléphone,
              pour un élève ou toute la famille.
            </Trans>
          </p>
          {from ? (
            <p className="presentation__from">
              <Trans>À partir de {from}</Trans>
            </p>
          ) : null}
          <p className="presentation__cta">
            <Link className="button" to={pathWith(PLANS_PATH, { country })}>
              <Trans>Voir les formules</Trans>
            </Link>
          </p>
        </header>
        <SubscriptionBenefits />
        <div className="presentation__plans">
          <PlanGrid page={page} hrefFor={(plan) => checkoutHref({ plan: plan.id, country })} />
        </div>
        <dl className="presentation__faq">
          <dt>
            <Trans>Puis-je arrêter quand je veux ?</Trans>
          </dt>
          <dd>
            <Trans>
              Oui. Les formules renouvelables se résilient depuis votre compte ; l'accès reste ouvert jusqu'à la fin de
              la période payée.
            </Trans>
          </dd>
          <dt>
            <Trans>Que comprend l'offre Famille ?</Trans>
          </dt>
          <dd>
            <Trans>
              Un seul abonnement, et un compte pour chaque enfant, avec sa propre progression. Vous les ajoutez depuis
              votre espace famille.
            </Trans>
          </dd>
          <dt>
            <Trans>Comment payer depuis l'Afrique francophone ?</Trans>
          </dt>
          <dd>
            <Trans>Les prix y sont en francs CFA et se règlent par mobile money ou par carte bancaire.</Trans>
          </dd>
        </dl>
      </div>
    </>
  );
}
