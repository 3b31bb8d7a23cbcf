// §2 the named partner page: /partenaires/prevention-routiere, the revisions page of a road-prevention
// insurer's campaign (where the /revisions/{book}/prevention-routiere category leads, §2/§6).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/partner-road-safety";
import { contentLocale, type LoaderArgsLike } from "./content-data.server.ts";

/** content §3 tags of the road-safety documents. */
const ROAD_SAFETY_TAGS = ["prevention-routiere", "securite-routiere", "assr"];

export async function loader(args: Route.LoaderArgs) {
  const result = await requestContainer(args.context)
    .resolve(ListContent)
    .executeAll({ path: "revisions", locale: contentLocale(args as LoaderArgsLike), where: { tags: { $in: ROAD_SAFETY_TAGS } }, sortBy: [{ order: "asc" }] });
  return { items: result.isOk() ? result.value.items : [] };
}

export default function PartnerRoadSafety({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <ContentMeta
        title={t`Prévention routière : réviser la sécurité routière`}
        description={t`Avec notre partenaire assureur, des contenus gratuits pour apprendre les règles de la route et préparer les attestations scolaires de sécurité routière (ASSR).`}
        path="/partenaires/prevention-routiere"
        locale={locale}
      />
      <PageHeader
        title={t`Prévention routière`}
        lead={t`À pied, à vélo, en trottinette ou bientôt au volant : les bons réflexes s'apprennent tôt. Notre partenaire assureur soutient ces contenus, gratuits pour tous.`}
        crumbs={[{ label: t`Partenaires`, to: "/partenaires" }, { label: t`Prévention routière` }]}
      />
      <div className="content-section">
        <section className="prose" aria-labelledby="road-assr">
          <h2 id="road-assr">
            <Trans>Les attestations scolaires de sécurité routière</Trans>
          </h2>
          <p>
            <Trans>
              Au collège, l'ASSR de niveau 1 se passe en 5e et celle de niveau 2 en 3e. La seconde est nécessaire pour s'inscrire au
              permis de conduire. Ce sont des questionnaires courts, sur des situations de la vie quotidienne.
            </Trans>
          </p>
        </section>
        <section aria-labelledby="road-content">
          <h2 id="road-content">
            <Trans>Réviser</Trans>
          </h2>
          <ContentList
            items={loaderData.items}
            showContext
            empty={
              <p>
                <Trans>Les fiches et quiz de sécurité routière sont en cours d'écriture avec notre partenaire ; ils seront publiés ici.</Trans>
              </p>
            }
          />
        </section>
        <p>
          <Link to="/partenaires">
            <Trans>Tous nos partenaires</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
