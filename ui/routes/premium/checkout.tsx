// §2 /premium/checkout/{offer?} (the code calls the id `campaignSlug`): the order summary (plan, price, coupon,
// total), the coupon field, the account step (sign up or log in without leaving the checkout: the account area's
// use cases, called from this route's action), then "Payer": the order is opened by the API (issue 6 POST
// /checkout/sessions, priced by the server from its own records) and the browser goes to the provider's page.
// §5: mobile-money plans need an e-mail.
// §7 initiateCheckout (the checkout shows) and purchaseStart ("Payer").
import { PROMOCODE_PARAM } from "../../../domain/marketing/campaign-params.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link, redirect, redirectDocument, useLocation, useNavigation } from "react-router";
import { LoadCheckout } from "../../../application/web/premium/load-checkout.ts";
import { previewPrice } from "../../../application/web/premium/price-preview.ts";
import { StartCheckout } from "../../../application/web/premium/start-checkout.ts";
import { previewCoupon } from "../../../application/web/premium/coupon-check.ts";
import { profileEmail, toProfileMap } from "../../../domain/account/profile.ts";
import { useCampaignCopy } from "../../components/premium/campaign-copy.ts";
import { CampaignClosed } from "../../components/premium/CampaignOffer.tsx";
import { CheckoutAccountStep } from "../../components/premium/CheckoutAccountStep.tsx";
import { CheckoutSteps } from "../../components/premium/CheckoutSteps.tsx";
import { CouponField } from "../../components/premium/CouponField.tsx";
import { useFormatMoney } from "../../components/premium/format.ts";
import { OrderSummary } from "../../components/premium/OrderSummary.tsx";
import { pathWith, PLANS_PATH } from "../../components/premium/paths.ts";
import { PaymentStep, type PaymentProblem } from "../../components/premium/PaymentStep.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useTrackOnce, useTrackPremium } from "../../components/premium/tracking.ts";
import { useCouponCheck } from "../../components/premium/use-coupon-check.ts";
import { useAppContext } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { countryParam, failWith, hasSession, notFound, pageHref, pageUrl, requestRegion } from "./premium.server.ts";
import { accountStepAction, isAccountIntent } from "./account-step.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/checkout";

function campaignSlugOf(params: Record<string, string | undefined>): string | null {
  const slug = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
  return slug === "" ? null : slug;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const campaignSlug = campaignSlugOf(params as Record<string, string | undefined>);
  const country = countryParam(request);
  // Issue 15: a code given by ?promocode= (a shared link to the checkout) is taken as if typed, as on /premium and the
  // campaign pages; `coupon` (the plan cards' links) comes first.
  const couponCode = url.searchParams.get("coupon")?.trim() || url.searchParams.get(PROMOCODE_PARAM)?.trim() || "";
  const result = await requestContainer(context)
    .resolve(LoadCheckout)
    .execute({
      campaignSlug,
      planId: url.searchParams.get("plan"),
      region: requestRegion(request),
      country,
      couponCode,
    });
  if (result.isErr()) {
    const failure = result.error;
    switch (failure.type) {
      case "NoPlan":
        throw redirect(pathWith(PLANS_PATH, { country }));
      case "OfferNotFound":
        return notFound();
      case "PlanNotFound":
        return data({ state: "planNotFound" as const, country }, { status: 404 });
      case "OfferNotLive":
        return { state: "closed" as const, campaign: failure.campaign, currentOffers: failure.currentOffers };
      default:
        return failWith(failure);
    }
  }
  return {
    state: "ready" as const,
    checkout: result.value,
    campaignSlug,
    country,
    couponCode,
    loggedIn: hasSession(context),
    mode: url.searchParams.get("account") === "login" ? ("login" as const) : ("signup" as const),
    // One key per page shown: "Payer" twice (a double click, a retry) opens one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}

export async function action({ request, context }: Route.ActionArgs) {
  const here = pageHref(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const c = requestContainer(context);
  if (isAccountIntent(intent)) return accountStepAction(intent, form, c, here);
  if (intent === "pay") {
    const result = await c.resolve(StartCheckout).execute({
      planId: text(form, "planId"),
      campaignSlug: text(form, "campaignSlug") || null,
      couponCode: text(form, "couponCode"),
      email: text(form, "email"),
      emailRequired: text(form, "emailRequired") === "true",
      region: requestRegion(request),
      country: countryParam(request),
      idempotencyKey: text(form, "idempotencyKey"),
      withdrawalWaiver: text(form, "withdrawalWaiver") === "on",
    });
    // The provider's page (the sandbox's is served by the API): a full page load, not a client navigation.
    if (result.isOk()) throw redirectDocument(result.value.redirectUrl);
    const failure = result.error;
    switch (failure.type) {
      case "LoggedOut":
      case "ProfilingRequired":
        throw redirect(failure.redirectTo);
      case "NotLoggedIn":
        return data(
          {
            intent: "pay" as const,
            needsAccount: true,
            emailError: null,
            waiverMissing: false,
            problem: null,
            email: "",
          },
          { status: 401 },
        );
      case "WithdrawalWaiverRequired":
        return data(
          {
            intent: "pay" as const,
            needsAccount: false,
            emailError: null,
            waiverMissing: true,
            problem: null,
            email: text(form, "email"),
          },
          { status: 400 },
        );
      case "EmailRequired":
      case "EmailInvalid":
        return data(
          {
            intent: "pay" as const,
            needsAccount: false,
            emailError: failure.type,
            waiverMissing: false,
            problem: null,
            email: text(form, "email"),
          },
          { status: 422 },
        );
      default: {
        const problem: PaymentProblem = failure;
        const status =
          failure.type === "TooManyAttempts"
            ? 429
            : failure.type === "ProviderFailed" || failure.type === "Unavailable"
              ? 503
              : failure.type === "FormIncomplete"
                ? 400
                : 422;
        return data(
          {
            intent: "pay" as const,
            needsAccount: false,
            emailError: null,
            waiverMissing: false,
            problem,
            email: text(form, "email"),
          },
          { status },
        );
      }
    }
  }
  throw data(null, { status: 400 });
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  if (loaderData.state === "closed") {
    return (
      <>
        <PageMeta
          title={t`Offre indisponible`}
          description={t`Cette offre n'est pas disponible en ce moment.`}
          noindex
        />
        <div className="premium-page">
          <CampaignClosed campaign={loaderData.campaign} currentOffers={loaderData.currentOffers} />
        </div>
      </>
    );
  }
  if (loaderData.state === "planNotFound") {
    return (
      <>
        <PageMeta title={t`Formule indisponible`} description={t`Cette formule n'est pas proposée.`} noindex />
        <div className="premium-page checkout-closed">
          <h1 className="checkout__title">
            <Trans>Cette formule n'est pas proposée</Trans>
          </h1>
          <p>
            <Trans>Elle n'existe plus, ou n'est pas vendue dans votre pays.</Trans>
          </p>
          <Link className="button button--primary" to={pathWith(PLANS_PATH, { country: loaderData.country })}>
            <Trans>Voir les offres</Trans>
          </Link>
        </div>
      </>
    );
  }
  return <ReadyCheckout data={loaderData} actionData={actionData} />;
}

type Ready = Extract<Route.ComponentProps["loaderData"], { state: "ready" }>;

function ReadyCheckout({ data: ready, actionData }: { data: Ready; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useLingui();
  const { session, region } = useAppContext();
  const location = useLocation();
  const navigation = useNavigation();
  const money = useFormatMoney();
  const track = useTrackPremium();
  const { checkout, campaignSlug, country, couponCode, mode, idempotencyKey } = ready;
  const { plan, campaign } = checkout;
  const offerTitle = useCampaignCopy()(campaign ?? { slug: "", kind: "" }).title;
  const coupon = useCouponCheck({ check: checkout.coupon, unavailable: false }, [plan.id]);
  const valid = previewCoupon(coupon.check);
  const price =
    coupon.fetched && valid
      ? previewPrice(plan, { campaignPrice: campaign?.promoPrice ?? null, coupon: valid })
      : checkout.price;
  // The code typed by the buyer (a campaign's own code is applied by the server by itself).
  const typedCode = (coupon.fetched || !checkout.couponFromCampaign) && valid ? valid.code : "";
  useTrackOnce(`${plan.id}:${campaignSlug ?? ""}`, (use) => use.initiateCheckout(plan.id));

  const pay = actionData && actionData.intent === "pay" ? actionData : null;
  const loggedIn = session.loggedIn && ready.loggedIn && !(pay?.needsAccount ?? false);
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const accountHref = (value: "login" | null) => pathWith(`${location.pathname}${location.search}`, { account: value });
  const defaultEmail = pay?.email || profileEmail(toProfileMap(session.profile)) || "";
  const buyerName = [session.firstname, session.lastname].filter(Boolean).join(" ");
  return (
    <>
      <PageMeta
        title={t`Finaliser mon abonnement`}
        description={t`Récapitulatif de votre commande et paiement sécurisé.`}
        noindex
      />
      <div className="premium-page">
        <h1 className="checkout__title">
          <Trans>Finaliser mon abonnement</Trans>
        </h1>
        <CheckoutSteps current={loggedIn ? "payment" : "account"} />
        <div className="checkout">
          <div className="checkout__main">
            {loggedIn ? (
              <PaymentStep
                totalLabel={money(price.total, price.currency)}
                provider={plan.provider}
                emailRequired={checkout.emailRequired}
                defaultEmail={defaultEmail}
                emailError={pay?.emailError ?? null}
                waiverMissing={pay?.waiverMissing ?? false}
                problem={pay?.problem ?? null}
                pending={submitting === "pay"}
                buyer={
                  buyerName ? <Trans>Connecté en tant que {buyerName}.</Trans> : <Trans>Vous êtes connecté.</Trans>
                }
                onPay={() => track((use) => use.purchaseStart(plan.id))}
                hidden={{
                  planId: plan.id,
                  campaignSlug: campaignSlug ?? "",
                  couponCode: typedCode,
                  emailRequired: checkout.emailRequired ? "true" : "false",
                  idempotencyKey,
                }}
              />
            ) : (
              <CheckoutAccountStep
                mode={mode}
                loginHref={accountHref("login")}
                signupHref={accountHref(null)}
                loginState={actionData && actionData.intent === "login" ? actionData.login : undefined}
                signupState={actionData && actionData.intent === "signup" ? actionData.signup : undefined}
                pending={submitting === "login" || submitting === "signup"}
                region={region}
              />
            )}
          </div>
          <aside className="checkout__aside" aria-label={t`Votre commande`}>
            <div className="checkout__main">
              <OrderSummary
                plan={plan}
                price={price}
                offerTitle={campaign ? offerTitle : null}
                changeHref={pathWith(PLANS_PATH, { country })}
              />
              <div className="checkout__panel">
                <CouponField
                  key={location.key}
                  action={location.pathname}
                  hidden={Object.fromEntries(
                    Object.entries({
                      plan: campaignSlug ? "" : plan.id,
                      country: country ?? "",
                      account: mode === "login" ? "login" : "",
                    }).filter(([, value]) => value !== ""),
                  )}
                  check={coupon.check}
                  unavailable={coupon.unavailable}
                  pending={coupon.pending}
                  defaultCode={couponCode}
                  onCheck={coupon.submit}
                  fromCampaign={checkout.couponFromCampaign && !coupon.fetched}
                  removeHref={pathWith(`${location.pathname}${location.search}`, { coupon: null })}
                />
              </div>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
