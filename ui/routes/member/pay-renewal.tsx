// Issue 15 (ADR 029 addendum): /mon-compte/abonnement/payer, reached from the mail of a renewal refused for
// authentication and from /mon-compte: the renewal to pay, and a form that opens the provider's payment page for that
// same renewal order (its signed event renews the subscription once). Nothing to pay: back to /mon-compte.
import { useLingui } from "@lingui/react/macro";
import { data, redirect, redirectDocument, useActionData, useLoaderData, useNavigation } from "react-router";
import { RenewalPayment } from "../../../application/web/premium/manage-subscription.ts";
import { RENEWAL_PAYMENT_PAGE } from "../../../application/contracts/premium/subscription.ts";
import { RenewalPaymentConfirm } from "../../components/member/RenewalPaymentConfirm.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure, redirectOnSessionFailure } from "../account/account.server.ts";
import type { Route } from "./+types/pay-renewal";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(RenewalPayment).load();
  if (result.isErr()) return pageFailure(result.error, RENEWAL_PAYMENT_PAGE);
  if (result.value === null) throw redirect("/mon-compte");
  return { payment: result.value };
}

export async function action({ context }: Route.ActionArgs) {
  const result = await requestContainer(context).resolve(RenewalPayment).open();
  if (result.isOk()) {
    if (result.value === null) throw redirect("/mon-compte");
    throw redirectDocument(result.value.redirectUrl);
  }
  redirectOnSessionFailure(result.error, RENEWAL_PAYMENT_PAGE);
  return data({ failed: true }, { status: 503 });
}

export default function PayRenewalPage() {
  const { t } = useLingui();
  const { payment } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <PageMeta
        title={t`Confirmer le paiement de mon renouvellement`}
        description={t`Confirmez auprès de votre banque le paiement du renouvellement de votre abonnement.`}
        noindex
      />
      <div className="member-page member-page--narrow">
        <RenewalPaymentConfirm
          payment={payment}
          pending={navigation.state === "submitting"}
          failed={answer?.failed === true}
        />
      </div>
    </>
  );
}
