// Development server: the same process shape as production, with Vite's dev middleware and hot
// reload. Runs directly on Node 24 (type stripping); the server modules load through Vite so that
// decorators are transformed exactly as in the production bundle.
import { createServer as createViteServer } from "vite";

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
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
