// Every file an ADR names (a repository path in backticks) exists: a decision that points at a moved or deleted file
// misleads the next reader (issue 31). A file that no longer exists is named without backticks, with "since removed".
// The index docs/decisions/README.md lists every ADR once, with its number and title as the file has them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const folder = path.join(root, "docs/decisions");
const decisions = readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file));
const ROOTS = /^(?:domain|application|adapters|ui|server|scripts|tests|stories|content|docs|public|\.storybook|\.ci)\//;

/** The repository paths a text names in backticks (patterns and placeholders aside), without anchors or line numbers. */
function citedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, token]) => token!.replace(/[.,;:)]+$/, ""))
    .filter((token) => ROOTS.test(token) && !/[*<>{}$…]/.test(token))
    .map((token) => token.split("#")[0]!.split(":")[0]!);
}

describe("architecture decision records", () => {
  it("reads the paths a text cites", () => {
    expect(citedPaths("see `domain/learning/quiz.ts:12`, `ui/routes/*.tsx` and `npm test`.")).toEqual([
      "domain/learning/quiz.ts",
    ]);
  });

  it.each(decisions)("%s names only files that exist", (file) => {
    const missing = citedPaths(readFileSync(path.join(folder, file), "utf8")).filter(
      (cited) => !existsSync(path.join(root, cited)),
    );
    expect(missing).toEqual([]);
  });

  it("the index lists every decision once, by number and title", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    for (const file of decisions) {
      const title = readFileSync(path.join(folder, file), "utf8").split("\n")[0]!.replace(/^#\s*/, "");
      const number = file.slice(0, 3);
      const rows = index.split("\n").filter((line) => line.includes(`(${file})`));
      expect(rows, file).toHaveLength(1);
      expect(rows[0], file).toContain(number);
      expect(title.startsWith(number), `${file}: its title starts with its number`).toBe(true);
    }
  });
});
