// The process as `npm start` runs it (configuration, embedded database, migrations, seeds, HTTP server):
// SIGTERM/SIGINT's close() lets an in-flight request finish, then stops listening and closes the database.
// Issue 14: a real process signalled while it works on requests answers them, waits for the work of a request
// whose client left, stops its jobs, then closes the database, and exits 0 without an error.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { startServer } from "../../server/runtime.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "revizo-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("graceful shutdown", () => {
  // A new database: the start renders every document of content/ (docs/decisions/013), seconds of CPU.
  it("finishes the request in flight, then stops listening and closes the database", async () => {
    const running = await startServer({
      build: {} as ServerBuild, // only /api is called here: the page renderer is never reached
      clientDir: null,
      mode: "production",
      env: { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", APP_ENV: "test" },
    });
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);

    // Closed once the server has the request (a fixed delay could come before the connection is accepted).
    const received = new Promise((resolve) => running.server.once("request", resolve));
    const inFlight = fetch(`${running.url}/api/openapi.json`);
    await received;
    const closing = running.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).openapi).toBe("3.1.0");
    await closing;

    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    await expect(running.database.db.execute("select 1" as never)).rejects.toThrow();
  }, 600_000);

  // Runs after the test above: the database of dataDir is migrated and holds the content, so the process starts fast.
  it("signalled with requests in flight: answers them, waits for a request whose client left, exits 0", async () => {
    const child = spawn(process.execPath, ["tests/integration/support/signalled-server.ts"], {
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, APP_ENV: "test", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const lines: LogLine[] = [];
    let stderr = "";
    let rest = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part) as LogLine);
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const logged = (message: string) => lines.find((line) => line.message === message);
    try {
      const listening = await until(() => logged("server.listening"), child);
      const port = Number(new URL(String(listening.url)).port);
      // A first sign-up loads what a sign-up needs (modules load on first use here).
      const first = signUp(port, "first@example.org");
      first.finish();
      expect(await first.answer).toMatch(/^HTTP\/1\.1 201 /);

      // Two sign-ups whose bodies are half sent: the server has their headers, they are in flight.
      const stays = signUp(port, "stays@example.org");
      const leaves = signUp(port, "leaves@example.org");
      await new Promise((resolve) => setTimeout(resolve, 500));
      child.kill("SIGTERM");
      expect(await until(() => logged("server.stopping"), child)).toMatchObject({ requestsInFlight: 2 });

      // One is answered; then the other's client sends the rest and leaves at once: its work starts after every
      // connection has closed, and must still find the database open.
      stays.finish();
      expect(await stays.answer).toMatch(/^HTTP\/1\.1 201 /);
      leaves.finish({ leave: true });

      expect(await exited).toBe(0);
      const signUps = lines.filter(
        (line) => line.message === "api.request" && line.path === "/api/auth/local/register",
      );
      expect(signUps.map((line) => line.status)).toEqual([201, 201, 201]);
      const messages = lines.map((line) => line.message);
      expect(messages.indexOf("server.stopped")).toBeGreaterThan(messages.lastIndexOf("api.request"));
      expect(lines.filter((line) => line.level === "error" || line.level === "warn")).toEqual([]);
      expect(stderr).not.toMatch(/error/i);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 300_000);
});

interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

const signUpBody = (email: string) => ({
  firstname: "Nina",
  lastname: "Rousseau",
  email,
  confirmEmail: email,
  password: "Bien-Long-2026",
  confirmPassword: "Bien-Long-2026",
  birthdate: "2007-02-14",
  acceptConditions: true,
});

async function until<T>(find: () => T | undefined, child: { exitCode: number | null }): Promise<T> {
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A sign-up on its own connection, its headers and half its body sent at once; `finish` sends the rest, then
 * (leave) closes the connection without waiting for the answer. `answer`: the raw answer ("" for one that left).
 */
function signUp(port: number, email: string) {
  const json = JSON.stringify(signUpBody(email));
  const half = Math.floor(json.length / 2);
  let answer = "";
  const socket = connect(port, "127.0.0.1");
  socket.write(
    `POST /api/auth/local/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\n${CSRF_HEADER}: false\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n` +
      json.slice(0, half),
  );
  socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
  return {
    answer: ended,
    finish({ leave }: { leave: boolean } = { leave: false }) {
      socket.write(json.slice(half), () => {
        if (leave) socket.destroy();
      });
    },
  };
}
