// §2 /partage_parents: a pupil shows the product to their parents: what it brings to a family, and ways to
// send the link (e-mail, text message, copy, the device's share sheet when it has one).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale, useWebConfig } from "../../composition/app-context.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import { ShareLinks } from "../../components/content/ShareLinks.tsx";
import "../../styles/content.css";

export default function ShareParents() {
  const { t } = useLingui();
  const locale = useLocale();
  const { brandName, publicOrigin } = useWebConfig();
  const url = `${publicOrigin.replace(/\/+$/, "")}/nos-engagements/parents`;
  return (
    <>
      <ContentMeta
        title={t`Parlez de ${brandName} à vos parents`}
        description={t`Envoyez à vos parents de quoi découvrir ${brandName} : les révisions, le suivi des progrès et l'offre famille.`}
        path="/partage_parents"
        locale={locale}
      />
      <PageHeader
        title={t`Parlez-en à vos parents`}
        lead={t`Vous révisez avec ${brandName} ? Montrez à vos parents comment ça marche : ils pourront suivre vos progrès et, s'ils le souhaitent, ouvrir l'accès à tous les contenus.`}
        crumbs={[{ label: t`Partager avec ses parents` }]}
      />
      <div className="content-section">
        <section className="prose" aria-labelledby="parents-why">
          <h2 id="parents-why">
            <Trans>Ce que vos parents y trouveront</Trans>
          </h2>
          <ul>
            <li>
              <Trans>Des contenus écrits par des enseignants, du primaire au supérieur, alignés sur les programmes.</Trans>
            </li>
            <li>
              <Trans>Des conseils pour accompagner les révisions sans faire à votre place.</Trans>
            </li>
            <li>
              <Trans>Une offre famille : un compte pour chaque enfant, avec son niveau et sa progression.</Trans>
            </li>
          </ul>
          <p>
            <Link to="/nos-engagements/parents">
              <Trans>Notre engagement auprès des parents</Trans>
            </Link>
          </p>
        </section>
        <section aria-labelledby="parents-share">
          <h2 id="parents-share">
            <Trans>Envoyer le lien</Trans>
          </h2>
          <ShareLinks
            url={url}
            subject={t`Je révise avec ${brandName}`}
            message={t`Bonjour, je révise avec ${brandName}. Voici la page qui présente le service aux parents :`}
          />
        </section>
      </div>
    </>
  );
}
