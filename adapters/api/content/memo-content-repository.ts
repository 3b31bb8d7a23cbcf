// Issue 14: the content queries of a serving process answered from memory. The documents in the database change only
// when a process starts (the importer runs before it serves, and the render cache's key holds the data's fingerprint
// taken then: docs/decisions/024), so a page's content query (a course: the document, its neighbours, its chapter's
// parts) reads the same rows at every request; PGlite spent about a third of an uncached course render on them
// (docs/decisions/032). Gating stays with the use case: these are the rows before it (the query's `premiumLocked`
// is part of the key), the same for every viewer. Searches (free text) are not kept.
import type { ContentPage, ContentQuery, ContentRecord, ContentRepository } from "../../../application/api/content/ports.ts";

/** What a kept answer costs, about: its bodies and a kilobyte per row. */
function pageBytes(page: ContentPage): number {
  const rows: ContentRecord[] = [
    ...page.records,
    ...(page.exact ? [page.exact] : []),
    ...(page.surround ? [...page.surround.before, ...page.surround.after] : []),
  ];
  return rows.reduce((total, row) => total + 1024 + (row.html?.length ?? 0) + (row.text?.length ?? 0), 0);
}

export class MemoContentRepository implements ContentRepository {
  /** Kept answers by query, least recently used first. */
  private readonly pages = new Map<string, { page: Promise<ContentPage>; bytes: number }>();
  private readonly paths = new Map<string, Promise<boolean>>();
  private bytes = 0;

  constructor(
    private readonly inner: ContentRepository,
    /** Budget of the kept answers (UTF-16 code units of their bodies, about bytes). */
    private readonly maxBytes: number,
  ) {}

  query(query: ContentQuery): Promise<ContentPage> {
    if (query.search !== null) return this.inner.query(query);
    const key = JSON.stringify(query);
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept.page;
    }
    const page = this.inner.query(query);
    const entry = { page, bytes: 0 };
    this.pages.set(key, entry);
    page.then(
      (value) => {
        if (this.pages.get(key) !== entry) return;
        entry.bytes = pageBytes(value);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.pages.get(key) === entry) this.pages.delete(key);
      },
    );
    return page;
  }

  exists(path: string): Promise<boolean> {
    let known = this.paths.get(path);
    if (!known) {
      known = this.inner.exists(path);
      this.paths.set(path, known);
      known.catch(() => this.paths.delete(path));
      if (this.paths.size > 10_000) this.paths.delete(this.paths.keys().next().value!);
    }
    return known;
  }

  private evict(): void {
    for (const [key, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) return;
      this.pages.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
