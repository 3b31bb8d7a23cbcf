// The production server, started by server/main.ts once React's build is chosen. With PostgreSQL, the first
// process is a cluster primary that migrates, seeds and forks one HTTP worker per core (server/workers.ts,
// docs/decisions/025-workers.md); each worker runs this file again and serves. With PGlite, one process serves.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createLogger } from "./logger.ts";
import { configOrExit, exitGracefully, migrateAndSeed, startServer } from "./runtime.ts";
import { superviseWorkers } from "./workers.ts";

const root = process.cwd();
const config = configOrExit(process.env);
const workers = config.workers;

if (cluster.isPrimary && workers > 1) {
  const logger = createLogger(config.LOG_LEVEL);
  await superviseWorkers({ config, logger, workers, prepare: () => migrateAndSeed(config, logger) });
} else {
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  const running = await startServer({
    build,
    clientDir: path.relative(root, path.join(root, "build/client")),
    mode: "production",
    prepared: cluster.isWorker,
  });
  exitGracefully(running);
}
