// §2 /mon-avenir: the member's orientation space (their level, the orientation content of the site).
// Visitors go to /login (and come back here after it).
import { useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { orientationLinks } from "../../../application/web/account/member-links.ts";
import { LoadMemberProfile } from "../../../application/web/account/member-space.ts";
import { MyFuture } from "../../components/member/MyFuture.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure } from "../account/account.server.ts";
import type { Route } from "./+types/my-future";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(LoadMemberProfile).execute();
  if (result.isErr()) return pageFailure(result.error, "/mon-avenir");
  const profile = result.value;
  return {
    firstname: profile.firstname,
    accessType: profile.accessType,
    levelOfEducation: profile.levelOfEducation,
    links: orientationLinks(profile.levelOfEducation),
  };
}

export default function MyFuturePage() {
  const { t } = useLingui();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title={t`Mon avenir`}
        description={t`Orientation, Parcoursup, concours : préparez la suite de vos études.`}
        noindex
      />
      <MyFuture {...data} />
    </>
  );
}
