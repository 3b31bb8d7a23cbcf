// Which source modules a built chunk's bytes come from (ADR 012): for each source of the chunk's source map (or each
// npm package with --packages), its raw bytes in the chunk and what the chunk's gzip -9 size loses without them.
//   SOURCEMAP=1 npm run build && node scripts/chunk-bytes.ts build/client/assets/framework-*.js [--packages]
// The gzip figure of a module is the chunk's gzip size minus that of the chunk with the module's characters left
// out: a module that repeats text found elsewhere in the chunk costs less than its own gzip size.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The segments of one line of a source map's `mappings`: [generated column, source index] (absolute values). */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1] ?? 0;
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error("usage: node scripts/chunk-bytes.ts <chunk.js> [--packages]");
const code = readFileSync(file, "utf8");
const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[]; mappings: string };
const nameOf = (source: number): string => {
  if (source < 0) return "(unmapped)";
  const name = map.sources[source] ?? "(unknown)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (flag === "--packages") return pkg?.[1] ?? name.replace(/^(\.\.\/)+/, "");
  return name.replace(/.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
};

// The owner (module name) of every character of the chunk.
const owner: string[] = Array.from({ length: code.length }, () => "(unmapped)");
let offset = 0;
const lines = code.split("\n");
decodeMappings(map.mappings).forEach((segments, index) => {
  const length = lines[index]?.length ?? 0;
  segments.forEach(([column, source], i) => {
    const end = segments[i + 1]?.[0] ?? length;
    owner.fill(nameOf(source), offset + column, offset + end);
  });
  offset += length + 1;
});

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const total = gzip(code);
const raw = new Map<string, number>();
for (const name of owner) raw.set(name, (raw.get(name) ?? 0) + 1);
const rows = [...raw].map(([name, bytes]) => {
  let without = "";
  for (let i = 0; i < code.length; i += 1) if (owner[i] !== name) without += code[i];
  return { module: name, raw: bytes, gzip: total - gzip(without) };
});
rows.sort((a, b) => b.gzip - a.gzip);
console.log(`${file}: ${code.length} B, gzip -9 ${total} B`);
console.table(rows);
