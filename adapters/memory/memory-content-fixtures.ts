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
      `title: "La dérivation"\ndescription: "Nombre dérivé, tangente et fonctions dérivées usuelles."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\ntags: [derivation, analyse]\norder: 1\neffort: 12`,
      "## Nombre dérivé\n\nLe nombre dérivé mesure la pente de la **tangente** : $f'(a)$.\n\n## Fonctions dérivables\n\nUne fonction dérivable est continue.",
    ),
    file(
      `${maths}/suites.md`,
      `title: "Les suites numériques"\ndescription: "Suites arithmétiques et géométriques, limites et récurrence."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\ntags: [suites, analyse]\norder: 2\neffort: 9`,
      "## Récurrence\n\nOn démontre une propriété par récurrence en deux étapes.",
    ),
    file(
      `${maths}/logarithme.md`,
      `title: "Le logarithme népérien"\ndescription: "Propriétés algébriques et croissances comparées."\nkind: course\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\npremium: true\ntags: [logarithme, analyse]\norder: 3\neffort: 15`,
      "## Définition\n\nLe logarithme est la fonction réciproque de l'exponentielle.\n\n## Propriétés\n\nCorps réservé aux abonnés.",
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
      `title: "Bien démarrer l'année"\ndescription: "Cinq habitudes pour la rentrée."\nkind: article\ndate: 2025-09-08\nsection: conseils\nauthor: "L'équipe"\ntags: [organisation, rentree]\neffort: 5`,
      "## Un planning\n\nUn planning simple aide à réviser sans stress.",
    ),
    file(
      "blog/2025-11-24-parents.md",
      `title: "Aider son enfant à réviser"\ndescription: "Accompagner sans faire à sa place."\nkind: article\ndate: 2025-11-24\nsection: parents\ntags: [parents, organisation]\neffort: 8`,
      "## Encourager\n\nLes parents encouragent et posent des questions.",
    ),
    file(
      "blog/2026-03-16-brevet.md",
      `title: "Préparer le brevet en trois mois"\ndescription: "Un plan de révision semaine par semaine."\nkind: article\ndate: 2026-03-16\nsection: examens\ntags: [brevet, planning]\neffort: 11`,
      "## Trois mois\n\nRéviser un peu chaque jour vaut mieux que tout la veille.",
    ),
    file(
      "pages/faq.md",
      `title: "Questions fréquentes"\ndescription: "Abonnement, paiement et compte."\nkind: page\ntags: [faq]`,
      "## L'abonnement\n\nIl donne accès à tout le contenu Premium.",
    ),
    file(
      "pages/faq.en.md",
      `title: "Frequently asked questions"\ndescription: "Subscription, payment and account."\nkind: page\nlocale: en\ntags: [faq]`,
      "## The subscription\n\nIt opens all Premium content.",
    ),
    file(
      "pages/jobs.md",
      `title: "Rejoindre l'équipe"\ndescription: "Nos offres d'emploi."\nkind: page`,
      "Nous recrutons.",
    ),
    file("pages/jobs.en.md", `title: "Join the team"\ndescription: "Our job offers."\nkind: page`, "We are hiring."),
    file(
      "pages/mentions-legales.md",
      `title: "Mentions légales"\ndescription: "Éditeur et hébergeur."\nkind: page\ndraft_legal: true\nupdated: 2026-09-01`,
      "Éditeur : [nom de la société].",
    ),
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

/** Free quizzes for the tests of quiz scoring: one with a question of each type, one short. */
export const QUIZ_FIXTURE_PATHS = {
  everyType: "revisions/college/3eme/histoire-geo/quiz-tous-types",
  short: "revisions/college/3eme/maths/quiz-calcul",
} as const;

export function quizFixtureFiles(): ContentFixtureFile[] {
  const head = (title: string, subject: string) => [
    `title: "${title}"`,
    `description: "Pour les tests."`,
    `kind: quiz`,
    `level: college`,
    `grade: 3eme`,
    `subject: ${subject}`,
    `questions:`,
  ];
  return [
    file(
      `${QUIZ_FIXTURE_PATHS.everyType}.md`,
      [
        ...head("Quiz : tous les types", "histoire-geo"),
        "  - { id: q1, prompt: 'Capitale de la France ?', choices: [Lyon, Paris, Lille], answer: 1, explanation: 'Paris.' }",
        "  - { id: q2, type: multiple, prompt: 'Nombres pairs ?', choices: ['2', '3', '4', '5'], answer: [0, 2], explanation: '2 et 4.' }",
        "  - { id: q3, type: true-false, prompt: 'La Terre est plate.', answer: false, explanation: 'Elle est ronde.' }",
        "  - { id: q4, type: numeric, prompt: 'Hypoténuse pour 6 et 8 ?', answer: 10, unit: cm, explanation: 'Pythagore.' }",
        "  - { id: q5, type: text, prompt: 'Auteur des Misérables ?', answer: Victor Hugo, accept: [Hugo], explanation: 'Hugo, 1862.' }",
        "  - { id: q6, type: ordering, prompt: 'Dans l’ordre ?', items: ['1789', '1792', '1804'], explanation: 'Chronologie.' }",
        "  - { id: q7, type: matching, prompt: 'Associez.', pairs: [{ left: Hugo, right: Hernani }, { left: Zola, right: Germinal }, { left: Camus, right: La Peste }], explanation: 'Auteurs.' }",
      ].join("\n"),
      "Sept questions.",
    ),
    file(
      `${QUIZ_FIXTURE_PATHS.short}.md`,
      [
        ...head("Quiz : calcul", "maths"),
        "  - { id: q1, prompt: '2 + 2 ?', choices: ['3', '4'], answer: 1, explanation: 'Quatre.' }",
        "  - { id: q2, prompt: '3 × 3 ?', choices: ['9', '6'], answer: 0, explanation: 'Neuf.' }",
      ].join("\n"),
      "Deux questions.",
    ),
  ];
}

// --- Synthetic content for load tests (scripts/bench-content.ts): many documents in the layout of
// content/, with subject vocabularies (a topic word appears in its subject's documents, rarely elsewhere)
// among common French words, so that a search matches a realistic share of the corpus. Deterministic.

const LEVELS: Record<string, string[]> = {
  primaire: ["cm1", "cm2"],
  college: ["6eme", "5eme", "4eme", "3eme"],
  lycee: ["seconde", "premiere", "terminale"],
  sup: ["sup"],
};
const TOPICS: Record<string, string> = {
  maths:
    "fonction dérivée limite suite intégrale probabilité vecteur équation inéquation théorème démonstration courbe tangente variation tableau nombre fraction puissance racine géométrie triangle cercle angle aire volume repère droite statistique moyenne",
  francais:
    "texte roman poème auteur personnage narrateur argument thèse figure style grammaire conjugaison verbe sujet complément phrase récit théâtre métaphore comparaison vers strophe rime lecture écriture dissertation",
  "histoire-geo":
    "révolution guerre empire république démocratie citoyen territoire frontière population ville mondialisation colonisation siècle roi bataille traité carte croissance urbaine migration europe résistance",
  "physique-chimie":
    "énergie force mouvement vitesse accélération masse atome molécule réaction électron tension courant circuit onde lumière spectre pression température solution concentration oxydation",
  svt: "cellule organisme évolution génétique climat écosystème espèce adn chromosome protéine enzyme photosynthèse respiration immunité neurone hormone fossile roche plaque séisme",
  anglais:
    "vocabulary grammar tense present past future modal listening speaking reading writing essay article opinion culture society travel technology environment",
  philosophie:
    "conscience liberté vérité justice bonheur devoir raison langage art technique travail nature culture autrui histoire inconscient religion politique morale désir",
  ses: "économie croissance marché monnaie travail chômage inflation entreprise ménage revenu consommation épargne investissement banque politique inégalité socialisation mobilité",
  methodologie:
    "méthode plan introduction conclusion problématique argument exemple fiche révision mémoire organisation planning oral examen sujet analyse synthèse",
  espagnol:
    "vocabulario gramática verbo presente pasado futuro lectura escritura cultura sociedad viaje historia ciudad familia trabajo",
};
const COMMON =
  "le la les un une des de du et est en dans pour avec sur par qui que ce cette ces on il elle nous vous ils au aux son sa ses plus comme mais ou donc car tout bien très aussi faire avoir être peut doit voir chaque deux trois premier exemple exercice cours leçon définition propriété méthode important retenir".split(
    " ",
  );

/** Synthetic documents (French, `revisions/<level>/<grade>/<subject>/document-NNNNN`): courses, sheets, quizzes, decks; about 30 % premium. */
export function syntheticContentFiles(count: number, seed = 20_260_101): ContentFixtureFile[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const topics = Object.fromEntries(Object.entries(TOPICS).map(([subject, words]) => [subject, words.split(" ")]));
  const allTopics = Object.values(topics).flat();
  const sentence = (subject: string, length: number) => {
    const words = Array.from({ length }, () => {
      const draw = random();
      return draw < 0.7 ? pick(COMMON) : draw < 0.97 ? pick(topics[subject] ?? COMMON) : pick(allTopics);
    }).join(" ");
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  };
  const folders = Object.entries(LEVELS).flatMap(([level, grades]) =>
    grades.flatMap((grade) =>
      Object.keys(TOPICS).map((subject) => ({
        level,
        grade,
        subject,
        dir: level === "sup" ? `revisions/sup/${subject}` : `revisions/${level}/${grade}/${subject}`,
      })),
    ),
  );
  const kinds = ["course", "course", "course", "sheet", "quiz", "flashcards"] as const;
  const files: ContentFixtureFile[] = [];
  for (let i = 0; i < count; i += 1) {
    const folder = folders[i % folders.length];
    if (!folder) break;
    const { subject } = folder;
    const kind = pick(kinds);
    const lines = [
      `title: ${JSON.stringify(sentence(subject, 3 + Math.floor(random() * 5)).replace(/\.$/, ""))}`,
      `description: ${JSON.stringify(sentence(subject, 14))}`,
      `kind: ${kind}`,
      `level: ${folder.level}`,
      `grade: ${folder.grade}`,
      `subject: ${subject}`,
      `exam: ${folder.grade === "3eme" ? "brevet" : folder.grade === "terminale" ? "bac" : "null"}`,
      `premium: ${random() < 0.3}`,
      `tags: [${[pick(topics[subject] ?? COMMON), pick(topics[subject] ?? COMMON)].map((tag) => JSON.stringify(tag)).join(", ")}]`,
      `order: ${Math.floor(i / folders.length) + 1}`,
      `effort: ${3 + Math.floor(random() * 15)}`,
    ];
    if (kind === "quiz") {
      lines.push("questions:");
      for (let q = 1; q <= 5; q += 1) {
        lines.push(
          `  - id: q${q}`,
          `    prompt: ${JSON.stringify(sentence(subject, 8))}`,
          `    choices: ["a", "b", "c"]`,
          `    answer: ${q % 3}`,
          `    explanation: ${JSON.stringify(sentence(subject, 10))}`,
        );
      }
    }
    if (kind === "flashcards") {
      lines.push("cards:");
      for (let c = 1; c <= 8; c += 1)
        lines.push(
          `  - id: c${c}`,
          `    front: ${JSON.stringify(sentence(subject, 5))}`,
          `    back: ${JSON.stringify(sentence(subject, 6))}`,
        );
    }
    const body = Array.from(
      { length: 5 },
      (_, section) =>
        `## ${sentence(subject, 3)}\n\n${sentence(subject, 30)} ${sentence(subject, 25)}\n\n- ${sentence(subject, 8)}\n- ${sentence(subject, 8)}\n\n${section % 2 ? "$$f'(x) = 2x$$" : "| a | b |\n|---|---|\n| 1 | 2 |"}`,
    ).join("\n\n");
    files.push({
      source: `${folder.dir}/document-${String(i).padStart(5, "0")}.md`,
      raw: `---\n${lines.join("\n")}\n---\n\n${body}\n`,
    });
  }
  return files;
}
