// Writes .br and .gz beside every compressible built client file, for server/static.ts (ADR 012, addendum "zopfli").
// Brotli at quality 11 for every such file. The .gz of scripts and stylesheets is written by zopfli (gzip format, any
// gzip client reads it; about 3 % smaller than gzip -9), in worker threads, one per core; other files get gzip -9.
// A variant is written only when it is smaller than the file (a tiny file is served as it is).
import { gzipAsync } from "@gfx/zopfli";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|woff)$/;
/** Files whose .gz zopfli writes: what a page loads before anything else, where its bytes count. */
const ZOPFLI = /\.(js|mjs|css)$/;
/** Zopfli's passes per block (its default; 1 gives about 0.1 % more bytes on the framework chunk). */
const ZOPFLI_ITERATIONS = 15;

interface Done {
  file: string;
  before: number;
  /** Bytes a client asking for brotli, or for gzip, is sent (the file itself when no variant is smaller). */
  br: number;
  gz: number;
}

async function compress(file: string): Promise<Done> {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = ZOPFLI.test(file)
    ? await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS })
    : gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  const sent = (variant: Uint8Array) => Math.min(variant.length, content.length);
  return { file, before: content.length, br: sent(br), gz: sent(gz) };
}

if (isMainThread) {
  const root = process.argv[2] ?? "build/client";
  const files: { file: string; size: number }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      const stat = statSync(file);
      if (stat.isDirectory()) walk(file);
      else if (compressible.test(file)) files.push({ file, size: stat.size });
    }
  };
  walk(root);
  // Largest first, each to the worker with the fewest bytes so far.
  files.sort((a, b) => b.size - a.size);
  const lots = Array.from({ length: Math.max(1, Math.min(availableParallelism(), files.length)) }, () => ({
    bytes: 0,
    files: [] as string[],
  }));
  for (const { file, size } of files) {
    const lot = lots.reduce((least, next) => (next.bytes < least.bytes ? next : least));
    lot.bytes += size;
    lot.files.push(file);
  }
  const done = (
    await Promise.all(
      lots.map(
        (lot) =>
          new Promise<Done[]>((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: lot.files });
            worker.once("message", resolve);
            worker.once("error", reject);
            worker.once("exit", (code) => {
              if (code !== 0) reject(new Error(`precompress worker exited with ${code}`));
            });
          }),
      ),
    )
  ).flat();
  const total = (key: "before" | "br" | "gz") => done.reduce((sum, file) => sum + file[key], 0);
  process.stdout.write(
    `precompressed ${done.length} files: ${total("before")} B -> ${total("br")} B (brotli), ${total("gz")} B (gzip, zopfli for scripts and stylesheets)\n`,
  );
} else {
  const results: Done[] = [];
  for (const file of workerData as string[]) results.push(await compress(file));
  parentPort!.postMessage(results);
}
