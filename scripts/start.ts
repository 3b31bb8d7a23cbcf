// npm start: the production server. Builds first when no build exists (a fresh clone).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve("build/process/main.js");
if (!existsSync(entry) || !existsSync(path.resolve("build/server/index.js"))) {
  process.stdout.write("No build found: running `npm run build` first...\n");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(entry).href);
