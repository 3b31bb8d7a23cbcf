// §2 /signup/signup-form: the sign-up form (§5 messages). The account is created and logged in by the API
// (its auth cookie comes back with the redirect), then the welcome page.
import { useLingui } from "@lingui/react/macro";
import { redirect, redirectDocument, useActionData, useLoaderData } from "react-router";
import { SIGNUP_FIELDS, type SignUpField } from "../../../application/web/account/form-fields.ts";
import { POST_LOGIN_HOME } from "../../../application/web/account/redirect-target.ts";
import { SignUp } from "../../../application/web/account/sign-up.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { SignupForm, type SignupAudience } from "../../components/account/SignupForm.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { refusedForm, textFields, utcToday, viewerLoggedIn } from "./account.server.ts";
import type { Route } from "./+types/signup-form";

function audienceOf(value: string | null): SignupAudience | null {
  return value === "student" || value === "parent" ? value : null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (viewerLoggedIn(context)) throw redirect(POST_LOGIN_HOME);
  const audience = audienceOf(new URL(request.url).searchParams.get("type"));
  if (audience === null) throw redirect("/signup");
  return { audience };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = textFields(
    form,
    SIGNUP_FIELDS.filter((name) => name !== "acceptConditions"),
  );
  const acceptConditions = form.get("acceptConditions") === "on";
  const audience = audienceOf(String(form.get("type") ?? "")) ?? "student";
  const result = await requestContainer(context)
    .resolve(SignUp)
    .execute({ ...text, acceptConditions, today: utcToday() });
  // A new session: the welcome page is loaded as a document, from the new cookie.
  if (result.isOk()) throw redirectDocument(`/signup/successfull-signin?type=${audience}`);
  const { password: _password, confirmPassword: _confirm, ...kept } = text;
  return refusedForm<SignUpField>(
    result.error,
    { ...kept, acceptConditions: acceptConditions ? "on" : "" },
    "/signup/signup-form",
  );
}

export default function SignupFormPage() {
  const { t } = useLingui();
  const { audience } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const pending = useFormPending("/signup/signup-form");
  return (
    <>
      <PageMeta
        title={t`Créer mon compte`}
        description={t`Quelques informations suffisent pour créer votre compte et commencer à réviser.`}
      />
      <div className="account-page">
        <SignupForm audience={audience} state={state} pending={pending} />
      </div>
    </>
  );
}
