// Every message of the French source catalogs has its English text (the test run fails on a gap).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_CATALOGS, type CatalogName } from "../../ui/i18n/areas.ts";

function entries(locale: "fr" | "en", catalog: CatalogName): Map<string, string> {
  const file = path.resolve(import.meta.dirname, `../../ui/locales/${locale}/${catalog}.po`);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const map = new Map<string, string>();
  const block = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (s: string) =>
    s
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as string)
      .join("");
  for (const match of text.matchAll(block)) {
    const id = join(match[1]!);
    if (id !== "") map.set(id, join(match[2]!));
  }
  return map;
}

describe.each(ALL_CATALOGS)("translation catalog %s", (catalog) => {
  const fr = entries("fr", catalog);
  const en = entries("en", catalog);
  it("has messages", () => {
    expect(fr.size).toBeGreaterThan(10);
  });
  it("the English catalog has every French message", () => {
    expect([...fr.keys()].filter((id) => !en.has(id))).toEqual([]);
  });
  it("every English message is translated", () => {
    expect([...en].filter(([, text]) => text.trim() === "").map(([id]) => id)).toEqual([]);
  });
  it("keeps the placeholders of each message", () => {
    // A placeholder is {name} or {name, plural…}; the text of a plural form ("one {jour}") is not one.
    const placeholders = (s: string) =>
      [...s.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) ?)\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
    const broken = [...en].filter(([id, text]) => text !== "" && placeholders(id).join() !== placeholders(text).join());
    expect(broken.map(([id]) => id)).toEqual([]);
  });
});
