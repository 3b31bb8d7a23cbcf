// Development server: the same process shape as production, with Vite's dev middleware and hot
// reload. Runs directly on Node 24 (type stripping); the server modules load through Vite so that
// decorators are transformed exactly as in the production bundle.
import { createServer as createViteServer } from "vite";

// React Router's plugin starts a second Vite server (its child compiler, not in middleware mode) that exits the
// process on SIGTERM (code 143) or when stdin ends, without the shutdown below (finish the requests in flight,
// close the database). The listeners Vite adds while starting are taken off; this process shuts down as production.
const listenersBefore = { sigterm: process.listeners("SIGTERM"), stdinEnd: process.stdin.listeners("end") };
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
for (const listener of process.listeners("SIGTERM"))
  if (!listenersBefore.sigterm.includes(listener)) process.off("SIGTERM", listener);
for (const listener of process.stdin.listeners("end"))
  if (!listenersBefore.stdinEnd.includes(listener)) process.stdin.off("end", listener as () => void);
const runtime = (await vite.ssrLoadModule("/server/runtime.ts")) as typeof import("./runtime.ts");
const running = await runtime.startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  clientDir: null,
  mode: "development",
  nodeMiddleware: vite.middlewares,
});
process.stdout.write(`\n  Révizo dev server: ${running.url}\n\n`);
const close = running.close;
running.close = async () => {
  await close();
  await vite.close();
};
runtime.exitGracefully(running);
