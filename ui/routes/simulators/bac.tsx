import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { bacFieldIds, bacVariantFromParam } from "../../../domain/simulators/bac.ts";
import { useWebConfig } from "../../composition/app-context.tsx";
import { BacSimulator, bacSimulatorPath, computeBac } from "../../components/simulators/BacSimulator.tsx";
import { useSimulatorWords } from "../../components/simulators/labels.ts";
import type { Route } from "./+types/bac";

/** Only the simulator's own fields are read from the query string (and kept for the form). */
function formValues(variant: Parameters<typeof bacFieldIds>[0], search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of bacFieldIds(variant)) {
    const value = search.get(field);
    if (value !== null && value !== "") values[field] = value;
  }
  return values;
}

/** §2 /simulateur-de-notes-bac/{exam?}: an unknown exam is a 404; the marks of the query string are computed here. */
export function loader({ params, request }: Route.LoaderArgs) {
  const variant = bacVariantFromParam(params.exam);
  if (variant === null) throw data(null, { status: 404 });
  const values = formValues(variant, new URL(request.url).searchParams);
  const { result, errors } = computeBac(variant, values);
  return { variant, values, result, errors };
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
        key={loaderData.variant}
        variant={loaderData.variant}
        initialValues={loaderData.values}
        initial={{ result: loaderData.result, errors: loaderData.errors }}
      />
    </>
  );
}
