// The pure parts of the PDF sheets' layout (docs/decisions/020): words of a text, runs per font, line breaking and
// table column widths. No PDF here: widths are numbers the renderer measured.

/** A word of a text and whether a breakable space came before it. */
export interface Word {
  text: string;
  spaceBefore: boolean;
}

/**
 * The words of a text: ordinary spaces, tabs and line ends separate words (and may break a line); a no-break space
 * (U+00A0, U+202F: "x\u00a0:" as the renderer's French typography writes it) keeps its neighbours in one word.
 * `leadingSpace` says whether the text before this one ended with a space.
 */
export function splitWords(text: string, leadingSpace: boolean): { words: Word[]; trailingSpace: boolean } {
  const words: Word[] = [];
  let space = leadingSpace;
  for (const part of text.split(/([ \t\r\n]+)/)) {
    if (part === "") continue;
    if (/^[ \t\r\n]+$/.test(part)) space = true;
    else {
      words.push({ text: part, spaceBefore: space });
      space = false;
    }
  }
  return { words, trailingSpace: space };
}

/** A piece of text drawn with one font: the main one, or the fallback for characters the main one lacks. */
export interface FontRun {
  text: string;
  fallback: boolean;
}

/** Cuts a text into runs: characters the main font covers, and those it does not (drawn with the fallback font). */
export function fontRuns(text: string, covers: (codePoint: number) => boolean): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const fallback = !covers(char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.fallback === fallback) last.text += char;
    else runs.push({ text: char, fallback });
  }
  return runs;
}

/** An unbreakable box of a line (a word, a formula) and the width of the space before it (0: glued). */
export interface LineItem {
  width: number;
  space: number;
}

/**
 * Greedy line breaking: as many items on a line as fit in `maxWidth` (a space at the start of a line is dropped);
 * an item wider than the line gets a line of its own. A forced break is an index where a new line must start.
 * Returns the lines as [start, end) index pairs.
 */
export function breakLines(items: readonly LineItem[], maxWidth: number, forced: ReadonlySet<number> = new Set()): [number, number][] {
  const lines: [number, number][] = [];
  let start = 0;
  let width = 0;
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    const first = index === start;
    if (!first && (forced.has(index) || width + item.space + item.width > maxWidth)) {
      lines.push([start, index]);
      start = index;
      width = item.width;
      continue;
    }
    width += (first ? 0 : item.space) + item.width;
  }
  if (start < items.length) lines.push([start, items.length]);
  return lines;
}

/**
 * Table column widths in `available` points, from each column's narrowest possible width (its widest word or
 * formula) and its natural width (its longest cell on one line): natural widths when they fit, stretched to the
 * full width; otherwise every column gets its minimum and the rest is shared in proportion to what each still
 * wants; if even the minimums do not fit, they are scaled down together.
 */
export function columnWidths(minimums: readonly number[], naturals: readonly number[], available: number): number[] {
  const mins = minimums.map((min) => Math.max(min, 0));
  const wants = naturals.map((natural, index) => Math.max(natural, mins[index]!));
  const totalWant = wants.reduce((sum, width) => sum + width, 0);
  if (totalWant <= 0) return wants.map(() => available / Math.max(wants.length, 1));
  if (totalWant <= available) return wants.map((width) => (width / totalWant) * available);
  const totalMin = mins.reduce((sum, width) => sum + width, 0);
  if (totalMin >= available) return mins.map((width) => (totalMin === 0 ? available / mins.length : (width / totalMin) * available));
  const extra = wants.map((width, index) => width - mins[index]!);
  const totalExtra = extra.reduce((sum, width) => sum + width, 0);
  return mins.map((min, index) => min + (extra[index]! / totalExtra) * (available - totalMin));
}
