// Issue 30 "Reading comfort": /confort-de-lecture, the settings of every page on this device (a cookie the server
// reads at each render: application/web/site/reading-comfort-memory.ts). A plain form, without JavaScript too; a
// value the page does not offer is refused (400) and changes nothing.
import { useLingui } from "@lingui/react/macro";
import { data, useActionData, useLoaderData } from "react-router";
import { ReadingComfortMemory } from "../../../application/web/site/reading-comfort-memory.ts";
import { ReadingComfortSettings } from "../../components/account/ReadingComfortSettings.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import type { Route } from "./+types/reading-comfort";

const READING_COMFORT_PAGE = "/confort-de-lecture";

export function loader({ context }: Route.LoaderArgs) {
  return { comfort: requestContainer(context).resolve(ReadingComfortMemory).current() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return requestContainer(context)
    .resolve(ReadingComfortMemory)
    .save(field)
    .match(
      (comfort) => ({ outcome: "saved" as const, comfort }),
      () => data({ outcome: "invalid" as const, comfort: null }, { status: 400 }),
    );
}

export default function ReadingComfortPage() {
  const { t } = useLingui();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useFormPending(READING_COMFORT_PAGE);
  return (
    <>
      <PageMeta
        title={t`Confort de lecture`}
        description={t`Taille du texte, espacement, police adaptée à la dyslexie, animations : réglez l'affichage de toutes les pages.`}
      />
      <div className="account-page">
        <ReadingComfortSettings
          comfort={answer?.comfort ?? loaded.comfort}
          outcome={answer?.outcome ?? null}
          pending={pending}
        />
      </div>
    </>
  );
}
