// Sample content for the content stories (shaped like the API's answers, see content/README.md §3): the
// Markdown samples are rendered by the importer's own renderer, their links mapped as the web app maps them.
import { renderMarkdown, renderPaper } from "../../adapters/api/content/markdown-render.ts";
import type { ContentPaper } from "../../application/contracts/content.ts";
import type { ContentDocument, ContentSummary, QuizQuestion } from "../../application/web/content/content-document.ts";
import type { ChapterParts } from "../../application/web/content/load-content-page.ts";
import { siteHtml } from "../../application/web/content/content-paths.ts";

/** A Markdown text as a page receives it: HTML rendered at import, document links mapped to routes. */
export function rendered(markdown: string, options?: Parameters<typeof renderMarkdown>[1]) {
  const { html, toc, math } = renderMarkdown(markdown, options);
  return { html: siteHtml(html), toc, math };
}

export const MARKDOWN_SAMPLE = `## Le théorème de Pythagore

Dans un triangle **rectangle**, le carré de l'*hypoténuse* est égal à la somme des carrés des deux autres côtés.

### À retenir

1. Repérer l'angle droit.
2. Nommer l'hypoténuse : le côté **opposé** à l'angle droit.
   - Elle est toujours le plus long côté.
   - On la note souvent \`[BC]\`.
3. Écrire l'égalité, puis calculer.

> **Astuce** : vérifiez toujours que votre résultat est plus grand que les deux autres côtés.

| Côtés | Longueur | Carré |
|:---|---:|---:|
| AB | 3 cm | 9 |
| AC | 4 cm | 16 |
| BC | 5 cm | 25 |

Voir aussi [le cours sur les fonctions](/revisions/college/3eme/maths/fonctions-lineaires-et-affines), la [FAQ](/pages/faq) ou le site [Éduscol](https://eduscol.education.fr).

---

\`\`\`python
def hypotenuse(a, b):
    return (a * a + b * b) ** 0.5
\`\`\``;

export const MARKDOWN_MATH_SAMPLE = `## Une formule

Si $ABC$ est rectangle en $A$, alors $BC^2 = AB^2 + AC^2$, donc :

$$BC = \\sqrt{AB^2 + AC^2} = \\sqrt{3^2 + 4^2} = 5$$

Un prix reste un prix : 5 $ ou 10 $, et \\$ seul.`;

export const SAMPLE = rendered(MARKDOWN_SAMPLE);
export const SAMPLE_EN = rendered(MARKDOWN_SAMPLE, { locale: "en" });
export const MATH_SAMPLE = rendered(MARKDOWN_MATH_SAMPLE);

/** A quiz with one question of each type (content/README.md §3), in the order of QUESTION_TYPES. */
export const QUESTIONS: QuizQuestion[] = [
  {
    id: "q1",
    type: "single",
    prompt: "Dans un triangle DEF rectangle en E, quelle est l'hypoténuse ?",
    choices: ["[DE]", "[EF]", "[DF]"],
    answer: 2,
    explanation: "L'hypoténuse est le côté opposé à l'angle droit : ici [DF].",
  },
  {
    id: "q2",
    type: "multiple",
    prompt: "Lesquels de ces triplets sont des longueurs de triangles rectangles ?",
    choices: ["3, 4, 5", "5, 12, 13", "2, 3, 4"],
    answer: [0, 1],
    explanation: "9 + 16 = 25 et 25 + 144 = 169, mais 4 + 9 ≠ 16.",
  },
  {
    id: "q3",
    type: "true-false",
    prompt: "Dans un triangle rectangle, l'hypoténuse est le plus long des trois côtés.",
    answer: true,
    explanation: "Son carré est la somme des carrés des deux autres côtés : elle est plus longue que chacun d'eux.",
  },
  {
    id: "q4",
    type: "numeric",
    prompt: "ABC est rectangle en B, AB = 6 cm et BC = 8 cm. Combien mesure AC ?",
    answer: 10,
    tolerance: 0,
    unit: "cm",
    explanation: "AC² = 36 + 64 = 100, donc AC = 10 cm.",
  },
  {
    id: "q5",
    type: "text",
    prompt: "Quel savant grec a donné son nom à ce théorème ?",
    answer: "Pythagore",
    accept: ["Pythagoras"],
    explanation: "Pythagore de Samos, au VIe siècle avant notre ère.",
  },
  {
    id: "q6",
    type: "ordering",
    prompt: "Remettez dans l'ordre les étapes du calcul de l'hypoténuse.",
    items: ["Repérer l'angle droit", "Écrire l'égalité de Pythagore", "Remplacer par les longueurs connues", "Prendre la racine carrée"],
    explanation: "On repère l'angle droit, on écrit l'égalité, on remplace, puis on prend la racine carrée.",
  },
  {
    id: "q7",
    type: "matching",
    prompt: "Associez chaque triangle rectangle à la longueur de son hypoténuse.",
    pairs: [
      { left: "Côtés de l'angle droit 3 et 4", right: "5" },
      { left: "Côtés de l'angle droit 6 et 8", right: "10" },
      { left: "Côtés de l'angle droit 5 et 12", right: "13" },
    ],
    explanation: "9 + 16 = 25, 36 + 64 = 100 et 25 + 144 = 169.",
  },
];

export const QUESTIONS_EN: QuizQuestion[] = [
  {
    id: "q1",
    type: "single",
    prompt: "In a triangle DEF with a right angle at E, which side is the hypotenuse?",
    choices: ["[DE]", "[EF]", "[DF]"],
    answer: 2,
    explanation: "The hypotenuse is the side opposite the right angle: here [DF].",
  },
  {
    id: "q2",
    type: "multiple",
    prompt: "Which of these triples are the sides of a right triangle?",
    choices: ["3, 4, 5", "5, 12, 13", "2, 3, 4"],
    answer: [0, 1],
    explanation: "9 + 16 = 25 and 25 + 144 = 169, but 4 + 9 ≠ 16.",
  },
  {
    id: "q3",
    type: "true-false",
    prompt: "In a right triangle, the hypotenuse is the longest of the three sides.",
    answer: true,
    explanation: "Its square is the sum of the squares of the other two sides: it is longer than each of them.",
  },
  {
    id: "q4",
    type: "numeric",
    prompt: "ABC has a right angle at B, AB = 6 cm and BC = 8 cm. How long is AC?",
    answer: 10,
    tolerance: 0,
    unit: "cm",
    explanation: "AC² = 36 + 64 = 100, so AC = 10 cm.",
  },
  {
    id: "q5",
    type: "text",
    prompt: "Which Greek scholar gave his name to this theorem?",
    answer: "Pythagoras",
    accept: ["Pythagore"],
    explanation: "Pythagoras of Samos, in the 6th century BC.",
  },
  {
    id: "q6",
    type: "ordering",
    prompt: "Put the steps for finding the hypotenuse in order.",
    items: ["Find the right angle", "Write Pythagoras' equation", "Substitute the known lengths", "Take the square root"],
    explanation: "Find the right angle, write the equation, substitute, then take the square root.",
  },
  {
    id: "q7",
    type: "matching",
    prompt: "Match each right triangle with the length of its hypotenuse.",
    pairs: [
      { left: "Legs 3 and 4", right: "5" },
      { left: "Legs 6 and 8", right: "10" },
      { left: "Legs 5 and 12", right: "13" },
    ],
    explanation: "9 + 16 = 25, 36 + 64 = 100 and 25 + 144 = 169.",
  },
];

const card = (id: string, front: string, back: string) => ({ id, front: rendered(front, { inline: true }).html, back: rendered(back).html });

export const CARDS = [
  card("c1", "Date du débarquement en Normandie", "**6 juin 1944**"),
  card("c2", "Fin de la Seconde Guerre mondiale en Europe", "8 mai 1945"),
  card("c3", "Appel du général de Gaulle", "18 juin 1940"),
];

export const CARDS_EN = [card("c1", "Date of the Normandy landings", "**6 June 1944**"), card("c2", "End of the Second World War in Europe", "8 May 1945")];

const base: ContentSummary = {
  path: "/revisions/college/3eme/maths/theoreme-de-pythagore",
  locale: "fr",
  kind: "course",
  title: "Le théorème de Pythagore",
  description: "Énoncé, réciproque et méthode pour calculer une longueur dans un triangle rectangle.",
  level: "college",
  grade: "3eme",
  subject: "maths",
  exam: "brevet",
  premium: false,
  tags: ["geometrie"],
  date: null,
  section: null,
  author: null,
  readingMinutes: 8,
};

export const SUMMARIES: ContentSummary[] = [
  base,
  { ...base, path: "/revisions/college/3eme/maths/quiz-theoreme-de-pythagore", kind: "quiz", title: "Quiz : le théorème de Pythagore", description: "Six questions pour vérifier.", readingMinutes: null },
  { ...base, path: "/revisions/college/3eme/maths/fiche-geometrie-brevet", kind: "sheet", title: "Fiche : la géométrie du brevet", description: "Tout ce qu'il faut savoir sur une page.", premium: true, readingMinutes: 4 },
  { ...base, path: "/revisions/college/3eme/histoire-geo/flashcards-dates-cles", kind: "flashcards", subject: "histoire-geo", title: "Cartes : les dates clés", description: "Dix dates à connaître.", readingMinutes: null },
];

export const ARTICLE: ContentSummary = {
  ...base,
  path: "/blog/2025-09-08-bien-demarrer-l-annee-scolaire",
  kind: "article",
  title: "Bien démarrer l'année scolaire",
  description: "Sept habitudes simples à installer dès septembre.",
  level: null,
  grade: null,
  subject: null,
  exam: null,
  date: "2025-09-08",
  section: "conseils",
  author: "L'équipe pédagogique",
  readingMinutes: 6,
};

export const COURSE: ContentDocument = {
  ...base,
  chapter: null,
  paper: null,
  html: SAMPLE.html,
  toc: SAMPLE.toc,
  math: false,
  locked: false,
  questions: [],
  quizHtml: {},
  cards: [],
  exercises: [],
  durationMinutes: null,
  updated: null,
  layout: null,
};

/** §6 a premium course as a visitor receives it: its first section only (the API cut the rest). */
export const PREMIUM_COURSE: ContentDocument = {
  ...COURSE,
  title: "La fonction logarithme népérien",
  premium: true,
  locked: true,
  ...rendered("## Définition\n\nLa fonction logarithme népérien, notée $\\ln$, est la fonction réciproque de la fonction exponentielle : pour tout réel $x > 0$, $e^{\\ln x} = x$."),
  grade: "terminale",
  level: "lycee",
};

export const QUIZ_DOCUMENT: ContentDocument = {
  ...COURSE,
  kind: "quiz",
  title: "Quiz : le théorème de Pythagore",
  description: "Sept questions pour vérifier que tout est en place.",
  html: rendered("Sept questions, une de chaque type.").html,
  toc: [],
  questions: QUESTIONS,
};

export const FLASHCARDS_DOCUMENT: ContentDocument = {
  ...COURSE,
  kind: "flashcards",
  subject: "histoire-geo",
  title: "Cartes mémoire : les dates clés",
  description: "Trois dates à connaître pour le brevet.",
  html: null,
  toc: [],
  cards: CARDS,
};

export const LEGAL_DOCUMENT: ContentDocument = {
  ...COURSE,
  path: "/pages/mentions-legales",
  kind: "page",
  title: "Mentions légales",
  description: "L'éditeur, l'hébergeur et les contacts.",
  level: null,
  grade: null,
  subject: null,
  exam: null,
  readingMinutes: null,
  updated: "2026-09-01",
  ...rendered("## Éditeur\n\nRévizo SAS, [adresse du siège]."),
};

export const FAQ_SOURCE = `## L'abonnement

### Que contient l'abonnement ?

Un accès illimité à tous les contenus **Premium**, sur ordinateur, tablette et téléphone.

### Peut-on l'utiliser gratuitement ?

Oui : une partie des cours, quiz et fiches est en accès libre. Voir la page [Premium](/premium).

## Le paiement

### Quels moyens de paiement sont acceptés ?

- la carte bancaire ;
- le mobile money, dans les pays où il est proposé.`;

export const FAQ_SOURCE_EN = `## The subscription

### What does the subscription include?

Unlimited access to all **Premium** content, on computer, tablet and phone.

## Payment

### Which payment methods are accepted?

- bank cards;
- mobile money, where it is offered.`;

export const FAQ_HTML = rendered(FAQ_SOURCE).html;
export const FAQ_HTML_EN = rendered(FAQ_SOURCE_EN, { locale: "en" }).html;

/** A course's chapter parts (content/README.md §7). */
export const CHAPTER_PARTS: ChapterParts = {
  quiz: SUMMARIES[1]!,
  flashcards: { ...base, path: "/revisions/college/3eme/maths/flashcards-theoreme-de-pythagore", kind: "flashcards", title: "Cartes mémoire : le théorème de Pythagore", readingMinutes: null },
  exercises: { ...base, path: "/revisions/college/3eme/maths/exercices-theoreme-de-pythagore", kind: "exercises", title: "Exercices corrigés : le théorème de Pythagore", readingMinutes: null },
  sheet: { ...base, path: "/revisions/college/3eme/maths/fiche-theoreme-de-pythagore", kind: "sheet", title: "Fiche : le théorème de Pythagore" },
};

const html = (source: string) => rendered(source).html;

/** An exercise bank as the page receives it (content/README.md §9). */
export const EXERCISES: ContentDocument["exercises"] = [
  {
    id: "rampe",
    title: "La rampe d'accès",
    statement: html("Une rampe d'accès monte de $0{,}6$ m sur une distance au sol de $8$ m. Quelle est sa longueur, au centimètre près ?"),
    hints: [html("La rampe, le sol et la hauteur forment un triangle rectangle : lequel des côtés est l'hypoténuse ?"), html("La rampe est l'hypoténuse : $L^2 = 8^2 + 0{,}6^2$.")],
    steps: [html("Le triangle est rectangle entre le sol et la hauteur ; la rampe est l'hypoténuse."), html("$L^2 = 64 + 0{,}36 = 64{,}36$."), html("$L = \\sqrt{64{,}36} \\approx 8{,}02$ m.")],
    answer: rendered("environ $8{,}02$ m", { inline: true }).html,
  },
  {
    id: "ecran",
    title: "La diagonale d'un écran",
    statement: html("Un écran mesure $48$ cm de large et $36$ cm de haut. Quelle est la longueur de sa diagonale ?"),
    hints: [html("La diagonale partage l'écran en deux triangles rectangles."), html("$d^2 = 48^2 + 36^2$.")],
    steps: [html("$d^2 = 2\\,304 + 1\\,296 = 3\\,600$."), html("$d = \\sqrt{3\\,600} = 60$ cm.")],
    answer: rendered("$60$ cm", { inline: true }).html,
  },
];

export const PAPER_SOURCE = `> **Sujet d'entraînement** au format du brevet. Durée : 2 heures.

## Exercice 1 — L'échelle (4 points)

Une échelle de 5 m est posée contre un mur, son pied à 1,40 m du mur. À quelle hauteur touche-t-elle le mur ?

### Corrigé

D'après le théorème de Pythagore : $AC^2 = 5^2 - 1{,}4^2 = 23{,}04$, donc $AC = 4{,}8$ m.

### Barème

Théorème cité (1 point), calcul (2 points), conclusion (1 point).

## Exercice 2 — La piscine (2,5 points)

Le tarif A coûte 4,50 € la séance ; le tarif B, 30 € par an puis 2 € la séance. À partir de combien de séances le tarif B est-il plus avantageux ?

### Corrigé

$4{,}5x > 2x + 30 \\iff x > 12$ : à partir de 13 séances.

### Barème

Inéquation (1 point), résolution (1 point), conclusion (0,5 point).

## Récapitulatif du barème

| Exercice | Points |
|---|---:|
| Exercice 1 | 4 |
| Exercice 2 | 2,5 |
`;

/** A practice paper as the page receives it: split and rendered at import, links mapped. */
export const PAPER: ContentPaper = renderPaper(PAPER_SOURCE, { locale: "fr", choice: false });

export const PAPER_DOCUMENT: ContentDocument = {
  ...COURSE,
  path: "/exams/brevet/sujets/sujet-entrainement-mathematiques",
  kind: "exam",
  title: "Brevet : sujet d'entraînement de mathématiques",
  description: "Deux exercices corrigés, avec le barème.",
  readingMinutes: null,
  durationMinutes: 120,
  ...rendered(PAPER_SOURCE),
  math: true,
  paper: PAPER,
};
