// Math of a page (content §4: KaTeX syntax, $...$ inline and $$...$$ display). The server renders every
// formula of a page once with KaTeX (math.server.ts) and hands the HTML to the components through this
// context; the browser never loads KaTeX's code, only its stylesheet, and only on pages with math (§5).
import { createContext, useContext } from "react";
import { parseMarkdown, walkBlocks, walkInlines } from "./markdown/parse.ts";

export interface MathSnippet {
  tex: string;
  display: boolean;
}

/** KaTeX HTML of each formula of the page, by mathKey. */
export type MathHtml = Readonly<Record<string, string>>;

/** The key of a formula in MathHtml. */
export function mathKey(tex: string, display: boolean): string {
  return `${display ? "D" : "I"}:${tex}`;
}

/** Every distinct formula of some Markdown texts, in reading order. */
export function collectMath(sources: readonly string[]): MathSnippet[] {
  const found = new Map<string, MathSnippet>();
  const add = (tex: string, display: boolean) => found.set(mathKey(tex, display), { tex, display });
  for (const source of sources) {
    const blocks = parseMarkdown(source);
    walkBlocks(blocks, (block) => {
      if (block.type === "math") add(block.tex, true);
    });
    walkInlines(blocks, (node) => {
      if (node.type === "math") add(node.tex, node.display);
    });
  }
  return [...found.values()];
}

export const MathContext = createContext<MathHtml>({});

/** The KaTeX HTML of a formula, or undefined when the page has none for it (its TeX is then shown). */
export function useMathHtml(tex: string, display: boolean): string | undefined {
  return useContext(MathContext)[mathKey(tex, display)];
}
