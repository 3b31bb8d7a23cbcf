// The end-to-end web servers of playwright.config.ts, started together by one command. Playwright starts the entries
// of its `webServer` list one after the other, and each server spends its start migrating, seeding and reading the
// content (one core each): the PostgreSQL server used to wait for the PGlite one. This starts every server at once,
// passes their output through, and prints "e2e web servers ready" once each answers /api/health (the config waits
// for that line).
// A server that exits before it is ready ends this command with its code; Playwright stops the whole process group.
// A port that already answers is refused before anything starts: a server left over from an earlier run (another
// build, other content) would otherwise answer the health check and every test in place of this run's. The servers
// are stopped with this command (a signal, or its end), so none is left behind.
import { spawn, type ChildProcess } from "node:child_process";

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
  if (await answers(server.port)) {
    process.stderr.write(`e2e: port ${server.port} already answers /api/health: stop the server left there first\n`);
    process.exit(1);
  }
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("exit", stopAll);
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });

for (const server of servers) {
  const child = spawn(process.execPath, ["build/process/main.js"], {
    stdio: "inherit",
    env: { ...process.env, ...server.env },
  });
  children.push(child);
  child.on("exit", (code, signal) => {
    process.stderr.write(`e2e web server on port ${server.port} exited (${signal ?? code})\n`);
    process.exit(code ?? 1);
  });
}
await Promise.all(servers.map((server) => ready(server.port)));
process.stdout.write("e2e web servers ready\n");
