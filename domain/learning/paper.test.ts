import { describe, expect, it } from "vitest";
import { exerciseHeading, paperPartKind, paperTotal, splitPaper, type PaperHeading } from "./paper.ts";

/** Blocks written as lines: "## x" and "### x" are headings, anything else a paragraph. */
const heading = (line: string): PaperHeading | null => {
  const match = /^(#{2,3}) (.*)$/.exec(line);
  return match ? { depth: match[1]!.length, text: match[2]! } : null;
};

describe("exerciseHeading", () => {
  it("reads the title and the points, whole or decimal with a comma or a point", () => {
    expect(exerciseHeading("Exercice 1 — L'échelle (4 points)")).toEqual({
      title: "Exercice 1 — L'échelle",
      points: 4,
    });
    expect(exerciseHeading("Partie B (2,5 points)")).toEqual({ title: "Partie B", points: 2.5 });
    expect(exerciseHeading("Listening, Part 2 (1 point)")).toEqual({ title: "Listening, Part 2", points: 1 });
    expect(exerciseHeading("Reading (7.5 Points) ")).toEqual({ title: "Reading", points: 7.5 });
  });
  it("refuses a heading without points at its end", () => {
    expect(exerciseHeading("Récapitulatif du barème")).toBeNull();
    expect(exerciseHeading("Exercice (4 points) suite")).toBeNull();
  });
});

describe("paperPartKind", () => {
  it("names corrections and marking schemes in French and English, whatever case and accents", () => {
    expect(paperPartKind("Corrigé")).toBe("answers");
    expect(paperPartKind("  corrige ")).toBe("answers");
    expect(paperPartKind("Answers")).toBe("answers");
    expect(paperPartKind("Barème")).toBe("marking");
    expect(paperPartKind("Marking  scheme")).toBe("marking");
  });
  it("leaves any other h3 in the statement", () => {
    expect(paperPartKind("Partie 1 — Mobilisation des connaissances (4 points)")).toBeNull();
    expect(paperPartKind("Corrigé détaillé de la question 2")).toBeNull();
  });
});

describe("splitPaper", () => {
  const paper = [
    "Consignes générales.",
    "## Le texte",
    "Texte à lire.",
    "## Exercice 1 — L'échelle (4 points)",
    "Énoncé 1.",
    "### Question annexe",
    "Suite de l'énoncé.",
    "### Corrigé",
    "Réponse 1.",
    "### Barème",
    "1 point par question.",
    "## Exercice 2 — La piscine (2,5 points)",
    "Énoncé 2.",
    "### Answers",
    "Réponse 2.",
    "### Sous-partie du corrigé",
    "Détail.",
    "## Récapitulatif du barème",
    "| Exercice | Points |",
    "## Corrections communes",
    "Erreurs fréquentes.",
    "## Pour aller plus loin",
    "Lectures.",
  ];
  const split = splitPaper(paper, heading);

  it("keeps everything before the first exercise, an h2 without points included, as the instructions", () => {
    expect(split.intro).toEqual(["Consignes générales.", "## Le texte", "Texte à lire."]);
  });
  it("gives each exercise its statement, then its parts up to the next h2", () => {
    expect(split.exercises).toEqual([
      {
        title: "Exercice 1 — L'échelle",
        points: 4,
        heading: "## Exercice 1 — L'échelle (4 points)",
        statement: ["Énoncé 1.", "### Question annexe", "Suite de l'énoncé."],
        parts: [
          { kind: "answers", title: "Corrigé", blocks: ["Réponse 1."] },
          { kind: "marking", title: "Barème", blocks: ["1 point par question."] },
        ],
      },
      {
        title: "Exercice 2 — La piscine",
        points: 2.5,
        heading: "## Exercice 2 — La piscine (2,5 points)",
        statement: ["Énoncé 2."],
        parts: [{ kind: "answers", title: "Answers", blocks: ["Réponse 2.", "### Sous-partie du corrigé", "Détail."] }],
      },
    ]);
  });
  it("makes an h2 without points after the exercises a closing section, hidden when it is a marking scheme or a correction", () => {
    expect(split.closing).toEqual([
      { title: "Récapitulatif du barème", kind: "marking", blocks: ["| Exercice | Points |"] },
      { title: "Corrections communes", kind: "answers", blocks: ["Erreurs fréquentes."] },
      { title: "Pour aller plus loin", kind: null, blocks: ["Lectures."] },
    ]);
  });
  it("does not start a part from an h3 in a closing section", () => {
    const closing = splitPaper(["## A (1 point)", "## Notes", "### Corrigé", "x"], heading).closing;
    expect(closing).toEqual([{ title: "Notes", kind: null, blocks: ["### Corrigé", "x"] }]);
  });
  it("has no exercise in a text without points", () => {
    expect(splitPaper(["## Titre", "Texte"], heading)).toEqual({
      intro: ["## Titre", "Texte"],
      exercises: [],
      closing: [],
    });
  });
});

describe("paperTotal", () => {
  it("adds the exercises' points", () => {
    expect(paperTotal([6, 4, 4, 3, 3], false)).toBe(20);
    expect(paperTotal([0.1, 0.2], false)).toBe(0.3);
  });
  it("counts one subject when the candidate chooses one", () => {
    expect(paperTotal([20, 20, 20], true)).toBe(20);
    expect(paperTotal([], true)).toBe(0);
  });
});
