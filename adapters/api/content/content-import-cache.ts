// A cache of the importer's two costly steps, parsing a file (YAML, figure sanitising) and rendering a document
// (Markdown, KaTeX, figures), kept as JSON files named by the content hash (which covers the file's name, its
// text and CONTENT_IMPORT_VERSION). Off unless a directory is set (CONTENT_IMPORT_CACHE_DIR): the test run sets one for
// itself, so that its many fresh databases (every server it starts, every test file importing the library) parse
// and render each document once instead of once each (docs/decisions/055). A stored database needs no cache: the
// importer already skips documents whose hash it holds.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

let directory: string | null = null;

/** Turns the cache on (a directory, created when missing) or off (null). */
export function setContentImportCache(dir: string | null | undefined): void {
  directory = dir && dir.trim() !== "" ? path.resolve(dir) : null;
  if (directory !== null) mkdirSync(directory, { recursive: true });
}

/**
 * The value stored under (step, hash), or `compute()`'s, then stored. Written through a temporary file and a
 * rename, so that processes importing together never read half a file; an unreadable entry is computed again.
 */
export function cachedImportStep<T>(step: "parse" | "render", hash: string, compute: () => T): T {
  if (directory === null || !/^[0-9a-f]{64}$/.test(hash)) return compute();
  const file = path.join(directory, `${hash}.${step}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    const value = compute();
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      writeFileSync(temporary, JSON.stringify(value));
      renameSync(temporary, file);
    } catch {
      // A full disk or a removed directory costs the cache, never the import.
    }
    return value;
  }
}
