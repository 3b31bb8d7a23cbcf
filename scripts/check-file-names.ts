// The file-naming convention, checked by `npm run lint`: a `.tsx` module named after the React component it
// exports is PascalCase (`SubscriptionBanner.tsx`, with its `.stories.tsx` and `.test.tsx`); every other source
// file is kebab-case (`chrome-visibility.ts`, `use-coupon-check.ts`, `form-kit.tsx`). Content paths have their own
// rule (content/README.md §1).
import { execFileSync } from "node:child_process";

const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.(?:ts|tsx|js|cjs|mjs)$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(?:\.(?:stories|test))?\.tsx$/;

/** Why a source file's name breaks the convention, or null. */
export function fileNameProblem(path: string): string | null {
  const name = path.split("/").at(-1) ?? path;
  if (!/\.(?:ts|tsx|js|cjs|mjs)$/.test(name) || name.endsWith(".d.ts") || name.startsWith("+") || name.startsWith("."))
    return null;
  if (KEBAB.test(name) || COMPONENT.test(name)) return null;
  return `${path}: kebab-case (or PascalCase for a component's .tsx)`;
}

if (import.meta.main) {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && !file.startsWith("content/"));
  const problems = files.map(fileNameProblem).filter((problem): problem is string => problem !== null);
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
