import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cachedImportStep, setContentImportCache } from "./content-import-cache.ts";
import { contentHashOf, parseContentFiles, renderContentDocument } from "./content-document.ts";

const HASH = "a".repeat(64);
let dir: string | null = null;
const testSetting = process.env.CONTENT_IMPORT_CACHE_DIR;

afterEach(() => {
  setContentImportCache(testSetting);
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function freshCache(): string {
  dir = mkdtempSync(path.join(tmpdir(), "revizo-import-cache-"));
  setContentImportCache(dir);
  return dir;
}

describe("content import cache (docs/decisions/055)", () => {
  it("computes every time when no directory is set", () => {
    setContentImportCache(null);
    let calls = 0;
    cachedImportStep("parse", HASH, () => ++calls);
    cachedImportStep("parse", HASH, () => ++calls);
    expect(calls).toBe(2);
  });

  it("computes once per step and hash, and again for an entry it cannot read", () => {
    const directory = freshCache();
    let calls = 0;
    expect(cachedImportStep("parse", HASH, () => ({ n: ++calls }))).toEqual({ n: 1 });
    expect(cachedImportStep("parse", HASH, () => ({ n: ++calls }))).toEqual({ n: 1 });
    expect(cachedImportStep("render", HASH, () => ({ n: ++calls }))).toEqual({ n: 2 });
    expect(readdirSync(directory).sort()).toEqual([`${HASH}.parse.json`, `${HASH}.render.json`]);
    writeFileSync(path.join(directory, `${HASH}.parse.json`), '{"n": 1');
    expect(cachedImportStep("parse", HASH, () => ({ n: ++calls }))).toEqual({ n: 3 });
    expect(JSON.parse(readFileSync(path.join(directory, `${HASH}.parse.json`), "utf8"))).toEqual({ n: 3 });
  });

  it("never keys a file by anything but a SHA-256 (a hand-made hash is computed each time)", () => {
    const directory = freshCache();
    let calls = 0;
    cachedImportStep("render", "../escape", () => ++calls);
    cachedImportStep("render", "../escape", () => ++calls);
    expect(calls).toBe(2);
    expect(readdirSync(directory)).toEqual([]);
  });

  it("gives back from the cache exactly what parsing and rendering a real chapter with a figure give", () => {
    const source = "revisions/lycee/terminale/physique-chimie/deuxieme-loi-de-newton.md";
    const file = { source, raw: readFileSync(path.join("content", source), "utf8") };
    setContentImportCache(null);
    const fresh = parseContentFiles([file]).documents[0];
    expect(fresh?.contentHash).toBe(contentHashOf(file));
    const freshRender = renderContentDocument(fresh!);
    expect(freshRender.bodyHtml).toContain("<svg");
    freshCache();
    parseContentFiles([file]);
    renderContentDocument(fresh!);
    const cached = parseContentFiles([file]).documents[0];
    expect(cached).toEqual(fresh);
    expect(renderContentDocument(cached!)).toEqual(freshRender);
  });
});
