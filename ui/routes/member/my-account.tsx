// §2 /mon-compte: the member's profile and its form, their plan, the family space of a family account,
// logout, leaving the newsletter (issue 15), and account deletion. Each form posts an `intent` to this route's
// action. Visitors go to /login (and come back here after it).
import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirectDocument, useActionData, useLoaderData, useNavigation } from "react-router";
import { DeleteAccount } from "../../../application/web/account/delete-account.ts";
import { AddChild, RemoveChild, WeeklyDigest } from "../../../application/web/account/family.ts";
import {
  ADD_CHILD_FIELDS,
  PROFILE_FIELDS,
  type AddChildField,
  type ProfileField,
} from "../../../application/web/account/form-fields.ts";
import { LoadAccountPage } from "../../../application/web/account/member-space.ts";
import { unsubscribeLinkOf } from "../../../application/contracts/newsletter-unsubscribe-link.ts";
import { LoadNewsletterStatus, UnsubscribeFromNewsletter } from "../../../application/web/newsletter/unsubscribe.ts";
import { ChangeSubscription, LoadSubscription } from "../../../application/web/premium/manage-subscription.ts";
import { LoadOrderHistory } from "../../../application/web/premium/load-order-history.ts";
import type { SubscriptionNotice } from "../../components/member/SubscriptionDetails.tsx";
import { UpdateProfile } from "../../../application/web/account/update-profile.ts";
import { DeleteAccountForm } from "../../components/member/DeleteAccountForm.tsx";
import { FamilySpace } from "../../components/member/FamilySpace.tsx";
import { OrderHistory } from "../../components/member/OrderHistory.tsx";
import { GiftCardsSection } from "../../components/member/GiftCardsSection.tsx";
import { NewsletterSection } from "../../components/member/NewsletterSection.tsx";
import { LogoutButton } from "../../components/account/LogoutButton.tsx";
import type { AlertCode } from "../../components/account/messages.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { PlanSection } from "../../components/member/PlanSection.tsx";
import { ProfileSection } from "../../components/member/ProfileSection.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import type { FormState } from "../../components/account/form-kit.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import {
  alertOf,
  pageFailure,
  redirectOnSessionFailure,
  refusal,
  textFields,
  utcToday,
} from "../account/account.server.ts";
import { contentLocale } from "../content/content-data.server.ts";
import type { Route } from "./+types/my-account";

const PATH = "/mon-compte";

/** Issue 15: the notices the cancellation page sends back with (?abonnement=…). */
const NOTICES: readonly SubscriptionNotice[] = [
  "canceled",
  "SubscriptionNotCancelable",
  "NoSubscription",
  // Issue 15: back from the provider's card update (CARD_UPDATE_RETURN).
  "cardUpdated",
  "cardUnchanged",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const container = requestContainer(context);
  const [result, subscription, orders, newsletter] = await Promise.all([
    container.resolve(LoadAccountPage).execute(contentLocale({ request, context })),
    container.resolve(LoadSubscription).execute(),
    // Issue 15: the order history, rendered on the server (the page stays whole without JavaScript).
    container.resolve(LoadOrderHistory).execute(),
    // Issue 15: whether the account address is on the newsletter list (the section is left out when unknown).
    container.resolve(LoadNewsletterStatus).execute(),
  ]);
  if (result.isErr()) return pageFailure(result.error, PATH);
  const asked = new URL(request.url).searchParams.get("abonnement");
  const notice = NOTICES.find((code) => code === asked) ?? null;
  // The plan list still shows when the subscription could not be loaded (the section says so).
  return {
    ...result.value,
    subscription: subscription.isOk() ? subscription.value : null,
    subscriptionNotice: subscription.isErr() ? ("Unavailable" as const) : notice,
    orders: orders.isOk() ? orders.value : null,
    newsletter: newsletter.isOk() ? newsletter.value : null,
  };
}

/** What the action answers, by form. */
type AccountAnswer =
  | { intent: "updateProfile"; saved: true }
  | { intent: "updateProfile"; state: FormState<ProfileField> }
  | { intent: "addChild"; added: string }
  | { intent: "addChild"; state: FormState<AddChildField> }
  | { intent: "removeChild"; removed: true }
  | { intent: "removeChild"; alert: AlertCode | null }
  | { intent: "weeklyDigest"; subscribed: boolean }
  | { intent: "weeklyDigest"; alert: AlertCode | null }
  | { intent: "deleteAccount"; state: FormState<"password"> }
  | { intent: "unsubscribeNewsletter"; done: true }
  | { intent: "unsubscribeNewsletter"; alert: AlertCode }
  | { intent: "resumeSubscription" | "changePlan" | "updateCard"; notice: SubscriptionNotice };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const container = requestContainer(context);
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "updateProfile": {
      const values = textFields(form, PROFILE_FIELDS);
      const result = await container.resolve(UpdateProfile).execute({ ...values, today: utcToday() });
      if (result.isOk()) return { intent, saved: true } satisfies AccountAnswer;
      const { body, status } = refusal<ProfileField>(result.error, values, PATH);
      return data({ intent, state: body } satisfies AccountAnswer, { status });
    }
    case "addChild": {
      const values = textFields(form, ADD_CHILD_FIELDS);
      const result = await container.resolve(AddChild).execute(values);
      if (result.isOk()) return { intent, added: result.value.firstname ?? values.firstname } satisfies AccountAnswer;
      const { password: _password, ...kept } = values;
      const { body, status } = refusal<AddChildField>(result.error, kept, PATH);
      return data({ intent, state: body } satisfies AccountAnswer, { status });
    }
    case "removeChild": {
      const result = await container.resolve(RemoveChild).execute({ memberId: String(form.get("memberId") ?? "") });
      if (result.isOk()) return { intent, removed: true } satisfies AccountAnswer;
      redirectOnSessionFailure(result.error, PATH);
      return data({ intent, alert: alertOf(result.error) } satisfies AccountAnswer, { status: 400 });
    }
    case "weeklyDigest": {
      // Issue 30: the Monday mail, in the page's language.
      const result = await container
        .resolve(WeeklyDigest)
        .subscribe(form.get("subscribed") === "true", contentLocale({ request, context }));
      if (result.isOk()) return { intent, subscribed: result.value.subscribed } satisfies AccountAnswer;
      redirectOnSessionFailure(result.error, PATH);
      return data({ intent, alert: alertOf(result.error) } satisfies AccountAnswer, { status: 400 });
    }
    case "deleteAccount": {
      const result = await container.resolve(DeleteAccount).execute({ password: String(form.get("password") ?? "") });
      if (result.isOk()) throw redirectDocument("/login?notice=accountDeleted");
      const { body, status } = refusal<"password">(result.error, {}, PATH);
      return data({ intent, state: body } satisfies AccountAnswer, { status });
    }
    case "unsubscribeNewsletter": {
      // Issue 15: the same call as the mails' unsubscribe link, with the fields the loader gave the form.
      const result = await container.resolve(UnsubscribeFromNewsletter).execute(unsubscribeLinkOf(form));
      if (result.isOk()) return { intent, done: true } satisfies AccountAnswer;
      redirectOnSessionFailure(result.error, PATH);
      const { type } = result.error;
      if (type === "TooManyAttempts") return data({ intent, alert: type } satisfies AccountAnswer, { status: 429 });
      if (type === "InvalidUnsubscribeLink")
        return data({ intent, alert: type } satisfies AccountAnswer, { status: 403 });
      return data({ intent, alert: "Unavailable" } satisfies AccountAnswer, { status: 503 });
    }
    case "resumeSubscription": {
      const result = await container.resolve(ChangeSubscription).resume();
      if (result.isOk()) return { intent, notice: "resumed" } satisfies AccountAnswer;
      redirectOnSessionFailure(result.error, PATH);
      return data({ intent, notice: subscriptionRefusal(result.error) } satisfies AccountAnswer, { status: 422 });
    }
    case "changePlan": {
      const result = await container.resolve(ChangeSubscription).changePlan(String(form.get("planId") ?? ""));
      if (result.isOk())
        return {
          intent,
          notice: result.value.pendingChange ? "planChanged" : "changeWithdrawn",
        } satisfies AccountAnswer;
      redirectOnSessionFailure(result.error, PATH);
      return data({ intent, notice: subscriptionRefusal(result.error) } satisfies AccountAnswer, { status: 422 });
    }
    case "updateCard": {
      // Issue 15: the provider's card update page; its signed event replaces the card, the browser comes back here.
      const result = await container.resolve(ChangeSubscription).updateCard();
      if (result.isOk()) throw redirectDocument(result.value.redirectUrl);
      redirectOnSessionFailure(result.error, PATH);
      return data({ intent, notice: subscriptionRefusal(result.error) } satisfies AccountAnswer, { status: 422 });
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** Issue 15: the notice of a refused subscription action. */
function subscriptionRefusal(failure: { type: string }): SubscriptionNotice {
  switch (failure.type) {
    case "SubscriptionNotCancelable":
    case "SubscriptionNotResumable":
    case "PlanChangeNotAllowed":
    case "CardUpdateNotAllowed":
    case "NoSubscription":
      return failure.type;
    default:
      return "Unavailable";
  }
}

export default function MyAccountPage() {
  const { t } = useLingui();
  const {
    profile,
    family,
    familyUnavailable,
    childrenProgress,
    weeklyDigest,
    subscription,
    subscriptionNotice,
    orders,
    newsletter,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | undefined;
  const pendingProfile = useFormPending(PATH, "updateProfile");
  const pendingChild = useFormPending(PATH, "addChild");
  const pendingDelete = useFormPending(PATH, "deleteAccount");
  const removing = useRemovingChild();
  const of = <I extends AccountAnswer["intent"]>(intent: I) =>
    answer?.intent === intent ? (answer as Extract<AccountAnswer, { intent: I }>) : undefined;
  const profileAnswer = of("updateProfile");
  const childAnswer = of("addChild");
  const removeAnswer = of("removeChild");
  const deleteAnswer = of("deleteAccount");
  const newsletterAnswer = of("unsubscribeNewsletter");
  const digestAnswer = of("weeklyDigest");
  const pendingDigest = useFormPending(PATH, "weeklyDigest");
  const pendingNewsletter = useFormPending(PATH, "unsubscribeNewsletter");
  const subscriptionAnswer = answer && "notice" in answer ? answer.notice : null;
  const pendingResume = useFormPending(PATH, "resumeSubscription");
  const pendingChange = useFormPending(PATH, "changePlan");
  const pendingCard = useFormPending(PATH, "updateCard");
  const pendingSubscription = pendingResume || pendingChange || pendingCard;
  const showFamily = profile.family || family !== null || familyUnavailable;
  return (
    <>
      <PageMeta
        title={t`Mon compte`}
        description={t`Votre profil, votre abonnement et votre espace famille.`}
        noindex
      />
      <div className="member-page member-page--narrow">
        <header className="member-page__header member-page__header--row">
          <h1 className="member-page__title">
            <Trans>Mon compte</Trans>
          </h1>
          <LogoutButton />
        </header>
        <ProfileSection
          profile={profile}
          state={profileAnswer && "state" in profileAnswer ? profileAnswer.state : undefined}
          saved={profileAnswer !== undefined && "saved" in profileAnswer}
          pending={pendingProfile}
        />
        <PlanSection
          plans={profile.plans}
          subscription={subscription}
          notice={subscriptionAnswer ?? subscriptionNotice}
          pending={pendingSubscription}
        />
        <OrderHistory orders={orders} />
        {showFamily ? (
          <FamilySpace
            family={family}
            holder={profile.familyHolder}
            unavailable={familyUnavailable}
            addState={childAnswer && "state" in childAnswer ? childAnswer.state : undefined}
            addPending={pendingChild}
            added={childAnswer && "added" in childAnswer ? childAnswer.added : null}
            removeAlert={removeAnswer && "alert" in removeAnswer ? removeAnswer.alert : null}
            removed={removeAnswer !== undefined && "removed" in removeAnswer}
            removingId={removing}
            childrenProgress={childrenProgress}
            weeklyDigest={weeklyDigest}
            weeklyDigestPending={pendingDigest}
            weeklyDigestChanged={digestAnswer && "subscribed" in digestAnswer ? digestAnswer.subscribed : null}
            weeklyDigestAlert={digestAnswer && "alert" in digestAnswer ? digestAnswer.alert : null}
          />
        ) : null}
        <GiftCardsSection />
        <NewsletterSection
          link={newsletter}
          done={newsletterAnswer !== undefined && "done" in newsletterAnswer}
          alert={newsletterAnswer && "alert" in newsletterAnswer ? newsletterAnswer.alert : null}
          pending={pendingNewsletter}
        />
        <DeleteAccountForm
          state={deleteAnswer?.state}
          pending={pendingDelete}
          subscribed={profile.plans.some((plan) => !plan.viaFamily)}
        />
      </div>
    </>
  );
}

/** The child whose removal is being sent, if any. */
function useRemovingChild(): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formData?.get("intent") !== "removeChild") return null;
  const id = navigation.formData.get("memberId");
  return typeof id === "string" ? id : null;
}
