// §2 /forgot-password: asks for a reset link; the same confirmation whatever the address (no enumeration).
import { useLingui } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { ForgotPassword } from "../../../application/web/account/forgot-password.ts";
import { ResolveLocale } from "../../../application/web/locale/resolve-locale.ts";
import { ForgotPasswordForm } from "../../components/account/ForgotPasswordForm.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { refusedForm } from "./account.server.ts";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get("email") ?? "");
  const container = requestContainer(context);
  // Issue 32: the mail speaks the language of this page (the reset page it links to is French, §2).
  const locale = container
    .resolve(ResolveLocale)
    .execute({ url: new URL(request.url), acceptLanguage: request.headers.get("accept-language") });
  const result = await container.resolve(ForgotPassword).execute({ email, locale });
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
