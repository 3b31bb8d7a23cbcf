// §2 /reset: a new password with the token of the e-mailed link (`?token=`). Always in French (§2
// Language: the locale rule of the root forces it on this path). Then login with the new password.
import { useLingui } from "@lingui/react/macro";
import { redirect, useActionData, useLoaderData } from "react-router";
import { RESET_FIELDS, type ResetField } from "../../../application/web/account/form-fields.ts";
import { ResetPassword } from "../../../application/web/account/reset-password.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { ResetPasswordForm } from "../../components/account/ResetPasswordForm.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { refusedForm, textFields } from "./account.server.ts";
import type { Route } from "./+types/reset";

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token: token === "" ? null : token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const result = await requestContainer(context)
    .resolve(ResetPassword)
    .execute({ token, ...textFields(form, RESET_FIELDS) });
  if (result.isOk()) throw redirect("/login?notice=passwordChanged");
  return refusedForm<ResetField>(result.error, {}, "/reset");
}

export default function ResetPage() {
  const { t } = useLingui();
  const { token } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const pending = useFormPending("/reset");
  return (
    <>
      <PageMeta
        title={t`Nouveau mot de passe`}
        description={t`Choisissez un nouveau mot de passe pour votre compte.`}
        noindex
      />
      <div className="account-page">
        <ResetPasswordForm token={token} state={state} pending={pending} />
      </div>
    </>
  );
}
