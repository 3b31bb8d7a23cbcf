// npm run i18n: extracts the messages (lingui extract --clean) into the catalogs of ui/i18n/areas.ts, then fills
// the English catalogs where a message has no English yet: from the English it had before the run (a message
// that moves to another catalog keeps its text), else from ui/locales/pending/*.json ({ "<French>": "<English>" }).
// Safe to run from several terminals at once (a lock directory serialises the runs).
// Reports messages still without English; `--check` exits 1 when any is missing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const lock = path.resolve(".tmp/i18n.lock");
const enDir = path.resolve("ui/locales/en");
const enCatalogs = () =>
  readdirSync(enDir)
    .filter((file) => file.endsWith(".po"))
    .map((file) => path.join(enDir, file));
const pendingDir = path.resolve("ui/locales/pending");

async function acquire(): Promise<void> {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error("could not take the i18n lock");
}

const unescape = (s: string) => s.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
const escape = (s: string) => s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/** Reads a possibly multi-line PO string starting at line i ("msgid ..." or "msgstr ..."). */
function readPoString(lines: string[], i: number, keyword: string): { value: string; next: number } {
  let value = unescape(lines[i]!.slice(keyword.length + 1).replace(/^"|"$/g, ""));
  let j = i + 1;
  while (j < lines.length && lines[j]!.startsWith('"')) {
    value += unescape(lines[j]!.replace(/^"|"$/g, ""));
    j += 1;
  }
  return { value, next: j };
}

/** The English text of every translated message of the English catalogs. */
function currentEnglish(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of enCatalogs()) {
    const lines = readFileSync(file, "utf8").split("\n");
    for (let i = 0; i < lines.length; i += 1) {
      if (!lines[i]!.startsWith("msgid ")) continue;
      const id = readPoString(lines, i, "msgid");
      if (!lines[id.next]?.startsWith("msgstr ")) continue;
      const str = readPoString(lines, id.next, "msgstr");
      if (id.value !== "" && str.value !== "") texts.set(id.value, str.value);
      i = str.next - 1;
    }
  }
  return texts;
}

function fill(enCatalog: string, translations: Map<string, string>): { filled: number; missing: string[] } {
  const lines = readFileSync(enCatalog, "utf8").split("\n");
  const out: string[] = [];
  let filled = 0;
  const missing: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.startsWith("msgid ")) {
      out.push(line);
      i += 1;
      continue;
    }
    const id = readPoString(lines, i, "msgid");
    out.push(...lines.slice(i, id.next));
    i = id.next;
    if (!lines[i]?.startsWith("msgstr ")) continue;
    const str = readPoString(lines, i, "msgstr");
    if (id.value !== "" && str.value === "") {
      const english = translations.get(id.value);
      if (english) {
        out.push(`msgstr "${escape(english)}"`);
        filled += 1;
      } else {
        out.push(...lines.slice(i, str.next));
        missing.push(id.value);
      }
    } else out.push(...lines.slice(i, str.next));
    i = str.next;
  }
  writeFileSync(enCatalog, out.join("\n"));
  return { filled, missing };
}

await acquire();
try {
  const before = currentEnglish();
  const extracted = spawnSync("npx", ["lingui", "extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });
  if (extracted.status !== 0) process.exit(extracted.status ?? 1);
  const translations = new Map<string, string>(before);
  if (existsSync(pendingDir)) {
    for (const file of readdirSync(pendingDir).filter((f) => f.endsWith(".json"))) {
      const entries = JSON.parse(readFileSync(path.join(pendingDir, file), "utf8")) as Record<string, string>;
      for (const [fr, en] of Object.entries(entries)) if (!translations.has(fr)) translations.set(fr, en);
    }
  }
  let filled = 0;
  const missing: string[] = [];
  for (const file of enCatalogs()) {
    const result = fill(file, translations);
    filled += result.filled;
    missing.push(...result.missing);
  }
  process.stdout.write(`i18n: ${filled} English texts filled, ${missing.length} missing\n`);
  for (const id of missing) process.stdout.write(`  missing: ${JSON.stringify(id)}\n`);
  if (process.argv.includes("--check") && missing.length > 0) process.exitCode = 1;
} finally {
  rmSync(lock, { recursive: true, force: true });
}
