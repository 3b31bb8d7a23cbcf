// §7 content answer: a stored document as the API shows it, with premium gating and only/without applied.
import { fillCompanyFacts, type CompanyFactValues } from "../../../domain/legal/company-facts.ts";
import type { ContentItem } from "../../contracts/content.ts";
import { previewBodyKeys, previewHtml, previewMarkdown, previewToc } from "./content-preview.ts";
import type { ContentRecord } from "./ports.ts";

export interface ContentItemOptions {
  only: string[] | undefined;
  without: string[] | undefined;
  /** Whether the body was asked for (`text: true`). */
  text: boolean;
  /** Whether the rendered body and its table of contents were asked for (`html: true`). */
  html: boolean;
  /** Whether the viewer may read premium bodies and answers. */
  readPremium: boolean;
  /** The publisher's facts, filled into the `{{company.*}}` tokens of the body (issue 15, docs/decisions/026). */
  facts: CompanyFactValues;
}

/**
 * §7 content item: the front matter, then the indexed fields (normalised: missing ones are null, tags a
 * list), path and dir with a leading slash, updatedAt, text and html/toc on request (the publisher's facts filled in). A premium document read
 * by a non-subscriber carries `locked: true` and only its §6 preview (content-preview.ts): the body (Markdown,
 * HTML, toc) up to the second `##` heading, the first questions and the first cards; nothing else of them (a
 * practice paper's split into exercises and corrections is withheld whole).
 * `only` keeps path and the listed fields; `without` drops the listed fields except path; locked always stays.
 */
export function contentItem(record: ContentRecord, options: ContentItemOptions): ContentItem {
  const full: Record<string, unknown> = {
    ...record.frontMatter,
    path: `/${record.path}`,
    dir: `/${record.dir}`,
    locale: record.locale,
    kind: record.kind,
    title: record.title,
    description: record.description,
    level: record.level,
    grade: record.grade,
    subject: record.subject,
    exam: record.exam,
    premium: record.premium,
    tags: record.tags,
    date: record.date,
    order: record.order,
    updatedAt: record.updatedAt.toISOString(),
  };
  if (options.text && record.text !== null) full.text = fillCompanyFacts(record.text, options.facts, "text");
  if (options.html && record.html !== null) {
    full.html = fillCompanyFacts(record.html, options.facts, "html");
    full.toc = record.toc ?? [];
    if (record.paper !== null) full.paper = record.paper;
  }
  // The word count (the reading time's one input) with the body, or when a list names it in `only`.
  if ((options.html || options.only?.includes("words") === true) && record.words !== null) full.words = record.words;
  const locked = record.premium && !options.readPremium;
  if (locked) {
    if (typeof full.text === "string") full.text = previewMarkdown(full.text);
    if (typeof full.html === "string") full.html = previewHtml(full.html);
    if (Array.isArray(full.toc)) full.toc = previewToc(record.toc ?? []);
    delete full.paper;
    Object.assign(full, previewBodyKeys(record.frontMatter));
  }
  let item: Record<string, unknown> = full;
  if (options.only) {
    const keep = new Set(["path", ...options.only]);
    item = Object.fromEntries(Object.entries(full).filter(([key]) => keep.has(key)));
  } else if (options.without) {
    const drop = new Set(options.without.filter((key) => key !== "path"));
    item = Object.fromEntries(Object.entries(full).filter(([key]) => !drop.has(key)));
  }
  if (locked) item.locked = true;
  return item as ContentItem;
}
