import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { documentAssets } from "../../domain/offline/document-assets.ts";
import { modulesAfterFirstPaintBytes, modulesAfterFirstPaintStream } from "./modules-after-first-paint.ts";

/** The rewritten page as text (null: left as it is). */
function modulesAfterFirstPaint(html: string): string | null {
  const pieces = modulesAfterFirstPaintBytes(Buffer.from(html, "utf8"));
  return pieces && Buffer.concat(pieces).toString("utf8");
}

const NONCE = "AbCdEf0123456789abcdEF==";
const SOURCE = `;\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/home-2.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-3.js");`;
const page = (nonce = NONCE) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/framework-4.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/framework-4.js" fetchPriority="low" nonce="${nonce}"/>` +
  `<link nonce="${nonce}" rel="stylesheet" href="/assets/app-5.css"/></head>` +
  `<body><h1>Réviser mieux — « élève »</h1>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">${SOURCE}</script>` +
  `<!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[]");</script><!--/$-->` +
  `</body></html>`;

/** Runs the page's loader script against a minimal document; returns what it added to the head. */
function runLoader(html: string, hidden: boolean) {
  const loader = /<script nonce="[^"]*">(\(function\(s,p,c\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(loader).toBeDefined();
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    hidden,
    currentScript: { nonce: NONCE },
    head: { appendChild: (element: Record<string, string>) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: () => undefined,
  };
  runInNewContext(loader!, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers };
}

describe("modulesAfterFirstPaint", () => {
  it("takes every module preload out of the HTML and keeps the rest of the page as it was", () => {
    const html = modulesAfterFirstPaint(page())!;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-5.css"/>`);
    expect(html).toContain("<h1>Réviser mieux — « élève »</h1>");
    expect(html).toContain('enqueue("[]");</script><!--/$--></body></html>');
  });

  it("starts the same modules, with the same nonce, after the first frame only", () => {
    const { added, frames, timers } = runLoader(modulesAfterFirstPaint(page())!, false);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    const preloads = added.filter((element) => element.tag === "link");
    expect(preloads.map((link) => [link.rel, link.href, link.nonce])).toEqual([
      ["modulepreload", "/assets/entry.client-3.js", NONCE],
      ["modulepreload", "/assets/framework-4.js", NONCE],
      ["modulepreload", "/assets/root-1.js", NONCE],
    ]);
    const scripts = added.filter((element) => element.tag === "script");
    expect(scripts).toEqual([{ tag: "script", type: "module", nonce: NONCE, textContent: SOURCE }]);
  });

  it("still names every module and stylesheet of the page for the service worker (ADR 021 addendum)", () => {
    const before = documentAssets(page(), "https://revizo.test");
    expect(before).toHaveLength(5);
    expect(documentAssets(modulesAfterFirstPaint(page())!, "https://revizo.test").sort()).toEqual(before.sort());
  });

  it("starts at once in a hidden tab (no frame is painted there)", () => {
    const { added } = runLoader(modulesAfterFirstPaint(page())!, true);
    expect(added.filter((element) => element.tag === "script")).toHaveLength(1);
  });

  it("keeps a page without React Router's module script as it is", () => {
    expect(modulesAfterFirstPaint("<html><body><p>x</p></body></html>")).toBeNull();
  });

  it("rewrites the same tags as a pass over the whole decoded page would, and leaves every other byte as it was", () => {
    // The rule as it was written on the decoded page (two regular expressions), the reference for the bytes version.
    const reference = (html: string) => {
      const script = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/.exec(html);
      if (!script) return null;
      const preloads = new Set<string>();
      const head = html
        .slice(0, script.index)
        .replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_l, href: string) => {
          preloads.add(href);
          return "";
        });
      return {
        head,
        after: html.slice(script.index + script[0].length),
        preloads: [...preloads],
        nonce: script[1],
        source: script[2],
      };
    };
    const variants = [
      page(),
      page(""),
      // Not a module preload of React Router's form (no `/>`), a script-like text in the body, a preload after the script.
      page().replace("<body>", '<body><link rel="modulepreload" href="/x.js"><p>type="module" async=""> « é »</p>'),
      page().replace("</body>", '<link rel="modulepreload" href="/late.js"/></body>'),
      page().replace(`<script nonce="${NONCE}" type="module"`, '<script type="module"'),
    ];
    for (const html of variants) {
      const expected = reference(html)!;
      const rewritten = modulesAfterFirstPaint(html)!;
      expect(rewritten.startsWith(expected.head)).toBe(true);
      expect(rewritten.endsWith(expected.after)).toBe(true);
      const loader = rewritten.slice(expected.head.length, rewritten.length - expected.after.length);
      expect(loader.startsWith(`<script${expected.nonce}>(function(s,p,c)`)).toBe(true);
      expect(
        loader.endsWith(
          `(document.currentScript,${JSON.stringify(expected.preloads)},${JSON.stringify(expected.source)})</script>`,
        ),
      ).toBe(true);
    }
  });

  it("cannot be closed early by a `</script>` in the module source", () => {
    const html = modulesAfterFirstPaint(page().replace("window.__reactRouterRouteModules", '"</scr" + "ipt>";\n$&'))!;
    const loader = /<script nonce="[^"]*">\(function[\s\S]*?<\/script>/.exec(html)![0];
    expect(loader).toContain("window.__reactRouterRouteModules");
  });
});

describe("modulesAfterFirstPaintStream", () => {
  const through = async (chunks: Buffer[]) => {
    const stream = modulesAfterFirstPaintStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
    await done;
    return Buffer.concat(out).toString("utf8");
  };

  it("gives the same document however the bytes are cut, multi-byte characters included", async () => {
    const bytes = Buffer.from(page(), "utf8");
    const expected = modulesAfterFirstPaint(page());
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it("lets a document without the module script through unchanged", async () => {
    const html = "<html><body><p>é</p></body></html>";
    expect(await through([Buffer.from(html)])).toBe(html);
  });
});
