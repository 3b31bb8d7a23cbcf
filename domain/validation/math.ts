// §5: the helper that decides whether a text holds math notation, so that the formula-rendering library
// (and its CSS and fonts) is loaded only where needed (§7, ARCHITECTURE "Performance by construction").
//
// Kinds recognised, checked in this order (the first found is reported):
// - environment: \begin{name} (e.g. \begin{align*});
// - doubleDollar: $$ ... $$ with something other than white space inside;
// - dollar: $ ... $ on one line. To keep prices out ("5 $ et 10 $", "10$, 20$", "$5 ou $10"), the rules of
//   Pandoc's tex_math_dollars are used, plus one: the opening $ is not escaped (\$), not preceded by a digit,
//   and followed by a non-space character; the closing $ is preceded by a non-space character that is not a
//   backslash, and not followed by a digit;
// - command: a backslash followed by two or more letters (\frac, \sqrt, \alpha), or the delimiters \( \) \[ \].
//   The backslash must not follow a letter, digit, colon or another backslash, so Windows paths such as
//   C:\Users\Documents do not count. One-letter commands (\, \; \!) only appear inside delimited math anyway.
// Known limits, accepted: "10 $US et 5 $" style text stays clear, but "$a et b$" written as prose would count.

/** §5: the kinds of math notation the detector recognises. */
export const MATH_NOTATIONS = ["environment", "doubleDollar", "dollar", "command"] as const;
export type MathNotation = (typeof MATH_NOTATIONS)[number];

const PATTERNS: ReadonlyArray<readonly [MathNotation, RegExp]> = [
  ["environment", /\\begin\{[A-Za-z]+\*?\}/],
  ["doubleDollar", /(?<!\\)\$\$[^$]*[^\s$][^$]*\$\$/],
  ["dollar", /(?<![\\$\d])\$(?![\s$])[^$\n]*?[^\s\\$]\$(?![\d$])/],
  ["command", /(?<![A-Za-z0-9:\\])\\(?:[A-Za-z]{2,}|[()[\]])/],
];

/** §5: the first kind of math notation found in a text, or null when there is none. */
export function detectMath(text: string): MathNotation | null {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return null;
}

/** §5: whether a text contains math notation (formula rendering is then needed). */
export function containsMath(text: string): boolean {
  return detectMath(text) !== null;
}
