// Production entry, bundled by vite.server.config.ts into build/process/main.js.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { exitGracefully, startServer } from "./runtime.ts";

const root = process.cwd();
const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
const running = await startServer({
  build,
  clientDir: path.relative(root, path.join(root, "build/client")),
  mode: "production",
});
exitGracefully(running);
