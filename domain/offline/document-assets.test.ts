import { describe, expect, it } from "vitest";
import { documentAssets } from "./document-assets.ts";

const ORIGIN = "https://revizo.test";
const at = (paths: string[]) => paths.map((path) => `${ORIGIN}${path}`);

/** React Router's inline route manifest, as the loader carries it: it names the modules of other pages too. */
const MANIFEST = String.raw`window.__reactRouterManifest = {\n \"routes\": {\"routes/home\": {\"module\": \"/assets/home-H1.js\", \"imports\": [\"/assets/framework-F4.js\"], \"css\": [\"/assets/home-H2.css\"]}}}`;

describe("issue 12 offline: the build assets a document needs", () => {
  it("names its stylesheets, the loader's module preloads and its module script's imports, once each", () => {
    const html =
      `<head><link rel="stylesheet" href="/assets/katex.min-9z.css" data-precedence="content-math"/>` +
      `<link nonce="n" rel="stylesheet" href="/assets/app-Ab_1.css"/><link rel="icon" href="/favicon.svg"/></head>` +
      `<body><h1>Dérivées</h1><script nonce="n">(function(s,p,c){})(document.currentScript,` +
      `["/assets/entry.client-C3.js","/assets/framework-F4.js","/assets/deck-Y_2.js"],` +
      String.raw`";\nimport * as route0 from \"/assets/root-R1.js\";\nimport * as route1 from \"/assets/deck-Y_2.js\";\n` +
      `${MANIFEST};\\nimport(\\"/assets/entry.client-C3.js\\");")</script></body>`;
    expect(documentAssets(html, ORIGIN)).toEqual(
      at([
        "/assets/katex.min-9z.css",
        "/assets/app-Ab_1.css",
        "/assets/entry.client-C3.js",
        "/assets/framework-F4.js",
        "/assets/deck-Y_2.js",
        "/assets/root-R1.js",
      ]),
    );
  });

  it("reads a document the loader did not rewrite: module preload links and an inline module script", () => {
    const html =
      `<link rel="modulepreload" href="/assets/entry.client-C3.js"/><link href="/assets/app-1.css" rel="stylesheet"/>` +
      `<script type="module" async="">import * as route0 from "/assets/root-R1.js";</script>`;
    expect(documentAssets(html, ORIGIN)).toEqual(
      at(["/assets/entry.client-C3.js", "/assets/app-1.css", "/assets/root-R1.js"]),
    );
  });

  it("leaves out images, fonts, icons and files outside the build's assets", () => {
    const html =
      `<img src="/assets/hero-1.webp"/><link rel="preload" as="font" href="/assets/source-sans-2.woff2"/>` +
      `<link rel="preload" as="image" href="/assets/hero-1.js"/><a href="/fiches/derivees.pdf">PDF</a>` +
      `<link rel="stylesheet" href="https://cdn.example/x.css"/><svg><use href="/assets/social-icons-C.svg#x"/></svg>`;
    expect(documentAssets(html, ORIGIN)).toEqual([]);
  });
});
