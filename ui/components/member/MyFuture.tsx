// §2 /mon-avenir: the member's orientation space: their level and the orientation content of the site,
// what suits their school stage first.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { MemberLink } from "../../../application/web/account/member-links.ts";
import { useLevelLabel } from "../account/messages.ts";
import "../../styles/account.css";

export interface MyFutureProps {
  firstname: string | null;
  accessType: string | null;
  levelOfEducation: string | null;
  links: readonly MemberLink[];
}

function useOrientationText(): (key: string) => { title: string; text: string } {
  const { t } = useLingui();
  const texts: Record<string, { title: string; text: string }> = {
    parcoursup: { title: t`Parcoursup`, text: t`Le calendrier, les vœux, le projet motivé : chaque étape expliquée.` },
    orientation: { title: t`Orientation`, text: t`Métiers, filières, spécialités : des repères pour choisir sa voie.` },
    exams: {
      title: t`Tests et concours`,
      text: t`Les concours et tests d'entrée des écoles, et comment s'y préparer.`,
    },
    languageTests: {
      title: t`Tests de langues`,
      text: t`Les certifications demandées pour étudier ou travailler à l'étranger.`,
    },
    brevet: { title: t`Brevet`, text: t`Réussir le Brevet, première étape avant le lycée.` },
    commitment: {
      title: t`Notre engagement pour l'orientation`,
      text: t`Pourquoi et comment nous aidons chaque élève à trouver sa voie.`,
    },
    blog: { title: t`Le blog`, text: t`Conseils de révision et d'orientation, par notre équipe.` },
  };
  return (key) => texts[key] ?? { title: key, text: "" };
}

export function MyFuture({ firstname, accessType, levelOfEducation, links }: MyFutureProps) {
  const levelLabel = useLevelLabel();
  const text = useOrientationText();
  const level = levelLabel(levelOfEducation);
  const chosen = links.filter((link) => link.forStage);
  const others = links.filter((link) => !link.forStage);
  // A parent's account follows their child's school stage: the page speaks of the child's studies.
  const parent = accessType === "parent";
  const list = (items: readonly MemberLink[]) => (
    <ul className="member-links">
      {items.map((link) => (
        <li key={link.key}>
          <Link className="member-link" to={link.path}>
            <span className="member-link__title">{text(link.key).title}</span>
            <span className="member-link__text">{text(link.key).text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="member-page">
      <header className="member-page__header">
        <h1 className="member-page__title">
          <Trans>Mon avenir</Trans>
        </h1>
        <p className="member-page__lead">
          {parent ? (
            firstname ? (
              <Trans>{firstname}, préparez avec votre enfant la suite de ses études.</Trans>
            ) : (
              <Trans>Préparez avec votre enfant la suite de ses études.</Trans>
            )
          ) : firstname ? (
            <Trans>{firstname}, préparez la suite de vos études à votre rythme.</Trans>
          ) : (
            <Trans>Préparez la suite de vos études à votre rythme.</Trans>
          )}{" "}
          {level ? (
            parent ? (
              <Trans>Classe de votre enfant : {level}.</Trans>
            ) : (
              <Trans>Votre classe : {level}.</Trans>
            )
          ) : null}
        </p>
      </header>
      {chosen.length > 0 ? (
        <section className="member-page__section" aria-labelledby="future-stage-title">
          <h2 id="future-stage-title">
            {parent ? <Trans>Pour la classe de votre enfant</Trans> : <Trans>Pour votre niveau</Trans>}
          </h2>
          {list(chosen)}
        </section>
      ) : null}
      <section className="member-page__section" aria-labelledby="future-more-title">
        <h2 id="future-more-title">
          {chosen.length > 0 ? <Trans>Pour aller plus loin</Trans> : <Trans>Explorer l'orientation</Trans>}
        </h2>
        {list(others)}
      </section>
    </div>
  );
}
