// Markdown (CommonMark + GFM tables + KaTeX math) to the plain text that full-text search indexes:
// words only, no markup, no formulas.

/** The words of a Markdown text, for the search vector: markup, math, HTML and link targets removed. */
export function markdownToText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n/g, "\n")
      // Display math, then inline math (a literal dollar is written \$).
      .replace(/\$\$[\s\S]*?\$\$/g, " ")
      .replace(/(?<!\\)\$(?:\\.|[^$\\\n])+?(?<!\\)\$/g, " ")
      .replace(/\\\$/g, "$")
      // Code fences keep their content, not their markers.
      .replace(/^ {0,3}(```|~~~).*$/gm, " ")
      // HTML comments and tags.
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/?[A-Za-z][^>]*>/g, " ")
      // Images and links keep their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, " ")
      // Table separator rows, then cell borders.
      .replace(/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/gm, " ")
      .replace(/\|/g, " ")
      // Headings, quotes, list markers, horizontal rules.
      .replace(/^ {0,3}#{1,6}\s+/gm, "")
      .replace(/^\s*>+\s?/gm, "")
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, " ")
      // Emphasis, strike-through and code spans.
      .replace(/(\*{1,3}|_{1,3}|~~|`+)/g, " ")
      .replace(/[ \t]+/g, " ")
      .replace(/\s*\n\s*/g, "\n")
      .trim()
  );
}
