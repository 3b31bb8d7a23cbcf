// Process start-up shared by production (server/main.ts) and development (server/dev.ts):
// configuration, database and migrations, the API container, the HTTP server, graceful shutdown.
import "reflect-metadata";
import cluster from "node:cluster";
import path from "node:path";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { DependencyContainer } from "tsyringe";
import { MemoContentRepository } from "../adapters/api/content/memo-content-repository.ts";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "../adapters/api/db/database.ts";
import type { ServerBuild } from "react-router";
import { LOCALE_KEY } from "../adapters/web/locale-stores.ts";
import { PROMOCODE_COOKIE } from "../application/web/site/capture-campaign-params.ts";
import { ContentRepositoryToken, type ContentRepository } from "../application/api/content/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../application/api/premium/catalog/ports.ts";
import { MemoPlanRepository } from "../adapters/api/premium/catalog/memo-plan-repository.ts";
import { createApp, securityHeaderList, type AppOptions } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { buildApiContainer, shutdownApi } from "./container.ts";
import { startRenewalJob, startSandboxBillingJob } from "./renewal-job.ts";
import { startRetentionJob } from "./retention-job.ts";
import { startRefundJob } from "./refund-job.ts";
import { startMemoryFitJob } from "./memory-fit-job.ts";
import { startReminderJob, startWeeklyDigestJob } from "./coach-jobs.ts";
import { prepareDatabase, siteDataVersion } from "./database-setup.ts";
import { LayeredPageStore, MemoryPageStore, RedisPageStore, RenderCache } from "./render-cache.ts";
import { StaticFiles } from "./static.ts";
import { createLogger, describeError, type Logger } from "./logger.ts";

export const APP_VERSION = "6.10.0";

/**
 * Issue 14: how long a client has to send a request's headers and its whole body. A body trickled byte by byte
 * (a slow-loris client) is cut there with 408 instead of holding a connection for Node's default 5 minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The process's HTTP server: request and header timeouts, short keep-alive. */
export function createHttpServer(listener: RequestListener, requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // How often Node looks for requests over their time (its default, 30 s, would let one live 60 s).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 4)),
    },
    listener,
  );
  server.keepAliveTimeout = 5_000;
  return server;
}

/** The app behind the front listener: its promise settles when the request's work is done. */
type AppListener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/**
 * Issue 14: the process's request listener: a client file from memory, else a page the render cache kept, else the
 * app. Resolves when the request's work is done (at once for a file).
 */
export function frontListener(
  files: StaticFiles | null,
  renderCache: RenderCache | null,
  app: AppListener,
): (req: IncomingMessage, res: ServerResponse) => Promise<unknown> {
  return async (req, res) => {
    if (files?.serve(req, res)) return;
    if (renderCache === null) return app(req, res);
    const served = await renderCache.serve(req, res).catch(() => false);
    if (!served) await app(req, res);
  };
}

/**
 * Issue 14: the requests this process is working on. A request's work can outlive its connection (a client that
 * gave up, a load generator's timeout): the shutdown waits for the work, not only for the connections, so that no
 * query reaches a closed database.
 */
class RequestsInFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  track(work: Promise<unknown>): void {
    this.count += 1;
    void work
      .catch(() => undefined)
      .finally(() => {
        this.count -= 1;
        if (this.count > 0) return;
        for (const resolve of this.waiters.splice(0)) resolve();
      });
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/**
 * Issue 14: how long a shutdown lets the requests in flight finish before it cuts their connections; the process
 * is ended SHUTDOWN_FORCE_MS after the signal whatever remains (a handler that never returns).
 */
const SHUTDOWN_GRACE_MS = 10_000;
const SHUTDOWN_FORCE_MS = SHUTDOWN_GRACE_MS + 5_000;

export interface StartOptions {
  build: AppOptions["build"];
  /** Directory of the built client assets, served from memory; null when Vite serves them (dev). */
  clientDir: string | null;
  mode: AppOptions["mode"];
  env?: Record<string, string | undefined>;
  /** Extra Node middleware in front of the app (Vite's dev middleware). */
  nodeMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /**
   * The database is already migrated and seeded (a cluster worker: its primary did it once before forking,
   * docs/decisions/025-workers.md). Default false: this process migrates and seeds.
   */
  prepared?: boolean;
}

export interface RunningServer {
  config: Config;
  database: Database;
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function openConfiguredDatabase(
  config: Config,
  logger: Logger,
  options: { migrate: boolean } = { migrate: true },
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ engine: "postgres", url: config.DATABASE_URL, poolSize: config.databasePoolSize })
    : await openDatabase({ engine: "pglite", dataDir: config.DATA_DIR });
  if (options.migrate) await database.migrate(path.resolve(MIGRATIONS_FOLDER));
  logger.info("database.ready", {
    engine: database.engine,
    dataDir: database.engine === "pglite" ? config.DATA_DIR : undefined,
  });
  return database;
}

/** The configuration of the environment, or the process ends with a message naming every bad variable. */
export function configOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrations, then the seeds (idempotent): what a process does once before serving, or a cluster's primary. */
export async function migrateAndSeed(config: Config, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config, logger);
  try {
    await prepareDatabase(config, database, logger);
  } finally {
    await database.close();
  }
}

/** Budget of the content answers a production process keeps in memory (about bytes). */
const CONTENT_MEMO_BYTES = 32 * 1024 * 1024;

/**
 * Issue 14 (docs/decisions/032): a production process answers the content queries and the plan lists from memory once
 * read (the data changes only when a process starts: docs/decisions/024). Development keeps reading the database.
 */
function keepSiteData(container: DependencyContainer): void {
  const repository = container.resolve<ContentRepository>(ContentRepositoryToken);
  container.registerInstance(ContentRepositoryToken, new MemoContentRepository(repository, CONTENT_MEMO_BYTES));
  const plans = container.resolve<PlanRepository>(PlanRepositoryToken);
  container.registerInstance(PlanRepositoryToken, new MemoPlanRepository(plans));
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const config = configOrExit(options.env ?? process.env);
  const logger = createLogger(config.LOG_LEVEL);
  const prepared = options.prepared ?? false;
  const database = await openConfiguredDatabase(config, logger, { migrate: !prepared });
  if (!prepared) await prepareDatabase(config, database, logger);
  const container = buildApiContainer(config, database, logger);
  if (options.mode === "production") keepSiteData(container);
  const renewals = startRenewalJob(container, logger);
  const sandboxBilling = startSandboxBillingJob(container, logger);
  const retention = startRetentionJob(container, logger);
  const refunds = startRefundJob(container, logger);
  const memoryFit = startMemoryFitJob(container, logger);
  const weeklyDigest = startWeeklyDigestJob(container, logger);
  const reminders = startReminderJob(container, logger);
  const renderCache = await openRenderCache(config, database, options, logger);
  const app = createApp({
    config,
    container,
    logger,
    version: APP_VERSION,
    build: options.build,
    mode: options.mode,
    renderCache,
  });

  const listener = getRequestListener(app.fetch);
  // Issue 14: client files and kept pages are answered before the app (no Request, no middleware).
  const files = options.clientDir ? await StaticFiles.load(options.clientDir, await securityHeaderList(config)) : null;
  const front = frontListener(files, renderCache, listener);
  const requests = new RequestsInFlight();
  let stopping = false;
  const serve: RequestListener = (req, res) => {
    // Issue 14: once the shutdown began, answers close their connection: a keep-alive client would otherwise
    // hold it (and the shutdown) for keepAliveTimeout after its last answer.
    if (stopping) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    requests.track(front(req, res));
  };
  const middleware = options.nodeMiddleware;
  const server = createHttpServer(middleware ? (req, res) => middleware(req, res, () => serve(req, res)) : serve);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
  // `open`: the address to browse. Sign-in cookies belong to one host name, and the links the product builds
  // (payment returns, e-mails) use PUBLIC_ORIGIN: browsing the listening address (127.0.0.1) instead of
  // localhost would lose the session after a payment.
  logger.info("server.listening", {
    url,
    open: config.PUBLIC_ORIGIN,
    mode: options.mode,
    appEnv: config.APP_ENV,
    pid: process.pid,
  });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      logger.info("server.stopping", { requestsInFlight: requests.size });
      // Stop accepting connections; idle keep-alive sockets close now, the others once their answer is sent.
      // After the grace period, the remaining ones are cut.
      const grace = setTimeout(() => {
        logger.warn("server.grace_elapsed", { requestsInFlight: requests.size, graceMs: SHUTDOWN_GRACE_MS });
        server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // The work of requests whose client left: their connections are gone, their queries may still run.
      await requests.idle();
      clearTimeout(grace);
      // Then the jobs, the work scheduled after answers, Redis, and last the database.
      await renewals.stop();
      await sandboxBilling.stop();
      await retention.stop();
      await refunds.stop();
      await memoryFit.stop();
      await weeklyDigest.stop();
      await reminders.stop();
      await shutdownApi(container);
      await renderCache?.close();
      await database.close();
      logger.info("server.stopped");
    })());
  return { config, database, server, url, close };
}

/** What a cluster's primary sends a worker to stop it gracefully (docs/decisions/025-workers.md). */
export const SHUTDOWN_MESSAGE = "revizo:shutdown";

/**
 * SIGTERM/SIGINT: finish in-flight requests (SHUTDOWN_GRACE_MS), stop the jobs, close Redis and the database, exit 0;
 * exit 1 if that has not happened SHUTDOWN_FORCE_MS after the signal. A second signal forces exit. A cluster
 * worker also stops on its primary's SHUTDOWN_MESSAGE: a Ctrl-C reaches the primary and its workers alike, and
 * the primary's request must not count as the second signal that would cut the requests in flight.
 */
export function exitGracefully(running: RunningServer): void {
  let signalled = false;
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), SHUTDOWN_FORCE_MS);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed after ${reason}: ${JSON.stringify(describeError(error))}\n`);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    stop(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  if (cluster.isWorker)
    process.on("message", (message: unknown) => {
      if (message === SHUTDOWN_MESSAGE) stop("the primary's request");
    });
}

/**
 * Issue 14 (docs/decisions/024): the anonymous page render cache of a production process (RENDER_CACHE_MB=0: none),
 * in this process's memory (RENDER_CACHE_MB), in front of Redis when REDIS_URL is set. Its pages are keyed on the build and on the content and plans in the database.
 */
async function openRenderCache(
  config: Config,
  database: Database,
  options: StartOptions,
  logger: Logger,
): Promise<RenderCache | null> {
  if (options.mode !== "production" || config.RENDER_CACHE_MB === 0 || typeof options.build === "function") return null;
  const assets = (options.build as Partial<ServerBuild>).assets;
  const data = await siteDataVersion(database);
  const memory = new MemoryPageStore(config.RENDER_CACHE_MB * 1024 * 1024);
  return new RenderCache({
    // With Redis, this process's memory in front of it (a hit costs no round trip).
    store: config.REDIS_URL
      ? new LayeredPageStore(
          new RedisPageStore(RedisPageStore.connect(config.REDIS_URL, onRedisError(logger)), undefined, (key, error) =>
            logger.warn("render_cache.redis_write_failed", { key: key.slice(0, 300), ...describeError(error) }),
          ),
          memory,
        )
      : memory,
    cookieNames: { auth: config.AUTH_COOKIE_NAME, locale: LOCALE_KEY, promocode: PROMOCODE_COOKIE },
    build: `${APP_VERSION}:${assets?.version ?? "none"}:${data}`,
  });
}

/** Redis connection errors of the render cache, logged at most once a minute (pages are rendered meanwhile). */
function onRedisError(logger: Logger): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    logger.warn("render_cache.redis_unavailable", describeError(error));
  };
}
