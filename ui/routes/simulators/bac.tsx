import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import {
  type BacSession,
  bacFieldIds,
  bacSessionFromParam,
  bacVariantFromParam,
} from "../../../domain/simulators/bac.ts";
import { useWebConfig } from "../../composition/app-context.tsx";
import {
  BAC_SESSION_PARAM,
  BacSimulator,
  bacSimulatorPath,
  computeBac,
} from "../../components/simulators/BacSimulator.tsx";
import { useSimulatorWords } from "../../components/simulators/labels.ts";
import type { Route } from "./+types/bac";

/** Only the simulator's own fields are read from the query string (and kept for the form). */
function formValues(
  variant: Parameters<typeof bacFieldIds>[0],
  session: BacSession,
  search: URLSearchParams,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of bacFieldIds(variant, session)) {
    const value = search.get(field);
    if (value !== null && value !== "") values[field] = value;
  }
  return values;
}

/**
 * §2 /simulateur-de-notes-bac/{exam?}: an unknown exam is a 404; the session comes from `?session=`, else
 * from today's date (the school year's session); the marks of the query string are computed here.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const variant = bacVariantFromParam(params.exam);
  if (variant === null) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const session = bacSessionFromParam(search.get(BAC_SESSION_PARAM), new Date());
  const values = formValues(variant, session, search);
  const { result, errors } = computeBac(variant, session, values);
  return { variant, session, values, result, errors };
}

export default function BacSimulatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { brandName, publicOrigin } = useWebConfig();
  const words = useSimulatorWords();
  const variantName = words.bacVariants[loaderData.variant];
  return (
    <>
      <title>{t`Simulateur de notes du ${variantName} : calcule ta moyenne et ta mention | ${brandName}`}</title>
      <meta
        name="description"
        content={t`Calcule ta note au ${variantName} avec les coefficients officiels : contrôle continu, épreuves finales, Grand oral, mention et second groupe.`}
      />
      <link rel="canonical" href={`${publicOrigin}${bacSimulatorPath(loaderData.variant)}`} />
      <BacSimulator
        key={`${loaderData.variant}-${loaderData.session}`}
        variant={loaderData.variant}
        session={loaderData.session}
        initialValues={loaderData.values}
        initial={{ result: loaderData.result, errors: loaderData.errors }}
      />
    </>
  );
}
