import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useWebConfig } from "../composition/app-context.tsx";

export default function Home() {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  const areas = [
    {
      key: "primaire",
      href: "/revisions/primaire",
      title: t`Primaire`,
      text: t`Lire, écrire, compter : les bases, pas à pas.`,
    },
    {
      key: "college",
      href: "/revisions/college",
      title: t`Collège`,
      text: t`Cours, quiz et fiches de la 6e à la 3e, et le Brevet.`,
    },
    { key: "lycee", href: "/revisions/lycee", title: t`Lycée`, text: t`Spécialités, épreuves anticipées et le Bac.` },
    {
      key: "sup",
      href: "/revisions/sup",
      title: t`Études supérieures`,
      text: t`Méthodes, concours et tests de langues.`,
    },
  ];
  const exams = [
    {
      href: "/brevet",
      title: t`Le Brevet`,
      text: t`Les épreuves, des sujets d'entraînement corrigés et les fiches de 3e.`,
    },
    { href: "/bac", title: t`Le Bac`, text: t`Épreuves anticipées, spécialités, philosophie et Grand oral.` },
    {
      href: "/simulateur-de-notes-bac",
      title: t`Simulateur de notes du Bac`,
      text: t`Calculez votre moyenne et votre mention.`,
    },
    {
      href: "/orientation/parcoursup",
      title: t`Parcoursup`,
      text: t`Le calendrier, les vœux et nos conseils pour bien choisir.`,
    },
  ];
  return (
    <>
      <title>{t`${brandName} : réviser du primaire au supérieur`}</title>
      <meta
        name="description"
        content={t`Cours, quiz, fiches de révision, annales et simulateurs de notes pour le Brevet et le Bac.`}
      />
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">
            <Trans>Réviser mieux, du primaire au supérieur</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Cours, quiz, fiches de révision, flashcards et annales corrigées, pour les élèves, les étudiants et leurs
              parents.
            </Trans>
          </p>
        </div>
      </section>
      <section className="page-section" aria-labelledby="levels-title">
        <h2 id="levels-title">
          <Trans>Pour chaque niveau</Trans>
        </h2>
        <ul className="card-grid">
          {areas.map((area) => (
            <li key={area.key} className="card card--link">
              <h3 className="card__title">
                <Link to={area.href}>{area.title}</Link>
              </h3>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="exams-title">
        <h2 id="exams-title">
          <Trans>Préparer les examens</Trans>
        </h2>
        <ul className="card-grid">
          {exams.map((exam) => (
            <li key={exam.href} className="card card--link">
              <h3 className="card__title">
                <Link to={exam.href}>{exam.title}</Link>
              </h3>
              <p>{exam.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
