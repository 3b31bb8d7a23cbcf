// The SVG of a figure (content/README.md §9, docs/decisions/052): what the writer wrote is checked (the linter and the
// importer refuse a script, an event handler, a foreign object, a style element or an external reference), shrunk
// with svgo (its ids prefixed, so two figures of a page never share one), then sanitized against an allow-list with
// hast-util-sanitize (the engine of rehype-sanitize): the page only ever receives shapes, text and markers.
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { optimize } from "svgo";

const SHAPES = ["path", "line", "polyline", "polygon", "rect", "circle", "ellipse"];
const CONTAINERS = ["svg", "g", "defs", "marker", "clipPath", "linearGradient", "radialGradient", "pattern", "symbol"];
const TEXT = ["text", "tspan", "title", "desc"];
const PRESENTATION = [
  "fill",
  "fillOpacity",
  "fillRule",
  "stroke",
  "strokeWidth",
  "strokeDashArray",
  "strokeDashOffset",
  "strokeLineCap",
  "strokeLineJoin",
  "strokeMiterLimit",
  "paintOrder",
  "strokeOpacity",
  "opacity",
  "transform",
  "markerStart",
  "markerMid",
  "markerEnd",
  "clipPath",
  "fontSize",
  "fontWeight",
  "fontStyle",
  "fontFamily",
  "textAnchor",
  "dominantBaseline",
  "textDecoration",
  "vectorEffect",
  "className",
  "id",
];

/** What a figure's SVG may hold once sanitized. */
const SVG_SCHEMA: Schema = {
  tagNames: [...SHAPES, ...CONTAINERS, ...TEXT, "use", "stop"],
  attributes: {
    "*": PRESENTATION,
    svg: ["viewBox", "xmlns", "preserveAspectRatio"],
    path: ["d", "pathLength"],
    line: ["x1", "y1", "x2", "y2"],
    polyline: ["points"],
    polygon: ["points"],
    rect: ["x", "y", "width", "height", "rx", "ry"],
    circle: ["cx", "cy", "r"],
    ellipse: ["cx", "cy", "rx", "ry"],
    text: ["x", "y", "dx", "dy", "textLength", "lengthAdjust"],
    tspan: ["x", "y", "dx", "dy", "baselineShift"],
    marker: ["viewBox", "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient", "preserveAspectRatio"],
    linearGradient: ["x1", "y1", "x2", "y2", "gradientUnits", "gradientTransform"],
    radialGradient: ["cx", "cy", "r", "fx", "fy", "gradientUnits", "gradientTransform"],
    pattern: ["x", "y", "width", "height", "patternUnits", "patternTransform", "viewBox"],
    stop: ["offset", "stopColor", "stopOpacity"],
    clipPath: ["clipPathUnits"],
    symbol: ["viewBox"],
    use: ["href", "xLinkHref", "x", "y", "width", "height"],
  },
  // Only references inside the figure (#id) survive: see internalOnly.
  protocols: { href: [], xLinkHref: [] },
  clobber: [],
  strip: ["script", "style"],
};

const FORBIDDEN_ELEMENTS = new Set(["script", "foreignObject", "style", "image", "a", "iframe", "object", "embed", "audio", "video", "animate", "set"]);
const isExternal = (value: string) => !value.startsWith("#");
const URL_REFERENCE = /url\(\s*['"]?([^'")\s]*)/gi;

function walk(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    visit(child);
    walk(child, visit);
  }
}

function parseSvg(source: string): { tree: Root; root: Element | null } {
  const tree = fromHtml(source.trim(), { fragment: true, space: "svg" });
  const elements = tree.children.filter((child): child is Element => child.type === "element");
  const root = elements.length === 1 && elements[0]!.tagName === "svg" ? elements[0]! : null;
  return { tree, root };
}

/** What is wrong with a figure's SVG as written (empty: nothing). */
export function svgProblems(source: string): string[] {
  const { tree, root } = parseSvg(source);
  if (root === null) return ["a figure's svg must be one <svg> element"];
  const problems = new Set<string>();
  if (typeof root.properties.viewBox !== "string") problems.add("a figure's svg needs a viewBox");
  walk(tree, (element) => {
    if (FORBIDDEN_ELEMENTS.has(element.tagName)) problems.add(`a figure's svg may not hold <${element.tagName}>`);
    for (const [name, value] of Object.entries(element.properties)) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      if (/^on/i.test(name)) problems.add(`a figure's svg may not hold an event handler (${name})`);
      if (name === "style") problems.add("a figure's svg may not hold a style attribute: use the fig-* classes or presentation attributes");
      if ((name === "href" || name === "xLinkHref") && isExternal(text)) problems.add(`a figure's svg may only refer to its own parts (#id), not ${text}`);
      for (const match of text.matchAll(URL_REFERENCE)) if (isExternal(match[1] ?? "")) problems.add(`a figure's svg may only refer to its own parts, not url(${match[1]})`);
    }
  });
  return [...problems];
}

/** Internal references only, whatever the sanitizer's idea of a relative address. */
function internalOnly(tree: Root): void {
  walk(tree, (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      const external = (name === "href" || name === "xLinkHref") && isExternal(text);
      if (external || [...text.matchAll(URL_REFERENCE)].some((match) => isExternal(match[1] ?? ""))) delete element.properties[name];
    }
  });
}

/**
 * A shape marked `fig-fill` without a `fill` of its own is a tinted area (content/README.md §9), not a solid black
 * one: the class only gives the colour, so the page and the PDF would otherwise fill it with SVG's default black.
 */
function tintFills(tree: Root): void {
  walk(tree, (element) => {
    const classes = element.properties.className;
    const marked = Array.isArray(classes) && classes.includes("fig-fill");
    if (marked && SHAPES.includes(element.tagName) && element.properties.fill === undefined) {
      element.properties.fill = "currentColor";
      element.properties.fillOpacity ??= "0.15";
    }
  });
}

/**
 * A figure's SVG as the page shows it: shrunk (ids prefixed with `idPrefix`), sanitized, without fixed dimensions
 * (it takes its box's width), labelled as one image by `alt`.
 */
export function cleanSvg(source: string, idPrefix: string, alt: string): string {
  const shrunk = optimize(source.trim(), {
    multipass: true,
    plugins: [
      { name: "preset-default", params: { overrides: { cleanupIds: false, convertColors: false } } },
      "removeDimensions",
      { name: "prefixIds", params: { prefix: idPrefix, delim: "-", prefixClassNames: false } },
    ],
  }).data;
  const { root } = parseSvg(shrunk);
  const tree = sanitize({ type: "root", children: root ? [root] : [] }, SVG_SCHEMA) as Root;
  internalOnly(tree);
  tintFills(tree);
  const svg = tree.children.find((child): child is Element => child.type === "element" && child.tagName === "svg");
  if (!svg) return "";
  svg.properties = { ...svg.properties, role: "img", ariaLabel: alt, className: ["figure__svg"], focusable: "false" };
  return toHtml(svg, { space: "svg" });
}
