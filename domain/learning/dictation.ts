// Listening and dictation (issue 27, content/README.md §9): a text split into sentences, a French sentence cut into
// the groups a teacher dictates with its punctuation spoken ("virgule", "point"…), and the correction of what the
// pupil typed: a word-level diff that tells a wrong word from a wrong accent, a wrong capital or a wrong punctuation
// mark, and the score by the rule of docs/decisions/045 (the brevet's dictée on 10 points). Pure: the browser's
// speech synthesis reads what this module gives it.

/** The languages a listening block may be read in (content/README.md §9). */
export const LISTENING_LANGS = ["fr-FR", "en-GB", "en-US", "es-ES", "de-DE"] as const;
export type ListeningLang = (typeof LISTENING_LANGS)[number];

export function isListeningLang(value: unknown): value is ListeningLang {
  return typeof value === "string" && (LISTENING_LANGS as readonly string[]).includes(value);
}

/** A run of spaces, tabs and line breaks as one space; typographic apostrophes as the keyboard's. */
function normalizeSpaces(text: string): string {
  return text
    .replace(/[\u2019\u02bc]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

/**
 * The sentences of a text, each with its closing punctuation (and a closing quote or bracket that follows it). A
 * sentence ends at ". ! ? …" followed by a space and what may open the next one (a capital, a quote, a dash, a digit);
 * so "M. Dupont" and "3.5" stay whole.
 */
export function splitSentences(text: string): string[] {
  const flat = normalizeSpaces(text);
  if (flat === "") return [];
  const sentences: string[] = [];
  const boundary = /([.!?…]+[\s\u00a0]*[»"”)]?)\s+(?=[«"“(—–-]?\s*[\p{Lu}\p{N}«"“—–-])/gu;
  let start = 0;
  for (const match of flat.matchAll(boundary)) {
    const end = match.index + match[1]!.length;
    const sentence = flat.slice(start, end).trim();
    // "M." (one capital before the dot) is a title, not the end of a sentence.
    if (/(?:^|\s)(?:M|Mme|Mlle|Dr|St|Mr|Mrs|Ms)\.$/.test(sentence)) continue;
    sentences.push(sentence);
    start = match.index + match[0].length;
  }
  // The text is trimmed and a boundary needs something after it: what follows the last one is a sentence.
  sentences.push(flat.slice(start).trim());
  return sentences;
}

/** How a French teacher dictates each punctuation mark. */
const SPOKEN_PUNCTUATION: Record<string, string> = {
  ",": "virgule",
  ".": "point",
  ";": "point-virgule",
  ":": "deux-points",
  "?": "point d'interrogation",
  "!": "point d'exclamation",
  "…": "points de suspension",
  "...": "points de suspension",
  "«": "ouvrez les guillemets",
  "»": "fermez les guillemets",
  "(": "ouvrez la parenthèse",
  ")": "fermez la parenthèse",
  "—": "tiret",
  "–": "tiret",
};

/** A punctuation mark a dictée speaks: the longest first ("..." before "."). */
const PUNCTUATION_MARK = /\.\.\.|[,.;:?!…«»()—–]/g;

/**
 * A French sentence as it is dictated: groups of words cut at each punctuation mark, the mark's name spoken after
 * the words it follows ("Il pleut, dit-il." → ["Il pleut, virgule", "dit-il. point"]); an opening mark is spoken
 * before the words it opens. The words keep their own punctuation so that the voice pauses where it should; the
 * name is added after it. A hyphen inside a word is not punctuation.
 */
export function dictationGroups(sentence: string): string[] {
  const flat = normalizeSpaces(sentence);
  const groups: string[] = [];
  let words = "";
  let last = 0;
  const push = (text: string) => {
    const clean = text.trim();
    if (clean !== "") groups.push(clean);
  };
  for (const match of flat.matchAll(PUNCTUATION_MARK)) {
    const mark = match[0];
    // A dash between two words written without spaces is a hyphen ("dit-il"): only a spaced dash is spoken.
    if ((mark === "—" || mark === "–") && flat[match.index - 1] !== undefined && flat[match.index - 1] !== " ")
      continue;
    words += flat.slice(last, match.index);
    last = match.index + mark.length;
    const name = SPOKEN_PUNCTUATION[mark]!;
    if (mark === "«" || mark === "(" || mark === "—" || mark === "–") {
      push(words);
      words = "";
      push(name);
    } else {
      push(`${words.trim()}${mark === "..." ? "…" : mark} ${name}`);
      words = "";
    }
  }
  push(words + flat.slice(last));
  // A mark right after another ("?»") gives a group of the mark alone: it joins the group before it.
  return groups.reduce<string[]>((out, group) => {
    if (/^[,.;:?!…»)]\s/.test(group) && out.length > 0) out[out.length - 1] = `${out.at(-1)!} ${group.slice(2)}`;
    else out.push(group);
    return out;
  }, []);
}

// ---- The correction ----------------------------------------------------------------------------------------

/** A word (letters, digits, apostrophes and inner hyphens) or one punctuation mark of a text. */
export interface DictationToken {
  text: string;
  punctuation: boolean;
}

/** Quotes typed on a keyboard (" “ ”) count as the French guillemets; "..." as the ellipsis. */
function tokenText(token: string): string {
  if (token === "...") return "…";
  if (token === '"' || token === "“" || token === "”") return "«»";
  if (token === "«" || token === "»") return "«»";
  if (token === "–" || token === "-") return "—";
  return token;
}

/** The tokens of a text: words, and punctuation marks one by one. */
export function tokenize(text: string): DictationToken[] {
  const flat = normalizeSpaces(text);
  const tokens: DictationToken[] = [];
  for (const match of flat.matchAll(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*'?|\.\.\.|[^\s\p{L}\p{N}]/gu)) {
    const punctuation = !/[\p{L}\p{N}]/u.test(match[0]);
    tokens.push({ text: punctuation ? tokenText(match[0]) : match[0], punctuation });
  }
  return tokens;
}

/** A word without its accents (é → e, ç → c, œ stays). */
function withoutAccents(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/**
 * What is wrong with a word the pupil wrote in place of the expected one: `grammar` an agreement, a conjugation or a
 * homophone (the ending of the same word changed, or a word of the same sound: a/à, et/est, leur/leurs…); `spelling`
 * the word itself; `accent` its accents only; `case` its capitals only; `punctuation` a mark.
 */
export type DictationFault = "grammar" | "spelling" | "accent" | "case" | "punctuation";

export type DictationOp =
  | { kind: "ok"; expected: string; typed: string }
  | { kind: "wrong"; expected: string; typed: string; fault: DictationFault }
  | { kind: "missing"; expected: string; punctuation: boolean }
  | { kind: "extra"; typed: string; punctuation: boolean };

/** Words a French pupil confuses because they sound the same: choosing among them is grammar, not spelling. */
const HOMOPHONES: readonly (readonly string[])[] = [
  ["a", "à"],
  ["ou", "où"],
  ["la", "là", "l'a"],
  ["et", "est", "ait", "es"],
  ["son", "sont"],
  ["ce", "se"],
  ["ces", "ses", "c'est", "s'est", "sait"],
  ["on", "ont"],
  ["mes", "mais", "met", "mets"],
  ["peu", "peut", "peux"],
  ["quel", "quelle", "quels", "quelles", "qu'elle", "qu'elles"],
  ["sans", "s'en", "c'en", "sent"],
  ["dans", "d'en"],
  ["ni", "n'y"],
  ["si", "s'y"],
  ["ma", "m'a"],
  ["ta", "t'a"],
  ["leur", "leurs"],
  ["tout", "tous", "toute", "toutes"],
];
const HOMOPHONE_GROUP = new Map(HOMOPHONES.flatMap((group, index) => group.map((word) => [word, index] as const)));

/** Endings a French word takes in agreement and conjugation (accents left out): -s, -e, -es, -x, -ent, -ait, -ez… */
const INFLECTION = /^(?:e?s?|x|e?n?t|ai(?:s|t|ent)?|as?|ez|er|i?ons|i?ez|[iu][st]?|ee?s?)$/;

/** Whether `typed` is `expected` with another ending of agreement or conjugation ("levée"/"levé", "saluaient"/"saluait"). */
function otherEnding(expected: string, typed: string): boolean {
  let common = 0;
  while (common < expected.length && common < typed.length && expected[common] === typed[common]) common += 1;
  return common >= 2 && INFLECTION.test(expected.slice(common)) && INFLECTION.test(typed.slice(common));
}

/** The fault of a substitution (DictationFault); punctuation for marks. */
function faultOf(expected: DictationToken, typed: DictationToken): DictationFault | null {
  if (expected.text === typed.text) return null;
  if (expected.punctuation || typed.punctuation) return "punctuation";
  const lower = { expected: expected.text.toLowerCase(), typed: typed.text.toLowerCase() };
  if (lower.expected === lower.typed) return "case";
  const group = HOMOPHONE_GROUP.get(lower.expected);
  if (group !== undefined && group === HOMOPHONE_GROUP.get(lower.typed)) return "grammar";
  const bare = { expected: withoutAccents(lower.expected), typed: withoutAccents(lower.typed) };
  if (bare.expected === bare.typed) return "accent";
  return otherEnding(bare.expected, bare.typed) ? "grammar" : "spelling";
}

/** The cost of aligning two tokens: the closer the words, the cheaper, so that a misspelt word is matched to its own. */
function substitutionCost(expected: DictationToken, typed: DictationToken): number {
  if (expected.punctuation !== typed.punctuation) return Number.POSITIVE_INFINITY;
  const fault = faultOf(expected, typed);
  if (fault === null) return 0;
  if (fault === "case" || fault === "accent" || fault === "punctuation") return 0.5;
  return fault === "grammar" ? 0.75 : 1.5;
}

/**
 * What the pupil typed against the text, word by word (an alignment of least cost: a missing or extra token costs 1,
 * a misspelt word 1.5, a wrong accent, capital or mark 0.5, a word for a mark never): each expected token is
 * right, wrong (with its fault) or missing; each typed token that matches none is extra.
 */
export function diffDictation(expectedText: string, typedText: string): DictationOp[] {
  const expected = tokenize(expectedText);
  const typed = tokenize(typedText);
  const rows = expected.length + 1;
  const cols = typed.length + 1;
  const cost: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i += 1) cost[i * cols] = i;
  for (let j = 0; j < cols; j += 1) cost[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j]! + 1,
        cost[i * cols + j - 1]! + 1,
        cost[(i - 1) * cols + j - 1]! + substitutionCost(expected[i - 1]!, typed[j - 1]!),
      );
    }
  }
  const ops: DictationOp[] = [];
  let i = expected.length;
  let j = typed.length;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0 && here === cost[(i - 1) * cols + j - 1]! + substitutionCost(expected[i - 1]!, typed[j - 1]!)) {
      const fault = faultOf(expected[i - 1]!, typed[j - 1]!);
      ops.push(
        fault === null
          ? { kind: "ok", expected: expected[i - 1]!.text, typed: typed[j - 1]!.text }
          : { kind: "wrong", expected: expected[i - 1]!.text, typed: typed[j - 1]!.text, fault },
      );
      i -= 1;
      j -= 1;
    } else if (i > 0 && here === cost[(i - 1) * cols + j]! + 1) {
      ops.push({ kind: "missing", expected: expected[i - 1]!.text, punctuation: expected[i - 1]!.punctuation });
      i -= 1;
    } else {
      ops.push({ kind: "extra", typed: typed[j - 1]!.text, punctuation: typed[j - 1]!.punctuation });
      j -= 1;
    }
  }
  return joinSplitWords(ops.reverse());
}

/** Two forms are one word written with or without a hyphen, an apostrophe's space or a space ("quelques uns"). */
const sameJoined = (parts: readonly string[], whole: string) => {
  const bare = (text: string) => withoutAccents(text.toLowerCase());
  return [parts.join("-"), parts.join("")].some((joined) => bare(joined) === bare(whole));
};

/**
 * A word cut in two ("quelques uns" for "quelques-uns", "l' accompagner") or two words joined ("grand mère" is
 * two, "peutêtre" one) is one mistake of usage on that word, not a wrong word and an extra or a missing one.
 */
function joinSplitWords(ops: DictationOp[]): DictationOp[] {
  const out: DictationOp[] = [];
  for (let index = 0; index < ops.length; index += 1) {
    const joined = joinedPair(ops[index]!, ops[index + 1]);
    if (joined) index += 1;
    out.push(joined ?? ops[index]!);
  }
  return out;
}

/** Two neighbouring operations that are one word cut or joined, as one (in either order), else null. */
function joinedPair(first: DictationOp, second: DictationOp | undefined): DictationOp | null {
  const pair = second === undefined ? [] : [first, second];
  const wrong = pair.find(
    (op): op is Extract<DictationOp, { kind: "wrong" }> => op.kind === "wrong" && op.fault !== "punctuation",
  );
  const other = pair.find((op) => op !== wrong);
  if (!wrong || !other || other.kind === "ok" || other.kind === "wrong" || other.punctuation) return null;
  // In their order on the page: the typed words of a wrong and an extra word, the expected ones of a wrong and a missing one.
  if (other.kind === "extra") {
    const typed = pair.map((op) => (op === wrong ? wrong.typed : other.typed));
    return sameJoined(typed, wrong.expected)
      ? { kind: "wrong", expected: wrong.expected, typed: typed.join(" "), fault: "spelling" }
      : null;
  }
  const expected = pair.map((op) => (op === wrong ? wrong.expected : other.expected));
  return sameJoined(expected, wrong.typed)
    ? { kind: "wrong", expected: expected.join(" "), typed: wrong.typed, fault: "spelling" }
    : null;
}

/** The brevet's dictée is marked on 10 points (DNB français since 2021). */
export const DICTATION_POINTS = 10;

/**
 * What each mistake takes off (docs/decisions/045, docs/spec-notes.md; the barème of the brevet français practice
 * paper): a grammatical mistake (agreement, conjugation, homophone) and a word left out or added, half a point; a
 * mistake of usage (a word's spelling, an accent, a capital, a hyphen), a quarter of a point; punctuation is shown but
 * not marked (it was dictated; whether a wrong mark changes the meaning is the teacher's call).
 */
export const DICTATION_PENALTY = { grammar: 0.5, usage: 0.25 } as const;

export interface DictationScore {
  /** Out of DICTATION_POINTS, never below 0. */
  score: number;
  outOf: number;
  /** Grammatical mistakes and words left out or added, each counted once. */
  grammarMistakes: number;
  /** Mistakes of usage (spelling, accent, capital), each counted once. */
  usageMistakes: number;
  /** Punctuation mistakes: shown, not marked. */
  punctuationMistakes: number;
}

/** The mark of a corrected dictée: the same mistake repeated (same word, same wrong form) counts once. */
export function scoreDictation(ops: readonly DictationOp[]): DictationScore {
  const counted = new Set<string>();
  const score: DictationScore = {
    score: DICTATION_POINTS,
    outOf: DICTATION_POINTS,
    grammarMistakes: 0,
    usageMistakes: 0,
    punctuationMistakes: 0,
  };
  for (const op of ops) {
    if (op.kind === "ok") continue;
    const key = JSON.stringify(op);
    if (counted.has(key)) continue;
    counted.add(key);
    const kind = op.kind === "wrong" ? op.fault : op.punctuation ? "punctuation" : "grammar";
    if (kind === "punctuation") score.punctuationMistakes += 1;
    else if (kind === "grammar") score.grammarMistakes += 1;
    else score.usageMistakes += 1;
  }
  const lost = score.grammarMistakes * DICTATION_PENALTY.grammar + score.usageMistakes * DICTATION_PENALTY.usage;
  return { ...score, score: Math.max(0, DICTATION_POINTS - lost) };
}
