// Issue 15: the legal pages print the publisher's facts (name, address, RCS, publication director, host, mediator…)
// from configuration, never from content files. Content writes a fact as a token, `{{company.rcs}}`; the token is
// filled when the page is served (docs/decisions/026-legal-facts.md). This module is the one place that knows the
// tokens: which exist, how each is printed, and which a text uses that do not exist (the content linter refuses those).

/** How a fact is printed in HTML: as text, as a mailto link, or as a web link. */
type FactKind = "text" | "email" | "url";

/** Every fact a content token can name (`{{company.<key>}}`), with how it is printed. */
const COMPANY_FACT_KINDS = {
  name: "text",
  legalForm: "text",
  shareCapital: "text",
  address: "text",
  rcs: "text",
  vatNumber: "text",
  email: "email",
  phone: "text",
  publicationDirector: "text",
  hostingProvider: "text",
  hostingAddress: "text",
  mediatorName: "text",
  mediatorUrl: "url",
  privacyEmail: "email",
} as const satisfies Record<string, FactKind>;

export type CompanyFactKey = keyof typeof COMPANY_FACT_KINDS;

/** The values of every fact, as configured. */
export type CompanyFactValues = Readonly<Record<CompanyFactKey, string>>;

/** `{{ name }}`: a token of content, spaces inside the braces allowed. */
const TOKEN = /\{\{\s*([^{}\s]*)\s*\}\}/g;
const PREFIX = "company.";

const isFactKey = (name: string): name is CompanyFactKey => Object.hasOwn(COMPANY_FACT_KINDS, name);

/** The fact a token names, or null when the token names none (an unknown key, another namespace). */
function factOf(token: string): CompanyFactKey | null {
  if (!token.startsWith(PREFIX)) return null;
  const key = token.slice(PREFIX.length);
  return isFactKey(key) ? key : null;
}

/** The tokens of a text that name no fact, as written inside the braces (for the content linter), in order. */
export function unknownFactTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => String(match[1])).filter((token) => factOf(token) === null);
}

/** Whether a text holds a token at all (known or not). */
export function hasFactToken(text: string): boolean {
  return text.search(TOKEN) !== -1;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A fact as HTML: its value escaped; an e-mail address as a mailto link, a web address (http or https only) as a link. */
function factHtml(kind: FactKind, value: string): string {
  const text = escapeHtml(value);
  if (kind === "email" && /^[^\s@<>"']+@[^\s@<>"']+$/.test(value)) return `<a href="mailto:${text}">${text}</a>`;
  if (kind === "url" && /^https?:\/\/[^\s<>"']+$/i.test(value))
    return `<a href="${text}" rel="noopener noreferrer">${text}</a>`;
  return text;
}

/**
 * A served text with its fact tokens filled. `html`: the text is rendered HTML (docs/decisions/013) and every value
 * is escaped (a configured value can never add markup), e-mail addresses and web addresses becoming links; `text`:
 * the text is Markdown or plain text and values are inserted as they are. A token that names no fact stays as written
 * (the content linter refuses it before it can be imported).
 */
export function fillCompanyFacts(source: string, facts: CompanyFactValues, format: "html" | "text"): string {
  if (!source.includes("{{")) return source;
  return source.replace(TOKEN, (written, token: string) => {
    const key = factOf(token);
    if (key === null) return written;
    return format === "html" ? factHtml(COMPANY_FACT_KINDS[key], facts[key]) : facts[key];
  });
}
