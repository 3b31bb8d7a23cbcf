// Issue 15, /premium/carte-cadeau/offrir: buy a gift card. A member chooses the plan it gives (the giftable plans of
// their market), the address the code goes to and what is printed on the card; "Payer" opens the order through the
// checkout (issue 6 POST /checkout/sessions with `giftCard`, priced by the server) and the browser goes to the
// provider's page. Once paid, it lands on /premium/carte-cadeau/mes-cartes. Issue 32: a visitor sees the plans they can
// give and creates their account (or logs in) on the page itself, as in the checkout, then pays.
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link, redirect, redirectDocument, useLocation, useNavigation } from "react-router";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import {
  BuyGiftCard,
  GIFT_CARD_FIELDS,
  LoadGiftPlans,
  type GiftCardField,
} from "../../../application/web/premium/gift-cards.ts";
import { profileEmail, toProfileMap } from "../../../domain/account/profile.ts";
import { CheckoutAccountStep } from "../../components/premium/CheckoutAccountStep.tsx";
import {
  GiftCardPurchaseForm,
  GiftPlanList,
  type GiftCardProblem,
} from "../../components/premium/GiftCardPurchaseForm.tsx";
import { GIFT_CARD_PATH, GIFT_CARDS_PATH, GIFT_PLAN_PARAM, pathWith } from "../../components/premium/paths.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useSession } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { accountStepAction, isAccountIntent } from "./account-step.server.ts";
import { countryParam, failWith, hasSession, pageHref, pageUrl, requestRegion } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/gift-card-buy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const region = requestRegion(request);
  const result = await requestContainer(context)
    .resolve(LoadGiftPlans)
    .execute({ region, country: countryParam(request) });
  if (result.isErr()) return failWith(result.error);
  // Issue 15: `?formule=` chooses the plan (the retry of a failed gift-card payment comes back with it).
  const asked = pageUrl(request).searchParams.get(GIFT_PLAN_PARAM);
  const planId = result.value.some((plan) => plan.id === asked) ? asked : null;
  // One key per page shown: "Payer" twice (a double click, a retry) opens one order.
  return {
    plans: result.value,
    region,
    idempotencyKey: crypto.randomUUID(),
    planId,
    loggedIn: hasSession(context),
    mode: pageUrl(request).searchParams.get("account") === "login" ? ("login" as const) : ("signup" as const),
  };
}

interface Refusal {
  values: Partial<Record<GiftCardField, string>>;
  errors: Partial<Record<GiftCardField, string>>;
  problem: GiftCardProblem | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (isAccountIntent(intent)) return accountStepAction(intent, form, requestContainer(context), pageHref(request));
  const text = (name: string) => String(form.get(name) ?? "");
  const values = Object.fromEntries(GIFT_CARD_FIELDS.map((name) => [name, text(name)])) as Record<
    GiftCardField,
    string
  >;
  const result = await requestContainer(context)
    .resolve(BuyGiftCard)
    .execute({
      ...values,
      region: requestRegion(request),
      country: countryParam(request),
      idempotencyKey: text("idempotencyKey"),
    });
  // The provider's page (the sandbox's is served by the API): a full page load, not a client navigation.
  if (result.isOk()) throw redirectDocument(result.value.redirectUrl);
  const failure = result.error;
  switch (failure.type) {
    case "LoggedOut":
    case "ProfilingRequired":
      throw redirect(failure.redirectTo);
    case "NotLoggedIn":
      throw redirect(loginPathFor(pageHref(request)));
    case "Invalid":
      return data({ values, errors: failure.errors, problem: null } satisfies Refusal, { status: 400 });
    default: {
      const status = { PlanUnavailable: 422, ProviderFailed: 502, TooManyAttempts: 429, Unavailable: 503 }[
        failure.type
      ];
      return data({ values, errors: {}, problem: failure.type } satisfies Refusal, { status });
    }
  }
}

export default function GiftCardBuyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useSession();
  const navigation = useNavigation();
  const location = useLocation();
  const account = actionData && "intent" in actionData ? actionData : null;
  const refusal = actionData && !("intent" in actionData) ? (actionData as Refusal) : undefined;
  const loggedIn = session.loggedIn && loaderData.loggedIn;
  const accountHref = (value: "login" | null) => pathWith(`${location.pathname}${location.search}`, { account: value });
  return (
    <>
      <PageMeta
        title={t`Offrir une carte cadeau`}
        description={t`Offrez un abonnement : choisissez la formule, payez, recevez le code par e-mail et la carte à imprimer.`}
        noindex
      />
      <div className="premium-page">
        <div className="checkout-closed gift-card">
          <h1 className="checkout__title">
            <Trans>Offrir une carte cadeau</Trans>
          </h1>
          <p>
            <Trans>
              Choisissez l'abonnement à offrir. Après le paiement, vous recevez le code par e-mail et une carte à
              imprimer ; la personne qui la reçoit l'active sur son propre compte.
            </Trans>
          </p>
          {loggedIn ? (
            <div className="checkout__panel">
              <GiftCardPurchaseForm
                plans={loaderData.plans}
                defaultEmail={profileEmail(toProfileMap(session.profile)) ?? ""}
                values={refusal?.values ?? (loaderData.planId ? { planId: loaderData.planId } : undefined)}
                errors={refusal?.errors}
                problem={refusal?.problem ?? null}
                pending={navigation.state === "submitting"}
                idempotencyKey={loaderData.idempotencyKey}
                country={loaderData.region}
              />
            </div>
          ) : (
            <>
              <GiftPlanList plans={loaderData.plans} />
              <p>
                <Trans>
                  Pour payer, créez votre compte ou connectez-vous sans quitter cette page : le code vous est envoyé par
                  e-mail et vos cartes restent dans votre espace.
                </Trans>
              </p>
              <CheckoutAccountStep
                mode={loaderData.mode}
                loginHref={accountHref("login")}
                signupHref={accountHref(null)}
                loginState={account?.intent === "login" ? account.login : undefined}
                signupState={account?.intent === "signup" ? account.signup : undefined}
                pending={navigation.state === "submitting"}
                region={loaderData.region}
              />
            </>
          )}
          <p className="gift-card__links">
            <Link to={GIFT_CARDS_PATH}>
              <Trans>Mes cartes cadeaux</Trans>
            </Link>
            {" · "}
            <Link to={GIFT_CARD_PATH}>
              <Trans>J'ai reçu une carte : l'activer</Trans>
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
