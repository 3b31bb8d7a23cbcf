// §2 /orientation/sponsorinfos/{sponsorinfo?}: information published by the schools and organisations
// that sponsor orientation content. None is published yet: the page says so, and a named one is a 404.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "../../composition/app-context.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { EmptyState } from "../../components/content/EmptyState.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/orientation-sponsor";
import { notFound } from "./content-data.server.ts";

/** Sponsor information pages published so far (slugs). */
const SPONSOR_INFOS: readonly string[] = [];

export function loader({ params }: Route.LoaderArgs) {
  if (params.sponsorinfo !== undefined && !SPONSOR_INFOS.includes(params.sponsorinfo.toLowerCase())) notFound();
  return { sponsors: SPONSOR_INFOS };
}

export default function OrientationSponsor() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <ContentMeta
        title={t`Informations de nos partenaires orientation`}
        description={t`Les écoles et organismes partenaires présentent leurs formations. Ces contenus sont toujours signalés comme tels.`}
        path="/orientation/sponsorinfos"
        locale={locale}
      />
      <PageHeader
        title={t`Informations partenaires`}
        lead={t`Des écoles et organismes présentent ici leurs formations. Ces pages sont signalées comme des contenus partenaires et restent séparées de nos guides.`}
        crumbs={[{ label: t`Orientation`, to: "/orientation" }, { label: t`Informations partenaires` }]}
      />
      <div className="content-section">
        <EmptyState>
          <p>
            <Trans>Aucune information partenaire n'est publiée pour le moment.</Trans>
          </p>
          <p>
            <Link to="/orientation">
              <Trans>Voir nos guides d'orientation</Trans>
            </Link>
          </p>
        </EmptyState>
      </div>
    </>
  );
}
