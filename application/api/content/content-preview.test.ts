import { describe, expect, it } from "vitest";
import { previewHtml, previewMarkdown, previewToc } from "./content-preview.ts";

describe("§6 premium preview of a body", () => {
  it("cuts the Markdown before its second ## heading, whatever comes before the first", () => {
    expect(previewMarkdown("## A\n\ntexte A\n## B\n\ntexte B")).toBe("## A\n\ntexte A");
    expect(previewMarkdown("Intro\n\n## A\n\n### A.1\n\nx\n\n##\tB\ny")).toBe("Intro\n\n## A\n\n### A.1\n\nx");
  });
  it("does not take a ## inside fenced code, a ### or a #hashtag for a section", () => {
    const body = "## A\n\n```md\n## pas un titre\n```\n\n~~~\n## non plus\n~~~\n\n### A.1\n\n##pas-titre\n\n## B\n\nsuite";
    expect(previewMarkdown(body)).toBe(body.slice(0, body.indexOf("\n\n## B")));
  });
  it("keeps a body with one section or none whole", () => {
    expect(previewMarkdown("Texte seul.")).toBe("Texte seul.");
    expect(previewMarkdown("## Seule\n\ntexte")).toBe("## Seule\n\ntexte");
  });
  it("cuts the HTML before its second <h2> and the toc before its second level-2 entry", () => {
    expect(previewHtml('<h2 id="a">A</h2><p>a</p><h2 id="b">B</h2><p>b</p>')).toBe('<h2 id="a">A</h2><p>a</p>');
    expect(previewHtml("<p>&lt;h2 pas un titre</p>")).toBe("<p>&lt;h2 pas un titre</p>");
    expect(
      previewToc([
        { id: "a", text: "A", depth: 2 },
        { id: "a1", text: "A.1", depth: 3 },
        { id: "b", text: "B", depth: 2 },
        { id: "b1", text: "B.1", depth: 3 },
      ]).map((entry) => entry.id),
    ).toEqual(["a", "a1"]);
  });
});
