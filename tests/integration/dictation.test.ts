// A dictée's text (issue 27, docs/decisions/045) through the whole app, on real documents of content/: the paper's
// stored HTML holds a placeholder and not the text; GET /api/content/dictees/{path}?rank= answers it, a premium
// chapter's only to a subscriber; an unknown rank or path is 404, a bad rank 400.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const PAPER = "exams/brevet/sujets/sujet-entrainement-francais";
const PREMIUM = "revisions/college/6eme/francais/orthographe-accords-dans-le-groupe-nominal";

describe.each(ENGINES)("dictées on %s", (engine) => {
  let api: TestApi;
  let dataDir: string;
  let subscriber: Session;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "revizo-dictees-"));
    api = await startTestApi(engine, { DATA_DIR: dataDir });
    const files = await Promise.all(
      [PAPER, PREMIUM].map(async (source) => ({
        source: `${source}.md`,
        raw: await readFile(path.join("content", `${source}.md`), "utf8"),
      })),
    );
    const { documents, failures } = parseContentFiles(files);
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
    subscriber = await login(api, await createMember(api, { plan: "solo-monthly" }));
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const dictee = (documentPath: string, rank: string, options: Parameters<TestApi["request"]>[1] = {}) =>
    api.request(`/api/content/dictees/${documentPath}?rank=${rank}`, options);

  it("keeps the text out of the paper's stored HTML and answers it to the player", async () => {
    const page = await api.request(`/api/_content/${PAPER}`, { body: { html: true, limit: 0 } });
    const body = await page.text();
    expect(body).toContain('data-dictee-rank=\\"0\\"');
    expect(body).not.toContain("bruyamment");
    const response = await dictee(PAPER, "0");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const text = (await response.json()) as { lang: string; title: string; text: string };
    expect(text).toMatchObject({ lang: "fr-FR", title: "La rentrée de Mathilde" });
    expect(text.text).toMatch(/^Le jour de la rentrée, Mathilde s'était levée[\s\S]*jusqu'à leur salle\.$/);
  }, 60_000);

  it("answers a premium chapter's dictée to a subscriber only", async () => {
    const refused = await dictee(PREMIUM, "0");
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: "PremiumRequired" });
    const allowed = await dictee(PREMIUM, "0", { token: subscriber.token });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("private, no-store");
    expect(((await allowed.json()) as { text: string }).text).toContain("grenier de ma grand-mère");
  }, 60_000);

  it("is 404 for a rank or a document without a dictée, 400 for a bad rank", async () => {
    expect((await dictee(PAPER, "1")).status).toBe(404);
    expect((await dictee("exams/brevet/sujets/absent", "0")).status).toBe(404);
    expect((await dictee(PAPER, "x")).status).toBe(400);
  }, 60_000);
});
