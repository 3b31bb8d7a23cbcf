// Issue 15: /mon-compte/abonnement/resilier, step 2 of the cancellation (the link of /mon-compte is step 1): the
// confirmation page; its form (step 3) cancels and goes back to /mon-compte, which says it is done. A plain form:
// it works without JavaScript. A plan that cannot be cancelled goes back to /mon-compte.
import { useLingui } from "@lingui/react/macro";
import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { ChangeSubscription, LoadSubscription } from "../../../application/web/premium/manage-subscription.ts";
import { CancelSubscriptionConfirm } from "../../components/member/CancelSubscriptionConfirm.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure, redirectOnSessionFailure } from "../account/account.server.ts";
import type { Route } from "./+types/cancel-subscription";

const PATH = "/mon-compte/abonnement/resilier";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(LoadSubscription).execute();
  if (result.isErr()) return pageFailure(result.error, PATH);
  const subscription = result.value;
  if (subscription === null || !subscription.canCancel) throw redirect("/mon-compte");
  return { subscription };
}

export async function action({ context }: Route.ActionArgs) {
  const result = await requestContainer(context).resolve(ChangeSubscription).cancel();
  if (result.isOk()) throw redirect("/mon-compte?abonnement=canceled");
  redirectOnSessionFailure(result.error, PATH);
  if (result.error.type === "SubscriptionNotCancelable" || result.error.type === "NoSubscription")
    throw redirect(`/mon-compte?abonnement=${result.error.type}`);
  return data({ failed: true }, { status: 503 });
}

export default function CancelSubscriptionPage() {
  const { t } = useLingui();
  const { subscription } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <PageMeta
        title={t`Résilier mon abonnement`}
        description={t`Confirmez la résiliation de votre abonnement.`}
        noindex
      />
      <div className="member-page member-page--narrow">
        <CancelSubscriptionConfirm
          subscription={subscription}
          pending={navigation.state === "submitting"}
          failed={answer?.failed === true}
        />
      </div>
    </>
  );
}
