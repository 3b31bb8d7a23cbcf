// Issue 15, the home page: the exams of the season (domain/home/exam-season.ts), each with its practice papers.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { HomeData } from "../../../application/web/home/load-home.ts";
import type { SeasonExamId, SeasonName } from "../../../domain/home/exam-season.ts";
import { monthOfYear } from "../../../domain/locale/locale.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useSchoolLabels } from "../school-labels.ts";

export function SeasonExams({ season }: { season: HomeData["season"] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useSchoolLabels();
  const { session } = season;
  const leads: Record<SeasonName, string> = {
    rentree: t`C'est la rentrée : les examens de ${session} se préparent dès maintenant.`,
    autumn: t`Cet automne : les premiers conseils de classe approchent, et Parcoursup se prépare déjà.`,
    winter: t`Cet hiver : les examens blancs, et les vœux Parcoursup à préparer.`,
    spring: t`Ce printemps : la dernière ligne droite avant les épreuves de juin.`,
    exams: t`C'est le moment des épreuves : révisez l'essentiel, sujets corrigés à l'appui.`,
    summer: t`Cet été : prenez de l'avance sur la session ${session}.`,
  };
  const month = (year: number, index: number) => monthOfYear(year, index, locale);
  const exams: Record<SeasonExamId, { name: string; text: string; when: (year: number, index: number) => string }> = {
    parcoursup: {
      name: t`Parcoursup`,
      text: t`Inscription et vœux de mi-janvier à mi-mars : le calendrier et nos conseils.`,
      when: (year) => t`Vœux jusqu'à mi-mars ${year}`,
    },
    "bac-terminale": {
      name: t`Le Bac : philosophie et spécialités`,
      text: t`Les épreuves écrites de terminale.`,
      when: month,
    },
    "bac-francais": {
      name: t`Le bac de français`,
      text: t`L'épreuve anticipée de première : l'écrit (commentaire ou dissertation), puis l'oral.`,
      when: month,
    },
    "bac-maths": {
      name: t`L'épreuve anticipée de mathématiques`,
      text: t`En première : des automatismes, puis des exercices, en deux heures.`,
      when: month,
    },
    brevet: {
      name: t`Le Brevet`,
      text: t`Les épreuves écrites de 3e : français, mathématiques, histoire-géographie et sciences.`,
      when: month,
    },
    "grand-oral": {
      name: t`Le Grand oral`,
      text: t`Vingt minutes devant le jury pour présenter une question préparée.`,
      when: (year) => t`Fin juin et début juillet ${year}`,
    },
  };
  return (
    <section className="page-section" aria-labelledby="season-title">
      <h2 id="season-title">
        <Trans>Les examens de la saison</Trans>
      </h2>
      <p className="home-lead">{leads[season.season]}</p>
      <ul className="card-grid">
        {season.exams.map((exam) => {
          const text = exams[exam.id];
          const name = text.name;
          return (
            <li key={exam.id} className="card home-exam">
              <h3 className="card__title">
                <Link to={exam.href}>{text.name}</Link>
              </h3>
              <p className="home-exam__when">
                {labels.grade(exam.grade)} · {text.when(exam.year, exam.month)}
              </p>
              <p>{text.text}</p>
              {exam.practice.length > 0 ? (
                <ul className="home-links" aria-label={t`Sujets d'entraînement : ${name}`}>
                  {exam.practice.map((paper) => (
                    <li key={paper.href}>
                      <Link to={paper.href}>{paper.title}</Link>
                      {paper.premium ? (
                        <span className="home-badge">
                          <Trans>Premium</Trans>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
