// §2 /profiling (§4 logged in without profile; §8 a member who must profile is sent here): the steps that
// complete a profile. The answers travel in the address between steps; the last step posts them (POST
// /profiling of the API). §4 profiling steps list: kept in local storage while profiling, cleared when done.
// The footer is hidden here by the public layout (path check).
import { useLingui } from "@lingui/react/macro";
import { redirect, useActionData, useLoaderData } from "react-router";
import { profilingCountries } from "../../../application/web/account/countries.ts";
import { PROFILING_FIELDS, type ProfilingField } from "../../../application/web/account/form-fields.ts";
import {
  CompleteProfiling,
  LoadProfiling,
  profilingStep,
  readProfilingAnswers,
} from "../../../application/web/account/profiling.ts";
import { ResolveLocale } from "../../../application/web/locale/resolve-locale.ts";
import { resolveRegion } from "../../../domain/region/region.ts";
import { useAccountBrowserOnce } from "../../components/account/account-browser.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { ProfilingSteps } from "../../components/account/ProfilingSteps.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { pagePath, pageFailure, refusedForm, textFields } from "./account.server.ts";
import type { Route } from "./+types/profiling";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const container = requestContainer(context);
  const state = await container.resolve(LoadProfiling).execute();
  if (state.isErr()) return pageFailure(state.error, pagePath(request));
  const known = state.value.values;
  const answers = readProfilingAnswers(url.searchParams);
  const region = resolveRegion({
    header: (name) => request.headers.get(name),
    countryParam: url.searchParams.get("country"),
  });
  const locale = container
    .resolve(ResolveLocale)
    .execute({ url, acceptLanguage: request.headers.get("accept-language") });
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const countries = profilingCountries(region)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const step = profilingStep(url.searchParams);
  // The first step was sent without a choice (no JavaScript to stop it): ask again, with the §5 message.
  const userTypeMissing =
    step === "userType" && url.searchParams.get("step") === "level" && answers.accessType === null;
  return {
    step,
    accessType:
      answers.accessType ?? (known.accessType === "parent" || known.accessType === "student" ? known.accessType : null),
    levelOfEducation: answers.levelOfEducation ?? known.levelOfEducation,
    country: answers.country ?? known.country ?? region,
    countries,
    errors: userTypeMissing ? { accessType: "Required" as const } : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = textFields(await request.formData(), PROFILING_FIELDS);
  const result = await requestContainer(context).resolve(CompleteProfiling).execute(values);
  if (result.isOk()) throw redirect("/profiling?step=done");
  return refusedForm<ProfilingField>(result.error, values, "/profiling");
}

export default function ProfilingPage() {
  const { t } = useLingui();
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useFormPending("/profiling");
  const { step } = data;

  // §4 the steps reached are kept while profiling, completing it clears the list; §7 profiling analytics.
  useAccountBrowserOnce(step, (session) =>
    step === "done" ? session.profilingCompleted() : session.profilingStepReached(step),
  );

  return (
    <>
      <PageMeta
        title={t`Mon profil`}
        description={t`Deux questions pour vous proposer les contenus de votre niveau.`}
        noindex
      />
      <div className="account-page">
        <ProfilingSteps
          step={step}
          accessType={data.accessType}
          levelOfEducation={answer?.values?.levelOfEducation ?? data.levelOfEducation}
          country={answer?.values?.country ?? data.country}
          countries={data.countries}
          state={answer ?? (data.errors ? { errors: data.errors } : undefined)}
          pending={pending}
        />
      </div>
    </>
  );
}
