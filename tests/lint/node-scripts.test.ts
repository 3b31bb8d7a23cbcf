// The scripts of package.json run by Node itself (`node scripts/….ts`: type stripping, no build) load every TypeScript
// file they import as it is. Node's strip-only mode refuses what is not erasable (parameter properties, enums,
// namespaces): domain/http/lru.ts once had a parameter property and `npm run bench`'s content part failed. This
// test strips every file those scripts reach, as Node would.
import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** The .ts entry files given to `node` by the package's scripts. */
function nodeEntries(): string[] {
  const entries = new Set<string>();
  for (const command of Object.values(scripts.scripts))
    for (const [, file] of command.matchAll(/(?:^|&&\s*)node ([\w./-]+\.ts)/g)) entries.add(path.join(root, file!));
  return [...entries];
}

/** Every relative .ts/.tsx import of `file`, recursively (type-only imports are erased, so not followed). */
function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, kind, target] of source.matchAll(
      /^(?:import|export)(\s+type)?[^"';]*?from\s+"(\.{1,2}\/[^"]+\.tsx?)"/gm,
    ))
      if (kind === undefined) visit(path.resolve(path.dirname(file), target!));
    // A dynamic import, not a type (`typeof import("./x.ts")`, as server/dev.ts names what Vite loads).
    for (const [, target] of source.matchAll(/(?<!typeof\s*)import\("(\.{1,2}\/[^"]+\.tsx?)"\)/g))
      visit(path.resolve(path.dirname(file), target!));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

describe("files Node runs without a build", () => {
  const entries = nodeEntries();

  it("finds the scripts run by node, the content bench among them", () => {
    expect(entries).toContain(path.join(root, "scripts/bench-content.ts"));
    expect(entries).toContain(path.join(root, "scripts/test-all.ts"));
  });

  it("holds only syntax Node's type stripping accepts", () => {
    const files = reachable(entries);
    // The content bench reaches the content adapters and the domain (the LRU among them).
    expect(files).toContain(path.join(root, "domain/http/lru.ts"));
    const refused = files.filter((file) => {
      try {
        stripTypeScriptTypes(readFileSync(file, "utf8"), { mode: "strip" });
        return false;
      } catch {
        return true;
      }
    });
    expect(refused.map((file) => path.relative(root, file))).toEqual([]);
  });
});
