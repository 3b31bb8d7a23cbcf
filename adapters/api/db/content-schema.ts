// Drizzle tables of the content area (see drizzle.config.ts): the documents of content/, imported at start
// and served by §7 POST /_content/{path}. Keep to what PostgreSQL 15 supports.
import { sql } from "drizzle-orm";
import type { ContentPaper } from "../../../application/contracts/content.ts";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Accents folded after lowercasing (the `unaccent` extension is not available everywhere): the search
 * vector holds both the stems of the text as written and of the text without accents, so that
 * "dérivées" and "derivees" both find a document. Immutable, as a generated column requires.
 */
const FOLD_FROM = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ";
const FOLD_TO = "aaaaaaceeeeiiiinooooouuuuyyoa";
const stems = (configuration: "french" | "english", column: string) =>
  `to_tsvector('${configuration}', ${column}) || to_tsvector('${configuration}', translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}'))`;
/**
 * A text column stemmed in the document's language: English stemming and stop words for `locale = 'en'`,
 * French for the rest. Queries build the matching tsquery per language (drizzle-content-repository.ts).
 */
const stemmed = (column: string) =>
  `(case when "locale" = 'en' then ${stems("english", column)} else ${stems("french", column)} end)`;

/** Title (weight A) and description (B). */
const HEAD_VECTOR = `setweight(${stemmed('"title"')}, 'A') || setweight(${stemmed('"description"')}, 'B')`;
/** Title (A), description (B) and body text (C). */
const FULL_VECTOR = `${HEAD_VECTOR} || setweight(${stemmed('"body_text"')}, 'C')`;

/** One document of content/ in one language: the columns queries filter and sort on, plus the full front matter. */
export const contentDocuments = pgTable(
  "content_documents",
  {
    /** Document path without leading slash, e.g. revisions/lycee/terminale/maths/suites-numeriques. */
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    /** The folder of the source file ("" at the root); an index.md document's dir is its own path. */
    dir: text("dir").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    level: text("level"),
    grade: text("grade"),
    subject: text("subject"),
    exam: text("exam"),
    premium: boolean("premium").notNull().default(false),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** YYYY-MM-DD. */
    date: text("date"),
    order: doublePrecision("sort_order"),
    /** The front matter as written (dates as YYYY-MM-DD strings). */
    frontMatter: jsonb("front_matter").$type<Record<string, unknown>>().notNull(),
    /** The Markdown body. */
    body: text("body").notNull(),
    /** The body rendered at import: sanitized HTML with heading ids (docs/decisions/013). */
    bodyHtml: text("body_html").notNull().default(""),
    /** The body's h2/h3 headings: id (in body_html), text, depth. */
    toc: jsonb("toc").$type<{ id: string; text: string; depth: 2 | 3 }[]>().notNull().default([]),
    /** The number of words of the body, counted at import (the reading time's one input: domain/learning/reading-time.ts). */
    words: integer("words").notNull().default(0),
    /**
     * A practice paper split at import (content/README.md §8): instructions, exercises with their statement,
     * corrections and marking schemes (sanitized HTML), total points; null for other documents.
     */
    paper: jsonb("paper").$type<ContentPaper>(),
    /** Plain text of the body (plus quiz prompts and card fronts) for full-text search. */
    bodyText: text("body_text").notNull(),
    /** The file it was imported from, relative to content/. */
    source: text("source").notNull(),
    /** SHA-256 of the importer version, source name and file bytes: an unchanged file is not written again. */
    contentHash: text("content_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Full-text vector in the document's language: title (weight A), description (B), body text (C). */
    search: tsvector("search").notNull().generatedAlwaysAs(sql.raw(FULL_VECTOR)),
    /**
     * The same for title (A) and description (B) only: small enough to rank thousands of matches quickly
     * (relevance comes from the title and description; a match in the body alone ranks last).
     */
    searchHead: tsvector("search_head").notNull().generatedAlwaysAs(sql.raw(HEAD_VECTOR)),
    /**
     * Issue 14: what a viewer who may not read premium bodies searches (§6): search_head for a premium document,
     * search for the others. One column, so that such a search is one indexed condition per language and the
     * rows the index finds need no second test (see the partial indexes below).
     */
    searchPublic: tsvector("search_public")
      .notNull()
      .generatedAlwaysAs(sql.raw(`(case when "premium" then ${HEAD_VECTOR} else ${FULL_VECTOR} end)`)),
  },
  // No index on order or date: the planner would walk one to avoid a sort, reading every row, while the
  // result needs all matching rows anyway (total); filtering by path, subject, kind... then sorting is faster.
  (t) => [
    primaryKey({ name: "content_documents_pkey", columns: [t.path, t.locale] }),
    index("content_documents_path_prefix_idx").using("btree", t.path.op("text_pattern_ops")),
    index("content_documents_dir_idx").on(t.dir),
    index("content_documents_locale_idx").on(t.locale),
    index("content_documents_kind_idx").on(t.kind),
    index("content_documents_level_idx").on(t.level),
    index("content_documents_grade_idx").on(t.grade),
    index("content_documents_subject_idx").on(t.subject),
    index("content_documents_tags_idx").using("gin", t.tags),
    // Issue 14: one index per vector and language, partial on the language: a search's condition for one language
    // (`locale = 'en' and search @@ english_query`) is then exactly what the index answers, and PostgreSQL reads the
    // matching rows without testing the (TOASTed) vector again on each. search_head is only ranked: no index.
    index("content_documents_search_en_idx")
      .using("gin", t.search)
      .where(sql`${t.locale} = 'en'`),
    index("content_documents_search_other_idx")
      .using("gin", t.search)
      .where(sql`${t.locale} <> 'en'`),
    // §6 a visitor's search matches premium documents on their title and description only (search_public).
    index("content_documents_search_public_en_idx")
      .using("gin", t.searchPublic)
      .where(sql`${t.locale} = 'en'`),
    index("content_documents_search_public_other_idx")
      .using("gin", t.searchPublic)
      .where(sql`${t.locale} <> 'en'`),
    check("content_documents_locale_check", sql`${t.locale} in ('fr', 'en')`),
  ],
);
export type ContentDocumentRow = typeof contentDocuments.$inferSelect;
export type NewContentDocumentRow = typeof contentDocuments.$inferInsert;
