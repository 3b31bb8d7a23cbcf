// Builds the whole process app (server/app.ts) on a fresh database for API tests: in-memory PGlite always,
// and PostgreSQL when TEST_DATABASE_URL is set (a database of its own per test file, dropped afterwards).
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DependencyContainer } from "tsyringe";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "../../../adapters/api/db/database.ts";
import type { InProcessBackgroundTasks } from "../../../adapters/api/runtime/in-process-background-tasks.ts";
import { CSRF_HEADER } from "../../../application/contracts/http.ts";
import { MemoryRateLimiter } from "../../../adapters/memory/memory-rate-limiter.ts";
import { RateLimiterToken } from "../../../application/api/security/ports.ts";
import { BackgroundTasksToken, ClockToken, SleeperToken, type Clock } from "../../../application/api/shared/ports.ts";
import { createApp } from "../../../server/app.ts";
import { loadConfig, type Config } from "../../../server/config.ts";
import { buildApiContainer, shutdownApi } from "../../../server/container.ts";
import { createLogger } from "../../../server/logger.ts";

export type Engine = "pglite" | "postgres";

/** The engines to run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Configuration of the tests: cheap argon2 (never allowed in production), no logs on stdout. */
export const TEST_ENV: Record<string, string> = {
  APP_ENV: "test",
  LOG_LEVEL: "debug",
  PASSWORD_HASH_MEMORY_KIB: "64",
  PASSWORD_HASH_ITERATIONS: "1",
  AUTH_COOKIE_NAME: "revizo_test_auth",
};

export const ORIGIN = "http://localhost:3000";

/** A clock the test moves. */
export class TestClock implements Clock {
  constructor(public current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  headers?: Record<string, string>;
  /** Bearer access token. */
  token?: string;
  /** Cookie header value. */
  cookie?: string;
  /** Client address seen by the API (default: a fresh random one, so throttling counters do not mix). */
  ip?: string;
  /** Leave out the CSRF header and Origin (non-browser or hostile requests). */
  bare?: boolean;
}

export interface TestApi {
  engine: Engine;
  config: Config;
  database: Database;
  container: DependencyContainer;
  clock: TestClock;
  /** The PostgreSQL database's URL (null on PGlite): another test API can join it (TestApiOptions). */
  postgresUrl: string | null;
  logs: Record<string, unknown>[];
  /** The waits the API asked for (login delays), in milliseconds: recorded, not waited. */
  sleeps: number[];
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Waits for the work done after answers (mail). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `revizo_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export interface TestApiOptions {
  /**
   * Join the PostgreSQL database of another test API (its `postgresUrl`) instead of creating one: a second
   * process of the same deployment (docs/decisions/025-workers.md). The first API drops it on close.
   */
  postgresUrl?: string;
}

export async function startTestApi(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(config.LOG_LEVEL, (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  let postgresUrl: string | null = null;
  if (engine === "postgres") {
    const fresh = options.postgresUrl ? { url: options.postgresUrl, drop: null } : await freshPostgres();
    drop = fresh.drop;
    postgresUrl = fresh.url;
    database = await openDatabase({ engine: "postgres", url: fresh.url, poolSize: 5 });
  } else {
    database = await openDatabase({ engine: "pglite", dataDir: null });
  }
  await database.migrate(path.resolve(MIGRATIONS_FOLDER));
  const container = buildApiContainer(config, database, logger);
  const clock = new TestClock();
  container.registerInstance(ClockToken, clock);
  // Throttling windows follow the test clock, unless the test asked for the Redis limiter (REDIS_URL).
  if (!config.REDIS_URL)
    container.registerInstance(RateLimiterToken, new MemoryRateLimiter(() => clock.now().getTime()));
  const sleeps: number[] = [];
  container.registerInstance(SleeperToken, {
    sleep: async (milliseconds: number) => {
      sleeps.push(milliseconds);
    },
  });
  const background = container.resolve<InProcessBackgroundTasks>(BackgroundTasksToken);
  const app = createApp({
    config,
    container,
    logger,
    version: "test",
    build: () => Promise.reject(new Error("no web build in API tests")),
    mode: "development",
  });

  const request = (target: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.bare) {
      headers[CSRF_HEADER] ??= "1";
      headers.origin ??= ORIGIN;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const method = options.method ?? (body === undefined ? "GET" : "POST");
    const incoming = { socket: { remoteAddress: options.ip ?? randomIp() } };
    return Promise.resolve(app.request(target, { method, headers, body }, { incoming }));
  };

  return {
    engine,
    config,
    database,
    container,
    clock,
    logs,
    sleeps,
    request,
    idle: () => background.idle(),
    postgresUrl,
    close: async () => {
      await shutdownApi(container);
      await database.close();
      await drop?.();
    },
  };
}

/** The auth cookie of a response, as "name=value" to send back. */
export function cookieOf(response: Response, name = TEST_ENV.AUTH_COOKIE_NAME ?? ""): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? (header.split(";")[0] ?? null) : null;
}

/** The JSON of the auth cookie of a response. */
export function cookieContent(response: Response): Record<string, unknown> | null {
  const cookie = cookieOf(response);
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return value ? (JSON.parse(value) as Record<string, unknown>) : null;
}
