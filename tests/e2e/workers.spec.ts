import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";

// Issue 14 (docs/decisions/025-workers.md): `npm start` with DATABASE_URL runs a cluster. The production bundle,
// started on the PostgreSQL database of the end-to-end run (already migrated by the PostgreSQL server of
// playwright.config.ts), with two workers: the primary migrates and seeds once, each worker serves, a worker that
// dies is replaced, and SIGTERM stops everything gracefully.
const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const origin = `http://127.0.0.1:${port}`;

interface LogLine {
  message: string;
  pid?: number;
  [field: string]: unknown;
}

class Cluster {
  readonly lines: LogLine[] = [];
  readonly process: ChildProcess;
  private readonly exit: Promise<number | null>;

  constructor(env: Record<string, string>) {
    this.process = spawn(process.execPath, ["build/process/main.js"], {
      env: { ...process.env, NODE_ENV: "production", APP_ENV: "test", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let rest = "";
    this.process.stdout?.on("data", (chunk: Buffer) => {
      const text = rest + chunk.toString("utf8");
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      for (const part of parts) {
        try {
          this.lines.push(JSON.parse(part) as LogLine);
        } catch {
          // not a log line
        }
      }
    });
    this.exit = new Promise((resolve) => this.process.once("exit", (code) => resolve(code)));
  }

  logged(message: string): LogLine[] {
    return this.lines.filter((line) => line.message === message);
  }

  async until(check: () => boolean, what: string, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (this.process.exitCode !== null)
        throw new Error(`the cluster exited (${this.process.exitCode}) before ${what}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  exited(): Promise<number | null> {
    return this.exit;
  }
}

test.describe("npm start on PostgreSQL: one worker per core", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL is not set");
  // One cluster on one port: the desktop project runs it.
  test.skip(({ isMobile }) => isMobile, "runs once, in the desktop project");

  test("the primary prepares once, two workers serve, a dead worker is replaced, SIGTERM stops them all", async () => {
    test.setTimeout(300_000);
    const cluster = new Cluster({
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      WEB_CONCURRENCY: "2",
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
    });
    try {
      await cluster.until(() => cluster.logged("workers.ready").length === 1, "workers.ready");
      const primary = cluster.process.pid;
      const workers = cluster.logged("server.listening").map((line) => line.pid);
      expect(workers).toHaveLength(2);
      expect(new Set(workers).size).toBe(2);
      expect(workers).not.toContain(primary);
      // Migrations and seeds ran once, in the primary; the workers opened the database without preparing it.
      expect(cluster.logged("seed.commerce")).toHaveLength(1);
      expect(cluster.logged("database.ready")).toHaveLength(3);

      for (let i = 0; i < 6; i += 1) {
        const health = await fetch(`${origin}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "ok", database: { engine: "postgres" } });
      }

      // A worker that dies after its start is replaced (one dying while starting would stop the cluster).
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const victim = workers[0] ?? 0;
      process.kill(victim, "SIGKILL");
      await cluster.until(() => cluster.logged("server.listening").length === 3, "a replacement worker");
      const replacement = cluster.logged("server.listening")[2]?.pid;
      expect(replacement).not.toBe(victim);
      expect(cluster.logged("workers.exited")).toEqual([
        expect.objectContaining({ worker: victim, signal: "SIGKILL" }),
      ]);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      cluster.process.kill("SIGTERM");
      expect(await cluster.exited()).toBe(0);
      expect(cluster.logged("server.stopped")).toHaveLength(2);
      expect(cluster.logged("workers.stopped")).toHaveLength(1);
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      if (cluster.process.exitCode === null) cluster.process.kill("SIGKILL");
    }
  });
});
