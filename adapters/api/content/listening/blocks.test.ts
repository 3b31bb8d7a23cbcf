import { describe, expect, it } from "vitest";
import { parseContentFile } from "../content-document.ts";
import { renderContent } from "../content-document.ts";
import { renderMarkdown } from "../markdown-render.ts";
import { parseListeningBlock } from "./blocks.ts";
import { listeningFieldProblems } from "./fields.ts";

const DICTEE = "Le secret de la dictée, dit-elle, reste caché.";
const body = [
  "## Écouter",
  "",
  "```audio",
  "lang: en-GB",
  'title: "At the station"',
  "text: |",
  "  Good morning. The train leaves at ten.",
  "",
  "  Platform four.",
  "```",
  "",
  "## Dictée",
  "",
  "```dictee",
  `text: "${DICTEE}"`,
  "```",
  "",
  "```dictee",
  "lang: fr-FR",
  'text: "Une autre."',
  "```",
].join("\n");

describe("listening blocks at import", () => {
  it("turn an audio block into a placeholder with its transcript on request", () => {
    const { html, text } = renderMarkdown(body, { locale: "en", path: "revisions/x" });
    expect(html).toContain('<section class="listening listening--audio" data-listening="audio" data-lang="en-GB" aria-label="Listening — At the station">');
    expect(html).toContain('<details class="listening__transcript"><summary>Transcript</summary><p lang="en-GB">Good morning. The train leaves at ten.</p><p lang="en-GB">Platform four.</p></details>');
    expect(html).not.toContain("<pre");
    expect(text).not.toContain("Good morning");
  });
  it("keep a dictée's text out of the HTML and the search text: the placeholder names the document and the rank", () => {
    const { html, text } = renderMarkdown(body, { locale: "fr", path: "exams/brevet/sujets/x" });
    expect(html).not.toContain("secret");
    expect(text).not.toContain("secret");
    expect(html).toContain('data-listening="dictee" data-lang="fr-FR" data-dictee-path="exams/brevet/sujets/x" data-dictee-rank="0" aria-label="Dictée"');
    expect(html).toContain('data-dictee-rank="1"');
  });
  it("keep a dictée out of a practice paper's split too", () => {
    const paper = `Intro\n\n## Exercice 1 — Dictée (10 points)\n\n\`\`\`dictee\ntext: "${DICTEE}"\n\`\`\`\n`;
    const rendered = renderContent({ kind: "exam" }, paper, "fr", "exams/p");
    expect(JSON.stringify(rendered)).not.toContain("secret");
    expect(rendered.paper?.exercises[0]?.statementHtml).toContain('data-dictee-path="exams/p" data-dictee-rank="0"');
  });
  it("show the transcript when asked, hide it when asked, and drop an invalid block", () => {
    expect(renderMarkdown('```audio\nlang: de-DE\ntranscript: shown\ntext: "Guten Tag."\n```').html).toContain('<div class="listening__transcript"><p lang="de-DE">Guten Tag.</p></div>');
    expect(renderMarkdown('```audio\nlang: es-ES\ntranscript: hidden\ntext: "Hola."\n```').html).toContain('<div class="listening__transcript" hidden><p lang="es-ES">Hola.</p></div>');
    expect(renderMarkdown("```audio\nlang: it-IT\ntext: x\n```").html).toBe("");
    // Any other code block stays a code block.
    expect(renderMarkdown("```js\nx\n```").html).toContain('<pre class="md-code"');
  });
  it("fail the import of a document whose block the schema refuses", () => {
    const raw = `---\ntitle: T\ndescription: D\nkind: course\n---\n\n\`\`\`dictee\nlang: it-IT\nvoice: x\n\`\`\`\n`;
    const result = parseContentFile({ source: "revisions/t.md", raw });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      'a dictee block has no key "voice" (keys: lang, title, text)',
      "a dictee block needs lang: fr-FR, en-GB, en-US, es-ES or de-DE",
      "a dictee block needs a text",
    ]);
  });
  it("read a block's YAML against the schema", () => {
    expect(parseListeningBlock("audio", "text: [")).toMatchObject({ ok: false });
    expect(parseListeningBlock("audio", "- a")).toEqual({ ok: false, errors: ["a audio block must be a YAML mapping"] });
    expect(parseListeningBlock("audio", "lang: en-US\ntitle: 3\ntranscript: never\ntext: x")).toEqual({
      ok: false,
      errors: ["a audio block's title must be a string", "an audio block's transcript must be after, shown or hidden"],
    });
    expect(parseListeningBlock("dictee", "text: Bonjour.")).toEqual({ ok: true, block: { name: "dictee", lang: "fr-FR", title: null, transcript: "after", text: "Bonjour." } });
  });
});

describe("listening fields of a front matter", () => {
  it("check a deck's speak", () => {
    expect(listeningFieldProblems({ speak: { front: "en-GB" } })).toEqual([]);
    expect(listeningFieldProblems({ questions: [{ audio: "x" }], speak: { side: "en-GB" } })).toEqual([
      "speak must be { front: <lang> } or { back: <lang> } (fr-FR, en-GB, en-US, es-ES, de-DE)",
    ]);
    expect(listeningFieldProblems({ speak: { back: "fr-FR", front: "en-GB" } })).toHaveLength(1);
  });
});
