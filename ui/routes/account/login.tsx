// §2 /login. Server: a member is sent on (post-login home, or a same-site redirectTo); a posted form is
// checked (§5) and sent to the API (§7 POST /auth/local) whose auth cookie reaches the browser with the
// redirect (the request's cookie jar passes the API's Set-Cookie on). Browser (LoginForm): §4 profiling steps
// cleared and §3 the e-mail kept when the form is sent.
import { useLingui } from "@lingui/react/macro";
import { redirect, redirectDocument, useActionData, useLoaderData } from "react-router";
import { LogIn } from "../../../application/web/account/log-in.ts";
import { LOGIN_FIELDS, type LoginField } from "../../../application/web/account/form-fields.ts";
import { afterLoginPath, sameSitePath } from "../../../application/web/account/redirect-target.ts";
import { LoginForm, type LoginNotice } from "../../components/account/LoginForm.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { refusedForm, textFields, viewerLoggedIn } from "./account.server.ts";
import type { Route } from "./+types/login";

const NOTICES: readonly LoginNotice[] = ["passwordChanged", "loggedOut", "accountDeleted", "loginRequired"];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  if (viewerLoggedIn(context)) throw redirect(afterLoginPath(redirectTo));
  const notice = url.searchParams.get("notice");
  const safeRedirect = sameSitePath(redirectTo);
  return {
    redirectTo: safeRedirect,
    notice: NOTICES.find((known) => known === notice) ?? (safeRedirect ? "loginRequired" : null),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { email, password } = textFields(form, LOGIN_FIELDS);
  const result = await requestContainer(context).resolve(LogIn).execute({ email, password });
  // A new session: the next page is loaded as a document, so every part of it (header, banners, the §8
  // profiling redirect of the root) starts from the new cookie.
  if (result.isOk()) throw redirectDocument(afterLoginPath(String(form.get("redirectTo") ?? "")));
  return refusedForm<LoginField>(result.error, { email }, "/login");
}

export default function LoginPage() {
  const { t } = useLingui();
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const pending = useFormPending("/login");
  return (
    <>
      <PageMeta
        title={t`Connexion`}
        description={t`Connectez-vous à votre compte pour retrouver vos cours, quiz, fiches et votre progression.`}
      />
      <div className="account-page">
        <LoginForm state={state} pending={pending} redirectTo={redirectTo} notice={notice} />
      </div>
    </>
  );
}
