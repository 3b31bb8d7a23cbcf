// A small content/ tree for tests of the content query: revisions with order and premium documents,
// a quiz and a deck, an exam folder with its index, blog articles, pages in French and English.
// Written for the tests (invented text), in the format of content/README.md.

export interface ContentFixtureFile {
  source: string;
  raw: string;
}

function file(source: string, frontMatter: string, body: string): ContentFixtureFile {
  return { source, raw: `---\n${frontMatter.trim()}\n---\n\n${body.trim()}\n` };
}

const maths = "revisions/lycee/terminale/maths";

/** The fixture tree: 21 files (2 READMEs), 19 documents (17 French, 2 English). */
export function contentFixtureFiles(): ContentFixtureFile[] {
  return [
    file(
      `${maths}/derivation.md`,
      `title: "La dérivation"\ndescription: "Nombre dérivé, tangente et fonctions dérivées usuelles."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\ntags: [derivation, analyse]\norder: 1\nreadingMinutes: 12`,
      "## Nombre dérivé\n\nLe nombre dérivé mesure la pente de la **tangente** : $f'(a)$.\n\n## Fonctions dérivables\n\nUne fonction dérivable est continue.",
    ),
    file(
      `${maths}/suites.md`,
      `title: "Les suites numériques"\ndescription: "Suites arithmétiques et géométriques, limites et récurrence."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\ntags: [suites, analyse]\norder: 2\nreadingMinutes: 9`,
      "## Récurrence\n\nOn démontre une propriété par récurrence en deux étapes.",
    ),
    file(
      `${maths}/logarithme.md`,
      `title: "Le logarithme népérien"\ndescription: "Propriétés algébriques et croissances comparées."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\npremium: true\ntags: [logarithme, analyse]\norder: 3\nreadingMinutes: 15`,
      "## Définition\n\nLe logarithme est la fonction réciproque de l'exponentielle. Corps réservé aux abonnés.",
    ),
    file(
      `${maths}/quiz-logarithme.md`,
      [
        `title: "Quiz : logarithme"`,
        `description: "Deux questions sur ln."`,
        `kind: quiz`,
        `level: lycee`,
        `grade: terminale`,
        `subject: maths`,
        `exam: bac`,
        `premium: true`,
        `tags: [logarithme, quiz]`,
        `order: 4`,
        `questions:`,
        `  - id: q1`,
        `    prompt: "Combien vaut ln(1) ?"`,
        `    choices: ["0", "1"]`,
        `    answer: 0`,
        `    explanation: "Le logarithme de 1 est nul."`,
        `  - id: q2`,
        `    prompt: "Quelles valeurs sont positives ?"`,
        `    choices: ["ln(2)", "ln(0,5)", "ln(3)"]`,
        `    answer: [0, 2]`,
        `    explanation: "ln est positif au-delà de 1."`,
      ].join("\n"),
      "Un quiz rapide.",
    ),
    file(
      `${maths}/flashcards-formules.md`,
      [
        `title: "Cartes : formules d'analyse"`,
        `description: "Les dérivées à connaître."`,
        `kind: flashcards`,
        `level: lycee`,
        `grade: terminale`,
        `subject: maths`,
        `premium: true`,
        `tags: [formules]`,
        `cards:`,
        `  - id: c1`,
        `    front: "Dérivée de ln(x)"`,
        `    back: "1/x"`,
        `  - id: c2`,
        `    front: "Dérivée de exp(x)"`,
        `    back: "exp(x)"`,
      ].join("\n"),
      "Révise ces cartes chaque jour.",
    ),
    file(
      "revisions/lycee/terminale/philosophie/la-conscience.md",
      `title: "La conscience"\ndescription: "Conscience de soi et inconscient."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: philosophie\nexam: bac\ntags: [notion]\norder: 1`,
      "## Introduction\n\nÊtre conscient, c'est savoir ce que l'on fait.",
    ),
    file(
      "revisions/college/3eme/maths/pythagore.md",
      `title: "Le théorème de Pythagore"\ndescription: "Calculer une longueur dans un triangle rectangle."\nkind: course\nlevel: college\ngrade: 3eme\nsubject: maths\nexam: brevet\ntags: [geometrie, triangle]\norder: 1`,
      "## Énoncé\n\nDans un triangle rectangle, le carré de l'hypoténuse est égal à la somme des carrés des deux autres côtés.",
    ),
    file(
      "revisions/college/3eme/maths/fiche-geometrie.md",
      `title: "Fiche : géométrie du brevet"\ndescription: "Pythagore, Thalès et trigonométrie en une page."\nkind: sheet\nlevel: college\ngrade: 3eme\nsubject: maths\nexam: brevet\npremium: true\ntags: [geometrie, fiche]`,
      "Toutes les formules de géométrie.",
    ),
    file(
      "revisions/primaire/cm2/francais/conjugaison.md",
      `title: "Les temps de l'indicatif"\ndescription: "Présent, imparfait, futur et passé composé."\nkind: course\nlevel: primaire\ngrade: cm2\nsubject: francais\ntags: [conjugaison]`,
      "## Le présent\n\nLes verbes du premier groupe se terminent par -er.",
    ),
    file(
      "exams/bac/index.md",
      `title: "Le bac général"\ndescription: "Contrôle continu, épreuves finales et Grand oral."\nkind: page\nlevel: lycee\ngrade: terminale\nexam: bac\ntags: [bac]`,
      "## Le bac en bref\n\nLe contrôle continu compte pour 40 %.",
    ),
    file(
      "exams/bac/sujets/sujet-maths.md",
      `title: "Sujet d'entraînement : spécialité maths"\ndescription: "Quatre exercices corrigés."\nkind: exam\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\npremium: true\ndurationMinutes: 240\ntags: [sujet, corrige]`,
      "## Exercice 1\n\nÉtudier la fonction.",
    ),
    file(
      "blog/2025-09-08-rentree.md",
      `title: "Bien démarrer l'année"\ndescription: "Cinq habitudes pour la rentrée."\nkind: article\ndate: 2025-09-08\nsection: conseils\nauthor: "L'équipe"\ntags: [organisation, rentree]\nreadingMinutes: 5`,
      "## Un planning\n\nUn planning simple aide à réviser sans stress.",
    ),
    file(
      "blog/2025-11-24-parents.md",
      `title: "Aider son enfant à réviser"\ndescription: "Accompagner sans faire à sa place."\nkind: article\ndate: 2025-11-24\nsection: parents\ntags: [parents, organisation]\nreadingMinutes: 8`,
      "## Encourager\n\nLes parents encouragent et posent des questions.",
    ),
    file(
      "blog/2026-03-16-brevet.md",
      `title: "Préparer le brevet en trois mois"\ndescription: "Un plan de révision semaine par semaine."\nkind: article\ndate: 2026-03-16\nsection: examens\ntags: [brevet, planning]\nreadingMinutes: 11`,
      "## Trois mois\n\nRéviser un peu chaque jour vaut mieux que tout la veille.",
    ),
    file("pages/faq.md", `title: "Questions fréquentes"\ndescription: "Abonnement, paiement et compte."\nkind: page\ntags: [faq]`, "## L'abonnement\n\nIl donne accès à tout le contenu Premium."),
    file("pages/faq.en.md", `title: "Frequently asked questions"\ndescription: "Subscription, payment and account."\nkind: page\nlocale: en\ntags: [faq]`, "## The subscription\n\nIt opens all Premium content."),
    file("pages/jobs.md", `title: "Rejoindre l'équipe"\ndescription: "Nos offres d'emploi."\nkind: page`, "Nous recrutons."),
    file("pages/jobs.en.md", `title: "Join the team"\ndescription: "Our job offers."\nkind: page`, "We are hiring."),
    file("pages/mentions-legales.md", `title: "Mentions légales"\ndescription: "Éditeur et hébergeur."\nkind: page\ndraft_legal: true\nupdated: 2026-09-01`, "Éditeur : [nom de la société]."),
    { source: "README.md", raw: "# Not a document\n" },
    { source: "revisions/README.md", raw: "# Not a document either\n" },
  ];
}

/** Paths of the fixture documents in maths of terminale, in their `order`. */
export const FIXTURE_MATHS_PATHS = [
  `${maths}/derivation`,
  `${maths}/suites`,
  `${maths}/logarithme`,
  `${maths}/quiz-logarithme`,
  `${maths}/flashcards-formules`,
] as const;
