// §2 /revisions/cours-et-quiz, the post-login home: greeting, level, revision areas, progress per subject.
// Visitors go to /login (and come back here after it).
import { useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { revisionAreas } from "../../../application/web/account/member-links.ts";
import { LoadMemberHome } from "../../../application/web/account/member-space.ts";
import { Coach } from "../../../application/web/coach/coach.ts";
import { MemberHome } from "../../components/member/MemberHome.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { pageFailure } from "../account/account.server.ts";
import { contentLocale } from "../content/content-data.server.ts";
import type { Route } from "./+types/member-home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const container = requestContainer(context);
  const locale = contentLocale({ request, context });
  const [result, coach] = await Promise.all([
    container.resolve(LoadMemberHome).execute(locale),
    container.resolve(Coach).planOrNull(locale),
  ]);
  if (result.isErr()) return pageFailure(result.error, "/revisions/cours-et-quiz");
  const { profile, progress, familyChildren } = result.value;
  return {
    firstname: profile.firstname,
    accessType: profile.accessType,
    levelOfEducation: profile.levelOfEducation,
    premium: profile.premium,
    family: profile.family,
    areas: revisionAreas(profile.levelOfEducation),
    progress,
    familyChildren,
    coach: coach._unsafeUnwrap(),
  };
}

export default function MemberHomePage() {
  const { t } = useLingui();
  const home = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title={t`Cours et quiz`}
        description={t`Vos révisions, votre niveau et votre progression par matière.`}
        noindex
      />
      <MemberHome {...home} />
    </>
  );
}
