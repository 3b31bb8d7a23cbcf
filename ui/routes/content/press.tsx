// §2 /espace-presse: the press releases, newest first, and the media kit.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/press";
import { contentLocale, failWith, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const result = await requestContainer(args.context)
    .resolve(ListContent)
    .executeAll({ path: "presse", locale: contentLocale(args as LoaderArgsLike), where: { path: { $ne: "/presse/kit-media" } }, sortBy: [{ date: "desc" }] });
  if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  return { releases: result.isOk() ? result.value.items : [] };
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <ContentMeta
        title={t`Espace presse`}
        description={t`Communiqués de presse, kit média, chiffres clés et contacts pour les journalistes.`}
        path="/espace-presse"
        locale={locale}
      />
      <PageHeader title={t`Espace presse`} lead={t`Nos communiqués, notre kit média et les contacts de l'équipe presse.`} crumbs={[{ label: t`Espace presse` }]}>
        <p>
          <Link className="button button--primary" to="/espace-presse/kit-media">
            <Trans>Télécharger le kit média</Trans>
          </Link>
        </p>
      </PageHeader>
      <div className="content-section">
        <section aria-labelledby="press-releases">
          <h2 id="press-releases">
            <Trans>Communiqués de presse</Trans>
          </h2>
          <ContentList items={loaderData.releases} empty={<Trans>Aucun communiqué n'est encore publié.</Trans>} />
        </section>
      </div>
    </>
  );
}
