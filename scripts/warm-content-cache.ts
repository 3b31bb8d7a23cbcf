// npm test, before the test files: fills the run's content import cache (CONTENT_IMPORT_CACHE_DIR, docs/decisions/055)
// with every file of content/ parsed and rendered, so that the test files and servers that import the library all
// find it warm instead of several of them rendering it at once. `node scripts/warm-content-cache.ts <shard> <shards>`
// takes every shards-th file from the shard-th (the run starts one process per core).
import { readContentFiles, CONTENT_FOLDER } from "../adapters/api/content/content-importer.ts";
import { parseContentFiles, renderContentDocument } from "../adapters/api/content/content-document.ts";
import { setContentImportCache } from "../adapters/api/content/content-import-cache.ts";

const directory = process.env.CONTENT_IMPORT_CACHE_DIR;
if (!directory) {
  process.stderr.write("CONTENT_IMPORT_CACHE_DIR is not set: nothing to warm\n");
  process.exit(1);
}
setContentImportCache(directory);
const shard = Number(process.argv[2] ?? 0);
const shards = Math.max(1, Number(process.argv[3] ?? 1));
const files = (await readContentFiles(CONTENT_FOLDER)) ?? [];
const mine = files.filter((_, index) => index % shards === shard);
for (const document of parseContentFiles(mine).documents) renderContentDocument(document);
process.stdout.write(
  `content import cache: ${mine.length} files parsed and rendered (shard ${shard + 1} of ${shards})\n`,
);
