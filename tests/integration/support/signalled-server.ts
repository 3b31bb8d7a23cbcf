// The process of tests/integration/graceful-shutdown.test.ts: startServer and exitGracefully as server/main.ts runs
// them (the API only: no page build is needed), so that a real SIGTERM stops it. Runs on Node's type stripping and
// loads the server modules through Vite, as server/dev.ts does (decorators), with the configuration of the tests
// (vitest.config.ts): React Router's plugin, not needed here, would stop the process on SIGTERM itself.
import { createServer } from "vite";
import { linguiPlugins, sharedAliases } from "../../../vite.shared.ts";

const vite = await createServer({
  configFile: false,
  plugins: linguiPlugins(),
  resolve: { alias: sharedAliases },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "silent",
});
const runtime = (await vite.ssrLoadModule("/server/runtime.ts")) as typeof import("../../../server/runtime.ts");
const running = await runtime.startServer({ build: {} as never, clientDir: null, mode: "production" });
runtime.exitGracefully(running);
