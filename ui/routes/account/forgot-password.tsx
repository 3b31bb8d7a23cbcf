// §2 /forgot-password: asks for a reset link; the same confirmation whatever the address (no enumeration).
import { useLingui } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { ForgotPassword } from "../../../application/web/account/forgot-password.ts";
import { ForgotPasswordForm } from "../../components/account/ForgotPasswordForm.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { refusedForm } from "./account.server.ts";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get("email") ?? "");
  const result = await requestContainer(context).resolve(ForgotPassword).execute({ email });
  if (result.isOk()) return { sent: true as const };
  return refusedForm<"email">(result.error, { email }, "/forgot-password");
}

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const answer = useActionData<typeof action>();
  const pending = useFormPending("/forgot-password");
  const sent = answer !== undefined && "sent" in answer;
  return (
    <>
      <PageMeta
        title={t`Mot de passe oublié`}
        description={t`Recevez par email un lien pour choisir un nouveau mot de passe.`}
      />
      <div className="account-page">
        <ForgotPasswordForm state={sent ? undefined : answer} pending={pending} sent={sent} />
      </div>
    </>
  );
}
