// §2 /partenaires/{partner?}: the partners (the school-platform GAR, the distance-learning institution,
// the road-prevention insurer's campaign); a partner's slug leads to its own page.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { useLocale } from "../../composition/app-context.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/partners";
import { notFound } from "./content-data.server.ts";
import { PARTNERS, type PartnerSlug } from "./partners-list.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  if (params.partner === undefined) return null;
  const partner = PARTNERS.find((entry) => entry.slug === params.partner?.toLowerCase());
  if (!partner) notFound();
  throw redirect(`${partner.to}${new URL(request.url).search}`, 301);
}

export default function Partners() {
  const { t } = useLingui();
  const locale = useLocale();
  const texts: Record<PartnerSlug, { name: string; text: string }> = {
    "prevention-routiere": {
      name: t`Prévention routière`,
      text: t`Avec un assureur partenaire, des contenus pour apprendre les règles de sécurité routière et préparer les attestations scolaires.`,
    },
    gar: {
      name: t`Établissements scolaires (GAR)`,
      text: t`Les élèves et enseignants des établissements abonnés accèdent aux contenus depuis leur ENT, par le Gestionnaire d'accès aux ressources.`,
    },
    cned: {
      name: t`CNED`,
      text: t`Les élèves inscrits à l'enseignement à distance retrouvent nos contenus dans leur application.`,
    },
  };
  return (
    <>
      <ContentMeta
        title={t`Nos partenaires`}
        description={t`Établissements scolaires, enseignement à distance, prévention routière : les partenaires avec qui nous proposons nos contenus.`}
        path="/partenaires"
        locale={locale}
      />
      <PageHeader
        title={t`Nos partenaires`}
        lead={t`Nous travaillons avec des institutions et des entreprises pour que nos contenus arrivent là où les élèves en ont besoin.`}
        crumbs={[{ label: t`Partenaires` }]}
      />
      <div className="content-section">
        <ul className="level-grid">
          {PARTNERS.map((partner) => (
            <li key={partner.slug} className="level-card">
              <h2 className="level-card__title">
                <Link to={partner.to}>{texts[partner.slug].name}</Link>
              </h2>
              <p>{texts[partner.slug].text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            Une institution ou une entreprise souhaite travailler avec nous ? Écrivez-nous depuis la page <Link to="/professeurs">enseignants et établissements</Link>.
          </Trans>
        </p>
      </div>
    </>
  );
}
