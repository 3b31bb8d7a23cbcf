// Documents shaped like content/ (front matter + body) for the content use-case tests.
import type { MemoryContentDocument } from "../../../adapters/memory/memory-content-api.ts";

export const QUIZ: MemoryContentDocument = {
  path: "revisions/lycee/terminale/maths/quiz-logarithme",
  frontMatter: {
    title: "Quiz : le logarithme",
    description: "Trois questions.",
    kind: "quiz",
    level: "lycee",
    grade: "terminale",
    subject: "maths",
    premium: true,
    order: 5,
    questions: [
      { id: "q1", prompt: "Combien vaut $\\ln 1$ ?", choices: ["0", "1"], answer: 0, explanation: "$\\ln 1 = 0$." },
      { id: "q2", prompt: "Lesquelles sont positives ?", choices: ["$\\ln 2$", "$\\ln 0{,}5$", "$\\ln 3$"], answer: [0, 2] },
      { id: "q3", prompt: "Dérivée de $\\ln x$ ?", choices: ["$1/x$", "$x$"], answer: 0 },
    ],
  },
  text: "Trois questions pour réviser.",
};

export const DOCUMENTS: MemoryContentDocument[] = [
  {
    path: "revisions/lycee/terminale/maths/suites-numeriques",
    frontMatter: { title: "Suites numériques", description: "Récurrence et limites.", kind: "course", level: "lycee", grade: "terminale", subject: "maths", order: 1, readingMinutes: 15 },
    text: "## Rappels\n\nUne suite $(u_n)$...",
  },
  {
    path: "revisions/lycee/terminale/maths/fonction-logarithme-neperien",
    frontMatter: { title: "La fonction logarithme", description: "ln et ses propriétés.", kind: "course", level: "lycee", grade: "terminale", subject: "maths", order: 2, premium: true },
    text: "## Définition\n\nPour $x > 0$...",
  },
  QUIZ,
  {
    path: "revisions/lycee/terminale/maths/flashcards-derivees",
    frontMatter: {
      title: "Cartes : dérivées",
      description: "Dix cartes.",
      kind: "flashcards",
      level: "lycee",
      grade: "terminale",
      subject: "maths",
      order: 6,
      cards: [{ id: "c1", front: "Dérivée de $x^n$", back: "$nx^{n-1}$" }],
    },
  },
  {
    path: "pages/faq",
    frontMatter: { title: "Questions fréquentes", description: "Les réponses.", kind: "page" },
    text: "## L'abonnement\n\n### Que contient-il ?\n\nTout.",
  },
  {
    path: "pages/faq",
    locale: "en",
    frontMatter: { title: "Frequently asked questions", description: "The answers.", kind: "page", locale: "en" },
    text: "## The subscription\n\n### What is in it?\n\nEverything.",
  },
  {
    path: "blog/2025-09-08-bien-demarrer",
    frontMatter: { title: "Bien démarrer l'année", description: "Sept habitudes.", kind: "article", section: "conseils", date: "2025-09-08", author: "L'équipe" },
    text: "Les premières semaines...",
  },
  {
    path: "blog/2026-03-16-preparer-le-brevet",
    frontMatter: { title: "Préparer le brevet", description: "En trois mois.", kind: "article", section: "examens", date: "2026-03-16T00:00:00.000Z" },
    text: "Trois mois avant...",
  },
  {
    path: "blog/2026-05-11-grand-oral",
    frontMatter: { title: "Le grand oral", description: "Se préparer.", kind: "article", section: "examens", date: "2026-05-11" },
    text: "Vingt minutes...",
  },
];
