// Writes .br and .gz beside every compressible built client file, for serveStatic's precompressed mode.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "build/client";
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|woff)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(file)) compress(file);
  }
}

function compress(file: string): void {
  const content = readFileSync(file);
  if (content.length < 512) return;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += br.length;
}

walk(root);
process.stdout.write(`precompressed ${files} files: ${before} B -> ${after} B (brotli)\n`);
