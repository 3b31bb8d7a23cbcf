import { describe, expect, it } from "vitest";
import {
  diffDictation,
  dictationGroups,
  isListeningLang,
  scoreDictation,
  splitSentences,
  tokenize,
} from "./dictation.ts";

describe("splitSentences", () => {
  it("cuts after . ! ? and … followed by what opens a sentence, keeping the marks", () => {
    expect(splitSentences("Il pleut.  Le vent souffle !\nQui vient ? « Moi », dit-il… Fin")).toEqual([
      "Il pleut.",
      "Le vent souffle !",
      "Qui vient ?",
      "« Moi », dit-il…",
      "Fin",
    ]);
  });
  it("keeps a closing quote with its sentence, a title and a decimal inside one", () => {
    expect(splitSentences("« Viens ! » Il partit. M. Dupont mesure 1.8 m. 2026 arrive.")).toEqual([
      "« Viens ! »",
      "Il partit.",
      "M. Dupont mesure 1.8 m.",
      "2026 arrive.",
    ]);
  });
  it("gives nothing for an empty text and reads typographic apostrophes as the keyboard's", () => {
    expect(splitSentences("  \n ")).toEqual([]);
    expect(splitSentences("L’enfant dort")).toEqual(["L'enfant dort"]);
  });
});

describe("dictationGroups", () => {
  it("speaks each mark after the words it closes", () => {
    expect(dictationGroups("Il pleut, dit-il ; puis : rien.")).toEqual([
      "Il pleut, virgule",
      "dit-il; point-virgule",
      "puis: deux-points",
      "rien. point",
    ]);
  });
  it("speaks opening marks before the words they open, and joins a mark that follows another", () => {
    expect(dictationGroups("Il cria : « Qui est là ? » (Personne.)")).toEqual([
      "Il cria: deux-points",
      "ouvrez les guillemets",
      "Qui est là? point d'interrogation fermez les guillemets",
      "ouvrez la parenthèse",
      "Personne. point fermez la parenthèse",
    ]);
  });
  it("speaks a spaced dash, an ellipsis and an exclamation, not a hyphen", () => {
    expect(dictationGroups("— Viens ! Attends... Peut-être…")).toEqual([
      "tiret",
      "Viens! point d'exclamation",
      "Attends… points de suspension",
      "Peut-être… points de suspension",
    ]);
    expect(dictationGroups("Une phrase sans fin")).toEqual(["Une phrase sans fin"]);
    expect(dictationGroups("Le Paris–Lyon part.")).toEqual(["Le Paris–Lyon part. point"]);
  });
});

describe("tokenize", () => {
  it("keeps elisions and compound words whole, marks one by one, keyboard quotes as guillemets", () => {
    expect(tokenize(`L'enfant — peut-être — dit : "aujourd'hui..." – oui -`).map((token) => token.text)).toEqual([
      "L'enfant",
      "—",
      "peut-être",
      "—",
      "dit",
      ":",
      "«»",
      "aujourd'hui",
      "…",
      "«»",
      "—",
      "oui",
      "—",
    ]);
    expect(tokenize("« Oui » “non”").map((token) => token.text)).toEqual(["«»", "Oui", "«»", "«»", "non", "«»"]);
  });
});

describe("diffDictation", () => {
  it("finds nothing wrong in the text itself, whatever its spaces and apostrophes", () => {
    const ops = diffDictation("L’été, il  partit.", "L'été, il partit.");
    expect(ops.every((op) => op.kind === "ok")).toBe(true);
    expect(scoreDictation(ops)).toEqual({
      score: 10,
      outOf: 10,
      grammarMistakes: 0,
      usageMistakes: 0,
      punctuationMistakes: 0,
    });
  });
  it("tells an accent, a capital, a grammatical mistake and a misspelling apart", () => {
    expect(diffDictation("Le château était là, bruyamment.", "le chateau etaient la, bruyament.")).toEqual([
      { kind: "wrong", expected: "Le", typed: "le", fault: "case" },
      { kind: "wrong", expected: "château", typed: "chateau", fault: "accent" },
      { kind: "wrong", expected: "était", typed: "etaient", fault: "grammar" },
      { kind: "wrong", expected: "là", typed: "la", fault: "grammar" },
      { kind: "ok", expected: ",", typed: "," },
      { kind: "wrong", expected: "bruyamment", typed: "bruyament", fault: "spelling" },
      { kind: "ok", expected: ".", typed: "." },
    ]);
  });
  it("reads an agreement or a conjugation as grammar, and a homophone too", () => {
    const faults = (expected: string, typed: string) =>
      diffDictation(expected, typed).map((op) => (op.kind === "wrong" ? op.fault : op.kind));
    expect(faults("levée taillés saluaient leur et à", "levé taillé saluait leurs est a")).toEqual([
      "grammar",
      "grammar",
      "grammar",
      "grammar",
      "grammar",
      "grammar",
    ]);
    expect(faults("reconnut maison", "reconnût maisson")).toEqual(["accent", "spelling"]);
  });
  it("counts a word with a wrong accent and a wrong capital as an accent fault", () => {
    expect(diffDictation("École", "ecole")).toEqual([
      { kind: "wrong", expected: "École", typed: "ecole", fault: "accent" },
    ]);
  });
  it("finds missing and extra words and marks, never matching a word with a mark", () => {
    expect(diffDictation("Il vient, enfin.", "Il vient bien enfin")).toEqual([
      { kind: "ok", expected: "Il", typed: "Il" },
      { kind: "ok", expected: "vient", typed: "vient" },
      { kind: "extra", typed: "bien", punctuation: false },
      { kind: "missing", expected: ",", punctuation: true },
      { kind: "ok", expected: "enfin", typed: "enfin" },
      { kind: "missing", expected: ".", punctuation: true },
    ]);
    expect(diffDictation("Oui.", "Oui ! non")).toEqual([
      { kind: "ok", expected: "Oui", typed: "Oui" },
      { kind: "wrong", expected: ".", typed: "!", fault: "punctuation" },
      { kind: "extra", typed: "non", punctuation: false },
    ]);
    expect(diffDictation("Le chat dort", "")).toEqual([
      { kind: "missing", expected: "Le", punctuation: false },
      { kind: "missing", expected: "chat", punctuation: false },
      { kind: "missing", expected: "dort", punctuation: false },
    ]);
    expect(diffDictation("", "Oui,")).toEqual([
      { kind: "extra", typed: "Oui", punctuation: false },
      { kind: "extra", typed: ",", punctuation: true },
    ]);
  });
  it("matches a misspelt word to its own place rather than shifting the rest", () => {
    const ops = diffDictation("les enfants jouaient dehors", "les enfant jouait dehors");
    expect(ops.map((op) => op.kind)).toEqual(["ok", "wrong", "wrong", "ok"]);
  });
});

describe("diffDictation: a word cut or joined", () => {
  it("counts a word written in two, or two written as one, as one mistake of usage", () => {
    expect(diffDictation("quelques-uns restaient", "quelques uns restaient")).toEqual([
      { kind: "wrong", expected: "quelques-uns", typed: "quelques uns", fault: "spelling" },
      { kind: "ok", expected: "restaient", typed: "restaient" },
    ]);
    expect(diffDictation("de l'accompagner", "de l' accompagner")).toEqual([
      { kind: "ok", expected: "de", typed: "de" },
      { kind: "wrong", expected: "l'accompagner", typed: "l' accompagner", fault: "spelling" },
    ]);
    expect(diffDictation("sa grand mère", "sa grand-mère")).toEqual([
      { kind: "ok", expected: "sa", typed: "sa" },
      { kind: "wrong", expected: "grand mère", typed: "grand-mère", fault: "spelling" },
    ]);
    expect(scoreDictation(diffDictation("quelques-uns, intimidés", "quelques uns, intimidés"))).toMatchObject({
      score: 9.75,
      usageMistakes: 1,
      grammarMistakes: 0,
    });
  });
  it("leaves a wrong word followed by another word as they are", () => {
    expect(
      diffDictation("chat", "chien loup")
        .map((op) => op.kind)
        .sort(),
    ).toEqual(["extra", "wrong"]);
    expect(
      diffDictation("chat noir", "chien")
        .map((op) => op.kind)
        .sort(),
    ).toEqual(["missing", "wrong"]);
    expect(diffDictation("Le chat", "Le").map((op) => op.kind)).toEqual(["ok", "missing"]);
    expect(diffDictation("Oui.", "Oui !").map((op) => op.kind)).toEqual(["ok", "wrong"]);
  });
});

describe("scoreDictation", () => {
  it("takes half a point a grammatical mistake or a word left out or added, a quarter a mistake of usage, nothing for punctuation", () => {
    const ops = diffDictation("Le château, dit-il, était là.", "le chateau dit-il, etait la");
    // usage: case Le, accent château, accent était; grammar: là; punctuation: "," and "." missing
    expect(scoreDictation(ops)).toEqual({
      score: 8.75,
      outOf: 10,
      grammarMistakes: 1,
      usageMistakes: 3,
      punctuationMistakes: 2,
    });
    // grammar: Ils, sont, partis, "mardi" added
    expect(scoreDictation(diffDictation("Ils sont partis hier.", "Il son parti hier mardi."))).toMatchObject({
      score: 8,
      grammarMistakes: 4,
      usageMistakes: 0,
    });
  });
  it("counts the same mistake repeated once", () => {
    expect(scoreDictation(diffDictation("Le chat et le chien.", "Le chat est le chien est"))).toMatchObject({
      score: 9,
      grammarMistakes: 2,
      punctuationMistakes: 1,
    });
    expect(scoreDictation(diffDictation("et et et", "est est est"))).toMatchObject({ score: 9.5, grammarMistakes: 1 });
  });
  it("never goes below zero", () => {
    expect(scoreDictation(diffDictation("a b c d e f g h i j k l m n o p q r s t u", "")).score).toBe(0);
  });
});

describe("isListeningLang", () => {
  it("accepts the five languages of content/README.md §9 only", () => {
    expect(["fr-FR", "en-GB", "en-US", "es-ES", "de-DE"].every(isListeningLang)).toBe(true);
    expect(isListeningLang("it-IT")).toBe(false);
    expect(isListeningLang(3)).toBe(false);
  });
});
