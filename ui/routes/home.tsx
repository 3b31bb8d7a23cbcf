import { Trans, useLingui } from "@lingui/react/macro";
import { useWebConfig } from "../composition/app-context.tsx";

export default function Home() {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  const areas = [
    { key: "primaire", title: t`Primaire`, text: t`Lire, écrire, compter : les bases, pas à pas.` },
    { key: "college", title: t`Collège`, text: t`Cours, quiz et fiches de la 6e à la 3e, et le Brevet.` },
    { key: "lycee", title: t`Lycée`, text: t`Spécialités, épreuves anticipées et le Bac.` },
    { key: "sup", title: t`Études supérieures`, text: t`Méthodes, concours et tests de langues.` },
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
              Cours, quiz, fiches de révision, flashcards et annales corrigées, pour les élèves, les étudiants et
              leurs parents.
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
            <li key={area.key} className="card">
              <h3 className="card__title">{area.title}</h3>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
