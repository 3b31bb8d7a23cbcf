// Server only (React Router keeps *.server.ts out of the browser bundle): KaTeX renders a page's formulas
// to HTML strings during the loader. Loaded with a dynamic import, only when a page has math (§5 detector).
import katex from "katex";
import { mathKey, type MathHtml, type MathSnippet } from "./math.ts";

/** §5/§7 formula rendering: KaTeX HTML (with MathML for screen readers) of each snippet. */
export function renderMath(snippets: readonly MathSnippet[]): MathHtml {
  const html: Record<string, string> = {};
  for (const { tex, display } of snippets) {
    // trust: false refuses \href, \url, \htmlClass...; errors are shown in red, not thrown.
    html[mathKey(tex, display)] = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      strict: "ignore",
      trust: false,
      output: "htmlAndMathml",
      maxSize: 50,
      maxExpand: 500,
    });
  }
  return html;
}
