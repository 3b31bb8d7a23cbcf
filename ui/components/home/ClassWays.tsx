// Issue 15, the home page: a way in by class and subject, to the subject pages and their chapters. The classes and
// subjects are those of the library (domain/home/class-ways.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { LevelWay } from "../../../domain/home/class-ways.ts";
import { useSchoolLabels } from "../school-labels.ts";

export function ClassWays({ levels }: { levels: LevelWay[] }) {
  const { t } = useLingui();
  const labels = useSchoolLabels();
  return (
    <section className="page-section" aria-labelledby="classes-title">
      <h2 id="classes-title">
        <Trans>Réviser par classe</Trans>
      </h2>
      <p className="home-lead">
        <Trans>Choisissez votre classe et la matière : les chapitres, leurs fiches, quiz et cartes mémoire.</Trans>
      </p>
      <div className="home-levels">
        {levels.map(({ level, classes }) => (
          <div key={level} className="card">
            <h3 className="card__title">
              <Link to={`/revisions/${level}`}>{labels.level(level)}</Link>
            </h3>
            <ul className="home-classes">
              {classes.map(({ grade, subjects }) => {
                const name = level === "sup" ? t`Toutes les matières` : labels.grade(grade);
                const className = labels.grade(grade);
                return (
                  <li key={grade}>
                    <Link className="home-classes__grade" to={`/revisions/${grade}`}>
                      {name}
                    </Link>
                    <ul className="home-subjects" aria-label={t`Matières : ${className}`}>
                      {subjects.map((subject) => (
                        <li key={subject}>
                          <Link to={`/revisions/${grade}/${subject}`}>{labels.subject(subject)}</Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
