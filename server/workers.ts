// Issue 14 (docs/decisions/025-workers.md): with PostgreSQL, `npm start` runs one HTTP worker per core
// (node:cluster). The primary migrates and seeds once, forks the workers, restarts one that dies, and stops
// them gracefully on SIGTERM/SIGINT. Workers share the listening port (the primary hands connections out) and
// share their state through PostgreSQL and Redis: sessions, login throttling (REDIS_URL), payments.
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { SHUTDOWN_MESSAGE } from "./runtime.ts";

/** A worker that dies this soon after it started is failing to start: the primary stops instead of looping. */
const MIN_UPTIME_MS = 5_000;
/** How long workers have to stop after SIGTERM before the primary kills them: a little over their own limit (runtime.ts). */
const STOP_GRACE_MS = 20_000;

export interface SuperviseOptions {
  config: Config;
  logger: Logger;
  workers: number;
  /** Migrations and seeds, run once before the first fork. */
  prepare: () => Promise<void>;
}

/** The primary process of a cluster: prepare, fork, supervise, stop. Resolves once every worker listens. */
export async function superviseWorkers(options: SuperviseOptions): Promise<void> {
  const { config, logger, workers } = options;
  if (!config.REDIS_URL)
    logger.warn("workers.no_redis", {
      workers,
      note: "REDIS_URL is unset: each worker counts login and request throttling on its own",
    });
  await options.prepare();

  const started = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) {
        logger.info("workers.stopped");
        process.exit(exitCode);
      }
      return;
    }
    logger.error("workers.exited", { worker: worker.process.pid, code, signal, uptimeMs: uptime });
    if (uptime < MIN_UPTIME_MS) {
      logger.error("workers.start_failed", { note: "a worker died while starting: stopping the cluster" });
      stopAll(1);
      return;
    }
    fork();
  });

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info("workers.stopping", { workers: started.size });
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(SHUTDOWN_MESSAGE);
      else worker?.kill("SIGTERM");
    }
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    if (started.size === 0) process.exit(exitCode);
  };
  let signalled = false;
  const onSignal = () => {
    // A second signal: stop now.
    if (signalled) {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }
    signalled = true;
    stopAll(0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  let listening = 0;
  await new Promise<void>((resolve) => {
    cluster.on("listening", () => {
      listening += 1;
      if (listening === workers) resolve();
    });
    for (let i = 0; i < workers; i += 1) fork();
  });
  logger.info("workers.ready", { workers, port: config.PORT, pid: process.pid });
}
