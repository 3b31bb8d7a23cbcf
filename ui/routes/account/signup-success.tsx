// §2 /signup/successfull-signin: the welcome after sign-up and the next step, profiling (§4: the profile
// check is skipped on this page, the new member has no profile yet).
import { useLingui } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useAccountBrowserOnce } from "../../components/account/account-browser.ts";
import { SignupSuccess } from "../../components/account/SignupSuccess.tsx";
import { useSession } from "../../composition/app-context.tsx";
import { viewerLoggedIn } from "./account.server.ts";
import type { Route } from "./+types/signup-success";

export function loader({ request, context }: Route.LoaderArgs) {
  if (!viewerLoggedIn(context)) throw redirect(loginPathFor("/signup/successfull-signin"));
  const type = new URL(request.url).searchParams.get("type");
  return { profilingHref: type === "parent" || type === "student" ? `/profiling?accessType=${type}` : "/profiling" };
}

export default function SignupSuccessPage() {
  const { t } = useLingui();
  const { profilingHref } = useLoaderData<typeof loader>();
  const session = useSession();
  // §7 signUpComplete: the account exists (sent once per visit of the page).
  useAccountBrowserOnce("signUpComplete", (browser) => browser.signUpCompleted());
  return (
    <>
      <PageMeta
        title={t`Bienvenue`}
        description={t`Votre compte est créé. Complétez votre profil pour commencer.`}
        noindex
      />
      <div className="account-page">
        <SignupSuccess firstname={session.firstname} profilingHref={profilingHref} />
      </div>
    </>
  );
}
