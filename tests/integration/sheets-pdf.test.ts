// Revision sheets as PDF files (issue 12, docs/decisions/020) through the whole app, on real sheets of content/:
// GET /api/content/sheets/{path}.pdf (a PDF whose Title is the chapter's, cached: rendered once), premium sheets
// refused to visitors and free members, unknown paths; the newsletter's welcome mail links to five real free PDFs.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { TURNSTILE_DUMMY_TOKEN } from "../../adapters/api/security/offline-bot-verifier.ts";
import { SheetRendererToken, type SheetPdfInput, type SheetRenderer } from "../../application/api/content/sheets.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail, type Session } from "./support/members.ts";

const FOLDERS = ["revisions/lycee/terminale/maths", "revisions/lycee/terminale/physique-chimie"];
const FREE = "revisions/lycee/terminale/maths/fiche-calcul-integral";
const PREMIUM = "revisions/lycee/terminale/maths/fiche-fonction-logarithme-neperien";
const COURSE = "revisions/lycee/terminale/maths/calcul-integral";

/** The real renderer, counting its renders. */
class CountingRenderer implements SheetRenderer {
  renders: string[] = [];
  constructor(private readonly inner: SheetRenderer) {}
  get version() {
    return this.inner.version;
  }
  render(input: SheetPdfInput) {
    this.renders.push(input.title);
    return this.inner.render(input);
  }
}

async function contentFiles() {
  const files = [];
  for (const folder of FOLDERS) {
    for (const name of await readdir(path.join("content", folder))) {
      if (name.endsWith(".md"))
        files.push({ source: `${folder}/${name}`, raw: await readFile(path.join("content", folder, name), "utf8") });
    }
  }
  return files;
}

async function titleOf(bytes: Uint8Array): Promise<string | undefined> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle();
}

describe.each(ENGINES)("PDF sheets on %s", (engine) => {
  let api: TestApi;
  let dataDir: string;
  let renderer: CountingRenderer;
  let subscriber: Session;
  let free: Session;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "revizo-sheets-"));
    api = await startTestApi(engine, { DATA_DIR: dataDir });
    const { documents, failures } = parseContentFiles(await contentFiles());
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
    renderer = new CountingRenderer(api.container.resolve<SheetRenderer>(SheetRendererToken));
    api.container.registerInstance(SheetRendererToken, renderer);
    subscriber = await login(api, await createMember(api, { plan: "solo-monthly" }));
    free = await login(api, await createMember(api));
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const sheet = (documentPath: string, options: Parameters<TestApi["request"]>[1] = {}) =>
    api.request(`/api/content/sheets/${documentPath}.pdf`, options);

  it("answers a free sheet as a PDF attachment whose Title is the chapter's, rendered once then served from the cache", async () => {
    const first = await sheet(FREE);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe('attachment; filename="fiche-calcul-integral.pdf"');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(await titleOf(bytes)).toBe("Fiche : calcul intégral");
    expect(renderer.renders).toEqual(["Fiche : calcul intégral"]);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const second = await sheet(FREE);
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(second.headers.get("etag")).toBe(etag);
    expect(renderer.renders).toHaveLength(1);

    const notModified = await sheet(FREE, { headers: { "if-none-match": etag! } });
    expect(notModified.status).toBe(304);
    expect(renderer.renders).toHaveLength(1);
  }, 60_000);

  it("answers the same sheet in large print under its own name, rendered and cached apart (issue 30)", async () => {
    const usual = await sheet(FREE);
    const before = renderer.renders.length;
    const large = await api.request(`/api/content/sheets/${FREE}.pdf?print=large`);
    expect(large.status).toBe(200);
    expect(large.headers.get("content-disposition")).toBe(
      'attachment; filename="fiche-calcul-integral-grands-caracteres.pdf"',
    );
    expect(large.headers.get("etag")).not.toBe(usual.headers.get("etag"));
    const [usualPdf, largePdf] = await Promise.all([
      PDFDocument.load(new Uint8Array(await usual.arrayBuffer())),
      PDFDocument.load(new Uint8Array(await large.arrayBuffer())),
    ]);
    // The same chapter on more A4 pages: every size 1.4 times.
    expect(largePdf.getTitle()).toBe("Fiche : calcul intégral");
    expect(largePdf.getPages()[0]!.getSize()).toEqual(usualPdf.getPages()[0]!.getSize());
    expect(largePdf.getPageCount()).toBeGreaterThan(usualPdf.getPageCount());
    expect(renderer.renders.length).toBe(before + 1);
    expect((await api.request(`/api/content/sheets/${FREE}.pdf?print=large`)).status).toBe(200);
    expect(renderer.renders.length).toBe(before + 1);

    const refused = await api.request(`/api/content/sheets/${FREE}.pdf?print=huge`);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: "ValidationFailed" });
  }, 60_000);

  it("renders again when the sheet changes (the cache key holds its content hash)", async () => {
    const files = (await contentFiles()).map((file) =>
      file.source === `${FREE}.md`
        ? {
            ...file,
            raw: file.raw.replace('title: "Fiche : calcul intégral"', 'title: "Fiche : calcul intégral (revue)"'),
          }
        : file,
    );
    await syncContentDocuments(api.database.db, parseContentFiles(files).documents, { prune: true });
    const response = await sheet(FREE);
    expect(await titleOf(new Uint8Array(await response.arrayBuffer()))).toBe("Fiche : calcul intégral (revue)");
    expect(renderer.renders.at(-1)).toBe("Fiche : calcul intégral (revue)");
    await syncContentDocuments(api.database.db, parseContentFiles(await contentFiles()).documents, { prune: true });
  }, 60_000);

  it("never lets a premium sheet out to a visitor or a member without a plan; a subscriber gets it", async () => {
    const before = renderer.renders.length;
    for (const options of [{}, { cookie: free.cookie }, { token: free.token }]) {
      const refused = await sheet(PREMIUM, options);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await errorOf(refused)).toMatchObject({ code: "PremiumRequired" });
    }
    expect(renderer.renders.length).toBe(before);
    const allowed = await sheet(PREMIUM, { token: subscriber.token });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("private, no-store");
    expect(await titleOf(new Uint8Array(await allowed.arrayBuffer()))).toBe("Fiche : la fonction logarithme népérien");
    // Served from the cache afterwards, still only to those allowed.
    expect((await sheet(PREMIUM)).status).toBe(403);
    expect((await sheet(PREMIUM, { cookie: subscriber.cookie })).status).toBe(200);
    expect(renderer.renders.length).toBe(before + 1);
  }, 60_000);

  it("answers 404 for an unknown path or a document that is not a sheet, 400 for a path that cannot be one, 401 for a bad token", async () => {
    expect(await errorOf(await sheet("revisions/lycee/terminale/maths/fiche-inconnue"))).toMatchObject({
      code: "ContentNotFound",
    });
    expect((await sheet("revisions/lycee/terminale/maths/fiche-inconnue")).status).toBe(404);
    expect((await sheet(COURSE)).status).toBe(404);
    expect((await api.request(`/api/content/sheets/${FREE}`)).status).toBe(400);
    expect((await api.request("/api/content/sheets/revisions/%E2%80%A6/x.pdf")).status).toBe(400);
    expect((await api.request("/api/content/sheets/.pdf")).status).toBe(400);
    expect((await sheet(FREE, { token: "not-a-token" })).status).toBe(401);
  });

  it("sends the newsletter's welcome mail with links to five free PDFs of the chosen class", async () => {
    const email = uniqueEmail("newsletter");
    const response = await api.request("/api/newsletter/subscribe", {
      body: {
        email,
        sourceAccessTypeName: "student",
        sourceLevelOfEducationName: "terminale",
        sourceLocation: "popup-a",
        acceptNewsletter: true,
        recaptchaToken: TURNSTILE_DUMMY_TOKEN,
      },
    });
    expect(response.status).toBe(201);
    await api.idle();
    const outbox = (await (await api.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      template: string;
      text: string;
    }[];
    const mail = outbox.find((entry) => entry.template === "newsletter-welcome");
    expect(mail).toBeDefined();
    const origin = api.config.PUBLIC_ORIGIN;
    const links = [...mail!.text.matchAll(/^\s+(\S+\.pdf)$/gm)].map((match) => match[1]!);
    expect(links).toHaveLength(5);
    expect(new Set(links).size).toBe(5);
    for (const link of links) {
      expect(link.startsWith(`${origin}/api/content/sheets/revisions/lycee/terminale/`)).toBe(true);
      const download = await api.request(link.slice(origin.length));
      expect(download.status).toBe(200);
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(mail!.text).toContain(`- ${await titleOf(bytes)}\n`);
    }
    // The core subjects first: maths, then physique-chimie.
    expect(links[0]).toContain("/terminale/maths/");
    expect(links[1]).toContain("/terminale/physique-chimie/");
  }, 120_000);
});
