// The layer rule is enforced by `npm run lint` (dependency-cruiser): prove that each kind of
// upward import fails, on a throw-away tree laid out like the project, with the project's config.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "layers-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function cruise(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(path.join(work, "case-"));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const dirs = [...new Set(Object.keys(files).map((f) => f.split("/")[0]!))];
  try {
    const { stdout } = await run(
      path.join(root, "node_modules/.bin/depcruise"),
      ["--config", path.join(root, ".dependency-cruiser.cjs"), ...dirs],
      { cwd: dir },
    );
    return { ok: true, output: stdout };
  } catch (error) {
    const e = error as { stdout?: string };
    return { ok: false, output: e.stdout ?? String(error) };
  }
}

describe("layer rule (npm run lint)", () => {
  it("accepts imports that point down the layers", async () => {
    const result = await cruise({
      "domain/a.ts": "export const a = 1;\n",
      "application/b.ts": 'import { a } from "../domain/a.ts";\nexport const b = a;\n',
      "adapters/c.ts": 'import { b } from "../application/b.ts";\nexport const c = b;\n',
    });
    expect(result.output).toContain("no dependency violations");
    expect(result.ok).toBe(true);
  });

  it("fails when domain/ imports adapters/", async () => {
    const result = await cruise({
      "adapters/db.ts": "export const db = 1;\n",
      "domain/rule.ts": 'import { db } from "../adapters/db.ts";\nexport const rule = db;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("domain-is-pure");
  });

  it("fails when application/ imports ui/", async () => {
    const result = await cruise({
      "ui/page.ts": "export const page = 1;\n",
      "application/use-case.ts": 'import { page } from "../ui/page.ts";\nexport const x = page;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("application-below-adapters");
  });

  it("fails when a UI component imports an adapter directly", async () => {
    const result = await cruise({
      "adapters/web/store.ts": "export const store = 1;\n",
      "ui/components/Widget.ts": 'import { store } from "../../adapters/web/store.ts";\nexport const w = store;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("ui-components-use-use-cases");
  });

  it("fails on an import cycle", async () => {
    const result = await cruise({
      "domain/x.ts": 'import { y } from "./y.ts";\nexport const x = () => y;\n',
      "domain/y.ts": 'import { x } from "./x.ts";\nexport const y = () => x;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("no-circular");
  });

  it("fails on an import cycle made of type-only imports", async () => {
    const result = await cruise({
      "application/view.ts":
        'import type { Fallback } from "./fallback.ts";\nexport interface View { fallback: Fallback | null }\n',
      "application/fallback.ts": 'import type { View } from "./view.ts";\nexport interface Fallback { view: View }\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("no-circular");
  });
});
