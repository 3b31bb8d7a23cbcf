// Imports content/ into content_documents at start (development and production alike): idempotent by
// content hash, so unchanged files write nothing, changed files are updated, deleted files removed.
// A file that fails its checks is reported and skipped; the version already stored (if any) stays.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AppLogger } from "../../../application/api/shared/ports.ts";
import { contentDocuments, type NewContentDocumentRow } from "../db/content-schema.ts";
import type { Db } from "../db/database.ts";
import {
  isContentFile,
  parseContentFiles,
  renderContentDocument,
  type ContentDocument,
  type RenderedContent,
  type ContentFailure,
  type ContentSourceFile,
} from "./content-document.ts";

export interface ContentImportReport {
  /** Files read (README files excluded). */
  files: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  failures: ContentFailure[];
}

/** The content folder, relative to the project root the process runs from (like the migrations folder). */
export const CONTENT_FOLDER = "content";

/** Rows per INSERT statement (about 22 parameters each: far below PostgreSQL's 65,535). */
const BATCH = 250;
/** Serialises imports of several processes starting together on one PostgreSQL. */
const IMPORT_LOCK = 7_310_152_001;

/** Every document file under a directory, or null when the directory does not exist. */
export async function readContentFiles(directory: string): Promise<ContentSourceFile[] | null> {
  const info = await stat(directory).catch(() => null);
  if (!info?.isDirectory()) return null;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const sources = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(isContentFile)
    .sort();
  return Promise.all(sources.map(async (source) => ({ source, raw: await readFile(path.join(directory, source), "utf8") })));
}

const keyOf = (k: { path: string; locale: string }) => `${k.locale}:${k.path}`;

/** The row of a document with its rendering (docs/decisions/013). */
function rowOf(document: ContentDocument, rendered: RenderedContent, now: Date): NewContentDocumentRow {
  return {
    path: document.path,
    locale: document.locale,
    dir: document.dir,
    kind: document.kind,
    title: document.title,
    description: document.description,
    level: document.level,
    grade: document.grade,
    subject: document.subject,
    exam: document.exam,
    premium: document.premium,
    tags: document.tags,
    date: document.date,
    order: document.order,
    frontMatter: rendered.frontMatter,
    body: document.body,
    bodyHtml: rendered.bodyHtml,
    toc: rendered.toc,
    words: rendered.words,
    paper: rendered.paper,
    bodyText: rendered.bodyText,
    source: document.source,
    contentHash: document.contentHash,
    updatedAt: now,
  };
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Writes documents: new ones inserted, changed ones (other hash) updated, unchanged ones left alone.
 * `prune`: rows whose (path, locale) is neither in `documents` nor in `keep` are deleted.
 * One transaction, under an advisory lock; then ANALYZE when anything changed.
 */
export async function syncContentDocuments(
  db: Db,
  documents: ContentDocument[],
  options: { prune: boolean; keep?: Iterable<string>; now?: Date },
): Promise<Pick<ContentImportReport, "inserted" | "updated" | "unchanged" | "deleted">> {
  // Rendering (KaTeX above all) is the slow part: done before the transaction, for the documents whose
  // stored hash differs, so the lock is held for the writes only. A document changed meanwhile by another
  // process is rendered inside.
  const stored = await db
    .select({ path: contentDocuments.path, locale: contentDocuments.locale, hash: contentDocuments.contentHash })
    .from(contentDocuments);
  const hashes = new Map(stored.map((row) => [keyOf(row), row.hash]));
  const rendered = new Map<string, RenderedContent>();
  for (const document of documents) {
    if (hashes.get(keyOf(document)) !== document.contentHash) rendered.set(document.contentHash, renderContentDocument(document));
  }
  const counts = await writeDocuments(db, documents, options, rendered);
  // Fresh statistics, so that the planner picks the right index at once (PGlite runs no autovacuum).
  if (counts.inserted + counts.updated + counts.deleted > 0) await db.execute(sql`analyze content_documents`);
  return counts;
}

function writeDocuments(
  db: Db,
  documents: ContentDocument[],
  options: { prune: boolean; keep?: Iterable<string>; now?: Date },
  rendered: ReadonlyMap<string, RenderedContent>,
): Promise<Pick<ContentImportReport, "inserted" | "updated" | "unchanged" | "deleted">> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${IMPORT_LOCK})`));
    const stored = await tx.select({ path: contentDocuments.path, locale: contentDocuments.locale, hash: contentDocuments.contentHash }).from(contentDocuments);
    const hashes = new Map(stored.map((row) => [keyOf(row), row.hash]));
    let inserted = 0;
    let updated = 0;
    const changed: ContentDocument[] = [];
    for (const document of documents) {
      const hash = hashes.get(keyOf(document));
      if (hash === undefined) inserted += 1;
      else if (hash !== document.contentHash) updated += 1;
      else continue;
      changed.push(document);
    }
    for (let start = 0; start < changed.length; start += BATCH) {
      const rows = changed.slice(start, start + BATCH).map((document) => rowOf(document, rendered.get(document.contentHash) ?? renderContentDocument(document), now));
      await tx
        .insert(contentDocuments)
        .values(rows)
        .onConflictDoUpdate({
          target: [contentDocuments.path, contentDocuments.locale],
          set: {
            dir: excluded("dir"),
            kind: excluded("kind"),
            title: excluded("title"),
            description: excluded("description"),
            level: excluded("level"),
            grade: excluded("grade"),
            subject: excluded("subject"),
            exam: excluded("exam"),
            premium: excluded("premium"),
            tags: excluded("tags"),
            date: excluded("date"),
            order: excluded("sort_order"),
            frontMatter: excluded("front_matter"),
            body: excluded("body"),
            bodyHtml: excluded("body_html"),
            toc: excluded("toc"),
            words: excluded("words"),
            paper: excluded("paper"),
            bodyText: excluded("body_text"),
            source: excluded("source"),
            contentHash: excluded("content_hash"),
            updatedAt: excluded("updated_at"),
          },
        });
    }
    let deleted = 0;
    if (options.prune) {
      const wanted = new Set([...documents.map(keyOf), ...(options.keep ?? [])]);
      const gone = stored.filter((row) => !wanted.has(keyOf(row)));
      for (let start = 0; start < gone.length; start += BATCH) {
        const conditions: SQL[] = gone
          .slice(start, start + BATCH)
          .map((row) => and(eq(contentDocuments.path, row.path), eq(contentDocuments.locale, row.locale)) as SQL);
        await tx.delete(contentDocuments).where(or(...conditions));
      }
      deleted = gone.length;
    }
    return { inserted, updated, unchanged: documents.length - inserted - updated, deleted };
  });
}

/**
 * Imports a content directory: every valid document written (idempotently), documents whose file is
 * gone deleted. A missing directory changes nothing (a deployment without content/ must not empty the
 * table). Failures are logged and reported; their stored version, if any, is kept.
 */
export async function importContentDirectory(db: Db, directory: string, logger?: Pick<AppLogger, "info" | "warn" | "error">): Promise<ContentImportReport> {
  const started = performance.now();
  const files = await readContentFiles(directory);
  if (files === null) {
    logger?.warn("content.import_skipped", { reason: "directory not found", directory });
    return { files: 0, inserted: 0, updated: 0, unchanged: 0, deleted: 0, failures: [] };
  }
  const { documents, failures } = parseContentFiles(files);
  const keep = failures.flatMap((failure) => (failure.key ? [keyOf(failure.key)] : []));
  const counts = await syncContentDocuments(db, documents, { prune: true, keep });
  for (const failure of failures) logger?.error("content.import_failed", { source: failure.source, errors: failure.errors });
  const report = { files: files.length, ...counts, failures };
  logger?.info("content.imported", { files: report.files, inserted: report.inserted, updated: report.updated, unchanged: report.unchanged, deleted: report.deleted, failed: failures.length, ms: Math.round(performance.now() - started) });
  return report;
}
