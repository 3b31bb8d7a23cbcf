// Issue 14 (docs/decisions/042): a map bounded by the size of what it keeps and by its number of entries, least
// recently used first out, for answers kept for the next requests: the API's serialized content answers and repeated
// JSON answers, the web server's content answers that it revalidates.

export class Lru<V> {
  /** Kept values by key, least recently used first (a Map iterates in insertion order). */
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;
  /** The most the sizes of the kept values may add up to (the caller's unit: bytes, characters…). */
  private readonly maxSize: number;
  /** The most entries kept, whatever their size. */
  private readonly maxEntries: number;

  // No parameter properties: Node runs this file as it is (type stripping) in scripts/bench-content.ts.
  constructor(maxSize: number, maxEntries: number) {
    this.maxSize = maxSize;
    this.maxEntries = maxEntries;
  }

  /** The value kept under `key`, now the most recently used; undefined when none is. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` under `key` (replacing what was kept there), then forgets the least recently used entries beyond
   * the bounds. A value larger than the whole budget is not kept (and nothing else is forgotten for it).
   */
  set(key: string, value: V, size: number): void {
    this.forget(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
