// Quiz texts where markup cannot go (select options, button labels): the Markdown source as plain text.

/**
 * A one-line Markdown text as plain text, for what cannot hold markup (select options, button labels): link
 * targets, emphasis and code marks and formula delimiters dropped, a formula kept as its TeX.
 */
export function plainOf(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|`/g, "")
    .replace(/(^|[^\\])\$\$?/g, "$1")
    .replace(/\\\$/g, "$")
    .replace(/\s+/g, " ")
    .trim();
}
