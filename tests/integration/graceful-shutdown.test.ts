// The process as `npm start` runs it (configuration, embedded database, migrations, seeds, HTTP server):
// SIGTERM/SIGINT's close() lets an in-flight request finish, then stops listening and closes the database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
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

    const inFlight = fetch(`${running.url}/api/openapi.json`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closing = running.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((await answer.json()).openapi).toBe("3.1.0");
    await closing;

    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    await expect(running.database.db.execute("select 1" as never)).rejects.toThrow();
  }, 300_000);
});
