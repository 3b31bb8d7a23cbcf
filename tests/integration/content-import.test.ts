// Importing content/ into PostgreSQL (PGlite, and PostgreSQL with TEST_DATABASE_URL): idempotent by
// content hash, updates, deletions, invalid files kept out (their stored version kept), the real
// content/ folder imported without a single failure.
import { mkdtemp, mkdir, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONTENT_FOLDER,
  importContentDirectory,
  syncContentDocuments,
} from "../../adapters/api/content/content-importer.ts";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { contentDocuments } from "../../adapters/api/db/content-schema.ts";
import { contentFixtureFiles } from "../../adapters/memory/memory-content-fixtures.ts";
import { prepareDatabase } from "../../server/database-setup.ts";
import { createLogger } from "../../server/logger.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";

describe.each(ENGINES)("content import on %s", (engine) => {
  let api: TestApi;
  let dir: string;

  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    await api.database.db.delete(contentDocuments);
    dir = await mkdtemp(path.join(tmpdir(), "revizo-content-"));
    for (const file of contentFixtureFiles()) {
      await mkdir(path.dirname(path.join(dir, file.source)), { recursive: true });
      await writeFile(path.join(dir, file.source), file.raw);
    }
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const rows = () =>
    api.database.db
      .select({
        path: contentDocuments.path,
        locale: contentDocuments.locale,
        title: contentDocuments.title,
        updatedAt: contentDocuments.updatedAt,
      })
      .from(contentDocuments)
      .orderBy(contentDocuments.path, contentDocuments.locale);
  const logger = () => {
    const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
    const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
      void lines.push({ level, message, fields });
    return { lines, info: log("info"), warn: log("warn"), error: log("error") };
  };

  it("imports every document once, and a second import writes nothing", async () => {
    const first = await importContentDirectory(api.database.db, dir);
    expect(first).toMatchObject({ files: 19, inserted: 19, updated: 0, unchanged: 0, deleted: 0, failures: [] });
    const before = await rows();
    expect(before).toHaveLength(19);
    expect(before.filter((row) => row.locale === "en").map((row) => row.path)).toEqual(["pages/faq", "pages/jobs"]);
    const second = await importContentDirectory(api.database.db, dir);
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 19, deleted: 0 });
    expect(await rows()).toEqual(before);
  });

  it("updates a changed file (and its search vector) and leaves the others untouched", async () => {
    await importContentDirectory(api.database.db, dir);
    const before = await rows();
    const source = path.join(dir, "pages/jobs.md");
    await writeFile(
      source,
      `---\ntitle: "Nous rejoindre"\ndescription: "Les postes ouverts."\nkind: page\n---\nNous cherchons une personne passionnée d'astronomie.\n`,
    );
    const report = await importContentDirectory(api.database.db, dir);
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 18, deleted: 0 });
    const after = await rows();
    const jobs = after.find((row) => row.path === "pages/jobs" && row.locale === "fr");
    expect(jobs?.title).toBe("Nous rejoindre");
    const unchanged = after.filter((row) => !(row.path === "pages/jobs" && row.locale === "fr"));
    expect(unchanged).toEqual(before.filter((row) => !(row.path === "pages/jobs" && row.locale === "fr")));
    const found = await api.database.db
      .select({ path: contentDocuments.path })
      .from(contentDocuments)
      .where(sql`${contentDocuments.search} @@ websearch_to_tsquery('french', 'astronomie')`);
    expect(found).toEqual([{ path: "pages/jobs" }]);
  });

  it("deletes the documents whose file was removed (a translation alone, or both versions)", async () => {
    await importContentDirectory(api.database.db, dir);
    await unlink(path.join(dir, "pages/faq.en.md"));
    await unlink(path.join(dir, "blog/2025-09-08-rentree.md"));
    const report = await importContentDirectory(api.database.db, dir);
    expect(report).toMatchObject({ deleted: 2, unchanged: 17 });
    const left = await rows();
    expect(left.map((row) => `${row.locale}:${row.path}`)).not.toContain("en:pages/faq");
    expect(left.map((row) => row.path)).not.toContain("blog/2025-09-08-rentree");
    expect(left.map((row) => `${row.locale}:${row.path}`)).toContain("fr:pages/faq");
  });

  it("reports an invalid file, keeps its stored version, and imports the rest", async () => {
    await importContentDirectory(api.database.db, dir);
    await writeFile(path.join(dir, "pages/jobs.md"), `---\ntitle: "Sans description"\nkind: page\n---\nCorps.\n`);
    await writeFile(
      path.join(dir, "pages/nouvelle.md"),
      `---\ntitle: "Nouvelle page"\ndescription: "Ajoutée."\nkind: page\n---\nCorps.\n`,
    );
    await writeFile(
      path.join(dir, "pages/orpheline.en.md"),
      `---\ntitle: "Orphan"\ndescription: "No French version."\nkind: page\n---\nBody.\n`,
    );
    const log = logger();
    const report = await importContentDirectory(api.database.db, dir, log);
    expect(report.failures.map((failure) => [failure.source, failure.errors])).toEqual([
      ["pages/jobs.md", ["description is required"]],
      ["pages/orpheline.en.md", ["an English version needs its French document (same name without .en)"]],
    ]);
    expect(report).toMatchObject({ inserted: 1, deleted: 0 });
    const jobs = await api.database.db
      .select({ title: contentDocuments.title })
      .from(contentDocuments)
      .where(eq(contentDocuments.path, "pages/jobs"));
    expect(jobs.map((row) => row.title).sort()).toEqual(["Join the team", "Rejoindre l'équipe"]);
    expect(log.lines.filter((line) => line.level === "error").map((line) => line.fields?.source)).toEqual([
      "pages/jobs.md",
      "pages/orpheline.en.md",
    ]);
    expect(log.lines.at(-1)).toMatchObject({
      level: "info",
      message: "content.imported",
      fields: { inserted: 1, failed: 2 },
    });
  });

  it("changes nothing when the directory does not exist", async () => {
    await importContentDirectory(api.database.db, dir);
    const log = logger();
    const report = await importContentDirectory(api.database.db, path.join(dir, "absent"), log);
    expect(report).toMatchObject({ files: 0, deleted: 0 });
    expect(await rows()).toHaveLength(19);
    expect(log.lines).toEqual([expect.objectContaining({ level: "warn", message: "content.import_skipped" })]);
  });

  it("survives two imports running at once (one waits for the other)", async () => {
    const [a, b] = await Promise.all([
      importContentDirectory(api.database.db, dir),
      importContentDirectory(api.database.db, dir),
    ]);
    expect(a.inserted + b.inserted).toBe(19);
    expect(a.unchanged + b.unchanged).toBe(19);
    expect(await rows()).toHaveLength(19);
  });

  it("rewrites every document when the parser version changes the hashes", async () => {
    const { documents } = parseContentFiles(contentFixtureFiles());
    await syncContentDocuments(api.database.db, documents, { prune: true });
    const rehashed = documents.map((document) => ({ ...document, contentHash: `${document.contentHash}-v2` }));
    const report = await syncContentDocuments(api.database.db, rehashed, { prune: true });
    expect(report).toEqual({ inserted: 0, updated: 19, unchanged: 0, deleted: 0 });
  });

  // One test, because importing the real content/ renders every document (docs/decisions/013: about 10 s of CPU
  // for 700 documents, much more on a busy machine): the start path, then what it stored, then an idle re-import.
  it("is run at start by prepareDatabase: the product's own content/ folder imports without a single failure, rendered", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    await prepareDatabase(api.config, api.database, logger);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((line) => line.message === "content.import_failed")).toEqual([]);
    const imported = logged.find((line) => line.message === "content.imported");
    expect(imported).toMatchObject({ deleted: 0, failed: 0, updated: 0, unchanged: 0 });
    expect(imported?.files).toBeGreaterThan(50);
    expect(imported?.inserted).toBe(imported?.files);
    const response = await api.request("/api/_content/revisions/lycee/terminale/maths/suites-numeriques", {
      body: { only: ["title", "kind"] },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { item: unknown }).item).toMatchObject({
      kind: "course",
      title: expect.stringMatching(/^Suites numériques/),
    });
    const [quizzes] = await api.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contentDocuments)
      .where(eq(contentDocuments.kind, "quiz"));
    expect(quizzes?.n).toBeGreaterThan(5);
    // Rendered once, here: every body has its HTML, formulas are KaTeX's, and none failed to render.
    const stored = await api.database.db
      .select({
        path: contentDocuments.path,
        body: contentDocuments.body,
        html: contentDocuments.bodyHtml,
        toc: contentDocuments.toc,
      })
      .from(contentDocuments);
    for (const row of stored) {
      if (row.body.trim() !== "") expect(row.html, row.path).not.toBe("");
      expect(row.html, row.path).not.toMatch(/<script|katex-error|\$\$/);
    }
    const suites = stored.find((row) => row.path === "revisions/lycee/terminale/maths/suites-numeriques");
    expect(suites?.html).toContain('<span class="katex">');
    expect(suites?.toc.length).toBeGreaterThan(1);
    const again = await importContentDirectory(api.database.db, CONTENT_FOLDER);
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, unchanged: imported?.files, failures: [] });
  }, 300_000);
});
