import { useLingui } from "@lingui/react/macro";
import { brevetFieldIds, BREVET_FIELDS } from "../../../domain/simulators/brevet.ts";
import { useWebConfig } from "../../composition/app-context.tsx";
import { BREVET_SIMULATOR_PATH, BrevetSimulator, computeBrevet } from "../../components/simulators/BrevetSimulator.tsx";
import type { Route } from "./+types/brevet";

/** Only the simulator's own fields are read from the query string (and kept for the form). */
function formValues(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  const fields = new Set([BREVET_FIELDS.mode, ...brevetFieldIds("detail"), ...brevetFieldIds("moyenne")]);
  for (const field of fields) {
    const value = search.get(field);
    if (value !== null && value !== "") values[field] = value;
  }
  return values;
}

/** §2 /simulateur-de-notes-brevet: the marks of the query string are computed here. */
export function loader({ request }: Route.LoaderArgs) {
  const values = formValues(new URL(request.url).searchParams);
  const { result, errors } = computeBrevet(values);
  return { values, result, errors };
}

export default function BrevetSimulatorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { brandName, publicOrigin } = useWebConfig();
  return (
    <>
      <title>{t`Simulateur de notes du brevet : calcule ta moyenne et ta mention | ${brandName}`}</title>
      <meta
        name="description"
        content={t`Calcule ta note au brevet des collèges avec les coefficients de la réforme : contrôle continu, épreuves finales, oral et mention.`}
      />
      <link rel="canonical" href={`${publicOrigin}${BREVET_SIMULATOR_PATH}`} />
      <BrevetSimulator
        initialValues={loaderData.values}
        initial={{ result: loaderData.result, errors: loaderData.errors }}
      />
    </>
  );
}
