// Data of the home's stories: a season built by the product's own rule, the library's classes, a member's trail.
import type { HomeData } from "../../application/web/home/load-home.ts";
import { classWays } from "../../domain/home/class-ways.ts";
import { examSeason } from "../../domain/home/exam-season.ts";
import { lastRevised } from "../../domain/home/last-revised.ts";

/** The season of a date, with practice papers where the library has some. */
export function seasonOn(date: string): HomeData["season"] {
  const season = examSeason(new Date(date));
  return {
    ...season,
    exams: season.exams.map((exam) => ({
      ...exam,
      papers: null,
      practice:
        exam.id === "bac-francais"
          ? [
              {
                href: "/bac/sujets/sujet-entrainement-francais",
                title: "Bac de français : sujet d'entraînement de l'épreuve écrite (avec corrigés)",
                premium: true,
              },
            ]
          : exam.id === "brevet"
            ? [
                {
                  href: "/brevet/sujets/sujet-entrainement-mathematiques",
                  title: "Brevet : sujet d'entraînement de mathématiques (avec corrigé)",
                  premium: false,
                },
              ]
            : [],
    })),
  };
}

export const CLASSES = classWays([
  { level: "primaire", grade: "cm2", subject: "maths" },
  { level: "college", grade: "3eme", subject: "maths" },
  { level: "college", grade: "3eme", subject: "histoire-geo" },
  { level: "lycee", grade: "premiere", subject: "francais" },
  { level: "lycee", grade: "terminale", subject: "maths" },
  { level: "lycee", grade: "terminale", subject: "philosophie" },
  { level: "sup", grade: "sup", subject: "methodologie" },
]);

const trail = lastRevised(
  {
    subjects: [
      {
        subject: "maths",
        chapters: {
          learnedItems: [
            {
              path: "revisions/lycee/terminale/maths/suites",
              title: "Les suites numériques",
              learnedAt: "2026-11-20T08:00:00.000Z",
            },
          ],
          next: {
            path: "revisions/lycee/terminale/maths/limites-de-fonctions",
            title: "Limites de fonctions",
            premium: false,
          },
        },
        quizzes: [
          {
            path: "revisions/lycee/terminale/maths/quiz-suites",
            title: "Quiz : les suites",
            last: { score: 8, maxScore: 10, completedAt: "2026-11-21T18:00:00.000Z" },
          },
        ],
      },
    ],
  },
  3,
);

export const REVISING: NonNullable<HomeData["revising"]> = {
  ...trail,
  recent: trail.recent.map((item) => ({ ...item, href: `/${item.path.replace("revisions/lycee/", "revisions/")}` })),
  nextHref: "/revisions/terminale/maths/limites-de-fonctions",
};

export const NOTHING_YET: NonNullable<HomeData["revising"]> = { recent: [], next: null, nextHref: null };
