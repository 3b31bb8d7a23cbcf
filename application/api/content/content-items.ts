// §7 content answer: a stored document as the API shows it, with premium gating and only/without applied.
import type { ContentItem } from "../../contracts/content.ts";
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
}

/**
 * §7/§6 gating: what a non-subscriber keeps of a premium quiz's questions or deck's cards. A list of what
 * may be shown, not of what is hidden: answers hide in several keys (`answer`, `accept`, a numeric
 * `expression`, the right order of `items`, the `pairs` of a matching question), and a key added later
 * stays withheld until it is listed here.
 */
export const SHOWN_WHEN_LOCKED = {
  // promptHtml, choicesHtml, frontHtml: the HTML the importer renders beside the Markdown (ADR 013).
  questions: ["id", "type", "prompt", "promptHtml", "choices", "choicesHtml", "unit"],
  cards: ["id", "front", "frontHtml"],
} as const;

export function lockedEntries(value: unknown, shown: readonly string[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return entry;
    return Object.fromEntries(Object.entries(entry).filter(([key]) => shown.includes(key)));
  });
}

/**
 * §7 content item: the front matter, then the indexed fields (normalised: missing ones are null, tags a
 * list), path and dir with a leading slash, updatedAt, text and html/toc on request. A premium document read
 * by a non-subscriber loses its body (Markdown and HTML, and its toc), quiz answers (every key but those of
 * SHOWN_WHEN_LOCKED) and card backs (and their HTML), and carries `locked: true`.
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
  if (options.text && record.text !== null) full.text = record.text;
  if (options.html && record.html !== null) {
    full.html = record.html;
    full.toc = record.toc ?? [];
  }
  const locked = record.premium && !options.readPremium;
  if (locked) {
    delete full.text;
    delete full.html;
    delete full.toc;
    if ("questions" in full) full.questions = lockedEntries(full.questions, SHOWN_WHEN_LOCKED.questions);
    if ("cards" in full) full.cards = lockedEntries(full.cards, SHOWN_WHEN_LOCKED.cards);
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
