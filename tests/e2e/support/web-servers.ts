// The end-to-end web servers of playwright.config.ts, started together by one command. Playwright starts the entries
// of its `webServer` list one after the other, and each server spends its start migrating, seeding and reading the
// content (one core each): the PostgreSQL server used to wait for the PGlite one. This starts every server at once,
// passes their output through, and prints "e2e web servers ready" once each answers /api/health (the config waits
// for that line).
// A server that exits before it is ready ends this command with its code; Playwright stops the whole process group.
import { spawn } from "node:child_process";

interface WebServer {
  port: number;
  env: Record<string, string>;
}

const servers = JSON.parse(process.env.E2E_WEB_SERVERS ?? "[]") as WebServer[];

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function ready(port: number): Promise<void> {
  while (!(await answers(port))) await new Promise((resolve) => setTimeout(resolve, 250));
}

for (const server of servers) {
  const child = spawn(process.execPath, ["build/process/main.js"], {
    stdio: "inherit",
    env: { ...process.env, ...server.env },
  });
  child.on("exit", (code, signal) => {
    process.stderr.write(`e2e web server on port ${server.port} exited (${signal ?? code})\n`);
    process.exit(code ?? 1);
  });
}
await Promise.all(servers.map((server) => ready(server.port)));
process.stdout.write("e2e web servers ready\n");
