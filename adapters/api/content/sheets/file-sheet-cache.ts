// Rendered sheet PDFs (and receipts, docs/decisions/027) kept as files under DATA_DIR (docs/decisions/020): one file per cache key (its SHA-256), written
// to a temporary name and renamed, so that a reader never sees half a file and two processes rendering the same
// sheet at once both leave a whole one. The key changes with the sheet's content hash and with the renderer's
// version, so a stale file is never read; old files stay until DATA_DIR/cache is emptied (they are small: ~50 kB).
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SheetPdfCache } from "../../../../application/api/content/sheets.ts";

export class FileSheetPdfCache implements SheetPdfCache {
  private readonly directory: string;

  /** `directory`: where the files go (created when first written), e.g. `${DATA_DIR}/cache/sheets`. */
  constructor(directory: string) {
    this.directory = directory;
  }

  private fileOf(key: string): string {
    return path.join(this.directory, `${createHash("sha256").update(key).digest("hex")}.pdf`);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.fileOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const file = this.fileOf(key);
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
}
