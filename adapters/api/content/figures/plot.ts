// A mathematical plot declared in a figure block (content/README.md §9: functions, points, tangents, areas,
// asymptotes) drawn at import time to a static SVG: no chart library reaches the page. Expressions are mathjs's,
// evaluated in x; a value that is not a finite number (a pole, a square root of a negative) breaks the curve there.
import { compile, type EvalFunction } from "mathjs";

export interface PlotSpec {
  x: [number, number];
  y?: [number, number];
  grid?: boolean;
  functions: { fn: string; label?: string; dashed?: boolean }[];
  points?: { x: number; y: number; label?: string }[];
  tangents?: { function: number; at: number }[];
  areas?: { function: number; from: number; to: number }[];
  asymptotes?: ({ x: number } | { y: number })[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isRange = (value: unknown): value is [number, number] => Array.isArray(value) && value.length === 2 && isNumber(value[0]) && isNumber(value[1]) && value[0] < value[1];

/** A plot's declaration read against the schema, or what is wrong with it. */
export function parsePlot(value: unknown): { ok: true; plot: PlotSpec; compiled: EvalFunction[] } | { ok: false; errors: string[] } {
  if (!isRecord(value)) return { ok: false, errors: ["a figure's plot must be a mapping"] };
  const errors: string[] = [];
  const allowed = ["x", "y", "grid", "functions", "points", "tangents", "areas", "asymptotes"];
  for (const key of Object.keys(value)) if (!allowed.includes(key)) errors.push(`a plot has no key "${key}" (keys: ${allowed.join(", ")})`);
  if (!isRange(value.x)) errors.push("a plot needs x: [from, to], from below to");
  if (value.y !== undefined && !isRange(value.y)) errors.push("a plot's y must be [from, to], from below to");
  if (value.grid !== undefined && typeof value.grid !== "boolean") errors.push("a plot's grid must be true or false");
  const functions = Array.isArray(value.functions) ? value.functions : [];
  if (functions.length === 0 && !Array.isArray(value.points)) errors.push("a plot needs functions or points");
  const compiled: EvalFunction[] = [];
  functions.forEach((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.fn !== "string") return void errors.push(`functions[${index}] needs fn: an expression in x`);
    try {
      const expression = compile(entry.fn);
      // A number somewhere in the window (ln x has none left of 0, a complex number to mathjs).
      const [from, to] = isRange(value.x) ? value.x : [0, 1];
      const gives = Array.from({ length: 9 }, (_, step) => from + ((to - from) * (step + 0.5)) / 9).some((x) => {
        try {
          return typeof expression.evaluate({ x }) === "number";
        } catch {
          return false;
        }
      });
      if (!gives) errors.push(`functions[${index}].fn "${entry.fn}" does not give a number`);
      compiled.push(expression);
    } catch (error) {
      errors.push(`functions[${index}].fn "${entry.fn}" is not an expression in x (${error instanceof Error ? error.message : "error"})`);
    }
  });
  const pointsOk = (list: unknown, keys: string[], name: string) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return void errors.push(`a plot's ${name} must be a list`);
    list.forEach((entry: unknown, index) => {
      if (!isRecord(entry) || !keys.every((key) => isNumber(entry[key]))) errors.push(`${name}[${index}] needs ${keys.join(", ")} (numbers)`);
      else if ("function" in entry && !(Number.isInteger(entry.function) && (entry.function as number) < functions.length)) errors.push(`${name}[${index}].function must be the index of a function`);
    });
  };
  pointsOk(value.points, ["x", "y"], "points");
  pointsOk(value.tangents, ["function", "at"], "tangents");
  pointsOk(value.areas, ["function", "from", "to"], "areas");
  if (value.asymptotes !== undefined) {
    if (!Array.isArray(value.asymptotes) || !value.asymptotes.every((entry: unknown) => isRecord(entry) && (isNumber(entry.x) || isNumber(entry.y)))) errors.push("a plot's asymptotes are { x: number } or { y: number }");
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, plot: value as unknown as PlotSpec, compiled };
}

const WIDTH = 320;
const HEIGHT = 240;
const MARGIN = 6;
const SAMPLES = 240;

/** A step of 1, 2 or 5 times a power of ten giving at most about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const multiple = [1, 2, 5, 10].find((candidate) => candidate * power >= raw) ?? 10;
  return multiple * power;
}

const fmt = (value: number) => String(Math.round(value * 100) / 100);
const label = (value: number) => fmt(value).replace("-", "−").replace(".", ",");

/** A label such as "C_f" or "T_{A}" as SVG text with its index lowered. */
function labelText(text: string, x: number, y: number, anchor: "start" | "middle" | "end", className: string): string {
  const match = /^([^_]*)_\{?([^}]*)\}?$/.exec(text);
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const body = match ? `${escape(match[1]!)}<tspan dy="4" font-size="10">${escape(match[2]!)}</tspan>` : escape(text);
  return `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="${anchor}" font-size="13"${className ? ` class="${className}"` : ""} fill="currentColor">${body}</text>`;
}

/** The plot drawn as SVG (before svg-sanitize's cleaning, like an SVG written by hand). */
export function drawPlot(plot: PlotSpec, compiled: EvalFunction[]): string {
  const [x0, x1] = plot.x;
  const evaluate = (index: number, x: number): number => {
    try {
      const value: unknown = compiled[index]!.evaluate({ x });
      return typeof value === "number" && Number.isFinite(value) ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  const xs = Array.from({ length: SAMPLES + 1 }, (_, index) => x0 + ((x1 - x0) * index) / SAMPLES);
  let [y0, y1] = plot.y ?? [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  if (!plot.y) {
    for (let index = 0; index < compiled.length; index += 1)
      for (const x of xs) {
        const y = evaluate(index, x);
        if (Number.isFinite(y)) [y0, y1] = [Math.min(y0, y), Math.max(y1, y)];
      }
    for (const point of plot.points ?? []) [y0, y1] = [Math.min(y0, point.y), Math.max(y1, point.y)];
    if (!Number.isFinite(y0) || !Number.isFinite(y1)) [y0, y1] = [-1, 1];
    const pad = Math.max((y1 - y0) * 0.08, 0.5);
    [y0, y1] = [Math.min(y0 - pad, 0 - pad / 2), Math.max(y1 + pad, pad / 2)];
  }
  // Room for the tick labels when an axis runs along the window's left or bottom edge.
  const near = (from: number, to: number, share: number) => from >= 0 || to <= 0 || -from / (to - from) < share;
  const L = near(x0, x1, 0.09) ? 30 : MARGIN;
  const B = near(y0, y1, 0.08) ? 20 : MARGIN;
  const R = WIDTH - MARGIN;
  const T = MARGIN;
  const sx = (x: number) => L + ((x - x0) / (x1 - x0)) * (R - L);
  const sy = (y: number) => HEIGHT - B - ((y - y0) / (y1 - y0)) * (HEIGHT - B - T);
  const parts: string[] = [];
  parts.push(
    `<defs><clipPath id="w"><rect x="${L}" y="${T}" width="${R - L}" height="${HEIGHT - B - T}"/></clipPath>`,
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="currentColor"/></marker></defs>`,
  );
  const xStep = niceStep(x1 - x0, 8);
  const yStep = niceStep(y1 - y0, 6);
  const ticksOf = (from: number, to: number, step: number) => {
    const ticks: number[] = [];
    for (let value = Math.ceil(from / step) * step; value <= to + 1e-9; value += step) ticks.push(Math.round(value / step) * step);
    return ticks;
  };
  if (plot.grid !== false) {
    const lines = [
      ...ticksOf(x0, x1, xStep).map((x) => `M${fmt(sx(x))} ${T}V${HEIGHT - B}`),
      ...ticksOf(y0, y1, yStep).map((y) => `M${L} ${fmt(sy(y))}H${R}`),
    ];
    parts.push(`<path d="${lines.join("")}" stroke="currentColor" stroke-width="0.5" class="fig-muted" opacity="0.45"/>`);
  }
  // Axes through the origin when it is in the window, else along the window's edge; ticks labelled.
  const axisY = y0 <= 0 && 0 <= y1 ? sy(0) : HEIGHT - B;
  const axisX = x0 <= 0 && 0 <= x1 ? sx(0) : L;
  parts.push(
    `<line x1="${L}" y1="${fmt(axisY)}" x2="${R}" y2="${fmt(axisY)}" stroke="currentColor" stroke-width="1.2" marker-end="url(#arrow)"/>`,
    `<line x1="${fmt(axisX)}" y1="${HEIGHT - B}" x2="${fmt(axisX)}" y2="${T}" stroke="currentColor" stroke-width="1.2" marker-end="url(#arrow)"/>`,
  );
  const tickLabels: string[] = [];
  const xTicks = ticksOf(x0, x1, xStep).filter((x) => Math.abs(x) > 1e-9 && sx(x) < WIDTH - 16);
  xTicks.forEach((x) => {
    tickLabels.push(`<text x="${fmt(sx(x))}" y="${fmt(Math.min(axisY + 14, HEIGHT - 1))}" text-anchor="middle" font-size="11" fill="currentColor">${label(x)}</text>`);
  });
  const yTicks = ticksOf(y0, y1, yStep).filter((y) => Math.abs(y) > 1e-9 && sy(y) > 14);
  yTicks.forEach((y) => {
    tickLabels.push(`<text x="${fmt(axisX - 4)}" y="${fmt(sy(y) + 4)}" text-anchor="end" font-size="11" fill="currentColor">${label(y)}</text>`);
  });
  if (x0 <= 0 && 0 <= x1 && y0 <= 0 && 0 <= y1) tickLabels.push(`<text x="${fmt(axisX - 4)}" y="${fmt(axisY + 14)}" text-anchor="end" font-size="11" fill="currentColor">0</text>`);
  parts.push(...tickLabels);

  const drawn: string[] = [];
  for (const area of plot.areas ?? []) {
    const steps = 80;
    const points = [`${fmt(sx(area.from))},${fmt(sy(0))}`];
    for (let index = 0; index <= steps; index += 1) {
      const x = area.from + ((area.to - area.from) * index) / steps;
      const y = evaluate(area.function, x);
      if (Number.isFinite(y)) points.push(`${fmt(sx(x))},${fmt(sy(y))}`);
    }
    points.push(`${fmt(sx(area.to))},${fmt(sy(0))}`);
    drawn.push(`<polygon points="${points.join(" ")}" class="fig-fill" fill="currentColor" opacity="0.25"/>`);
  }
  for (const asymptote of plot.asymptotes ?? []) {
    const line = "x" in asymptote ? `M${fmt(sx(asymptote.x))} ${T}V${HEIGHT - B}` : `M${L} ${fmt(sy(asymptote.y))}H${R}`;
    drawn.push(`<path d="${line}" stroke="currentColor" stroke-width="1" stroke-dasharray="5 4" class="fig-muted"/>`);
  }
  const curveClass = (index: number) => (index === 0 ? "fig-accent" : "fig-accent-2");
  compiled.forEach((_, index) => {
    let d = "";
    let previous = Number.NaN;
    for (const x of xs) {
      const y = evaluate(index, x);
      if (!Number.isFinite(y)) {
        previous = Number.NaN;
        continue;
      }
      // A jump across twice the window between two samples is a pole: the curve starts again after it.
      const joined = Number.isFinite(previous) && Math.abs(y - previous) <= (y1 - y0) * 2;
      const clamped = Math.max(y0 - (y1 - y0), Math.min(y1 + (y1 - y0), y));
      d += `${joined ? "L" : "M"}${fmt(sx(x))} ${fmt(sy(clamped))}`;
      previous = y;
    }
    const fn = plot.functions[index]!;
    // A dashed line is a reference (y = x, an asymptote written as a function): muted.
    drawn.push(`<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" class="${fn.dashed ? "fig-muted" : curveClass(index)}"${fn.dashed ? ` stroke-dasharray="6 4"` : ""}/>`);
  });
  for (const tangent of plot.tangents ?? []) {
    const h = (x1 - x0) / 10_000;
    const at = tangent.at;
    const y = evaluate(tangent.function, at);
    const slope = (evaluate(tangent.function, at + h) - evaluate(tangent.function, at - h)) / (2 * h);
    if (!Number.isFinite(y) || !Number.isFinite(slope)) continue;
    drawn.push(
      `<line x1="${fmt(sx(x0))}" y1="${fmt(sy(y + slope * (x0 - at)))}" x2="${fmt(sx(x1))}" y2="${fmt(sy(y + slope * (x1 - at)))}" stroke="currentColor" stroke-width="1.5" stroke-dasharray="6 4" class="${curveClass(tangent.function)}"/>`,
      `<circle cx="${fmt(sx(at))}" cy="${fmt(sy(y))}" r="3" fill="currentColor" class="${curveClass(tangent.function)}"/>`,
    );
  }
  parts.push(`<g clip-path="url(#w)">${drawn.join("")}</g>`);
  // Labels: a curve's near the right end of its visible part; a point's above and to its right.
  compiled.forEach((_, index) => {
    const text = plot.functions[index]!.label;
    if (!text) return;
    for (let sample = Math.floor(SAMPLES * 0.92); sample >= 0; sample -= 4) {
      const x = xs[sample]!;
      const y = evaluate(index, x);
      if (Number.isFinite(y) && y > y0 && y < y1) {
        const above = sy(y) > 30;
        parts.push(labelText(text, sx(x), above ? sy(y) - 8 : sy(y) + 18, "end", curveClass(index)));
        return;
      }
    }
  });
  for (const point of plot.points ?? []) {
    if (point.x < x0 || point.x > x1 || point.y < y0 || point.y > y1) continue;
    parts.push(`<circle cx="${fmt(sx(point.x))}" cy="${fmt(sy(point.y))}" r="3.5" fill="currentColor"/>`);
    if (point.label) parts.push(labelText(point.label, sx(point.x) + 6, sy(point.y) - 6, "start", ""));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
}
