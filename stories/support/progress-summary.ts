// A member's progress summary for the stories (the shape of GET /progress/summary): a terminale pupil with two
// subjects, chapters learned, quizzes with best and last scores, an exercise bank with one exercise to redo, and a
// deck with cards due.
import type { ProgressSummary } from "../../application/contracts/learning-progress.ts";

const maths = "revisions/lycee/terminale/maths";

export const progressSummary: ProgressSummary = {
  memberId: "m-1",
  firstname: "Léa",
  levelOfEducation: "terminale",
  streak: { days: 4, revisedToday: true },
  totals: {
    chaptersLearned: 3,
    chaptersAvailable: 28,
    quizzesTaken: 2,
    cardsReviewed: 18,
    cardsDue: 5,
    retention: 0.86,
    exercisesSucceeded: 2,
    exercisesToReview: 1,
  },
  subjects: [
    {
      subject: "maths",
      chapters: {
        learned: 2,
        available: 10,
        learnedItems: [
          {
            path: `${maths}/limites-de-fonctions`,
            title: "Limites de fonctions",
            learnedAt: "2026-11-21T18:00:00.000Z",
          },
          {
            path: `${maths}/suites-numeriques`,
            title: "Suites numériques : récurrence, limites et convergence",
            learnedAt: "2026-11-19T18:00:00.000Z",
          },
        ],
        next: { path: `${maths}/continuite`, title: "Continuité des fonctions d'une variable réelle", premium: false },
      },
      quizzes: [
        {
          path: `${maths}/quiz-suites-numeriques`,
          title: "Quiz : suites numériques",
          attempts: 3,
          best: { score: 9, maxScore: 10, completedAt: "2026-11-20T17:00:00.000Z" },
          last: { score: 7.5, maxScore: 10, completedAt: "2026-11-22T08:00:00.000Z" },
        },
      ],
      exercises: [
        {
          path: `${maths}/exercices-suites-numeriques`,
          title: "Exercices corrigés : suites numériques",
          subject: "maths",
          done: 3,
          succeeded: 2,
          total: 4,
          toReview: [{ id: "abonnes-mediatheque", title: "Les abonnés d'une médiathèque" }],
          lastMarkedAt: "2026-11-22T09:00:00.000Z",
        },
      ],
      flashcards: {
        cardsReviewed: 18,
        cardsDue: 5,
        retention: 0.86,
        decks: [
          {
            path: `${maths}/flashcards-suites-numeriques`,
            title: "Cartes : suites numériques",
            cardsReviewed: 18,
            cardsDue: 5,
          },
        ],
      },
    },
    {
      subject: "philosophie",
      chapters: {
        learned: 1,
        available: 18,
        learnedItems: [
          {
            path: "revisions/lycee/terminale/philosophie/la-conscience",
            title: "La conscience",
            learnedAt: "2026-11-18T18:00:00.000Z",
          },
        ],
        next: { path: "revisions/lycee/terminale/philosophie/le-devoir", title: "Le devoir", premium: true },
      },
      quizzes: [
        {
          path: "revisions/lycee/terminale/philosophie/quiz-la-conscience",
          title: "Quiz : la conscience",
          attempts: 1,
          best: { score: 6, maxScore: 10, completedAt: "2026-11-18T17:00:00.000Z" },
          last: { score: 6, maxScore: 10, completedAt: "2026-11-18T17:00:00.000Z" },
        },
      ],
      exercises: [],
      flashcards: { cardsReviewed: 0, cardsDue: 0, retention: null, decks: [] },
    },
  ],
  generatedAt: "2026-11-22T10:00:00.000Z",
};

/** A member with nothing done yet (their class has chapters). */
export const emptyProgressSummary: ProgressSummary = {
  ...progressSummary,
  streak: { days: 0, revisedToday: false },
  totals: {
    chaptersLearned: 0,
    chaptersAvailable: 28,
    quizzesTaken: 0,
    cardsReviewed: 0,
    cardsDue: 0,
    retention: null,
    exercisesSucceeded: 0,
    exercisesToReview: 0,
  },
  subjects: [],
};
