import { reactRouter } from "@react-router/dev/vite";
import { readFileSync } from "node:fs";
import { defineConfig, parseSync, type Plugin } from "vite";
import { linguiPlugins, sharedAliases } from "./vite.shared.ts";

// The web app: client bundle and server-render bundle (React Router framework mode).
export default defineConfig({
  plugins: [...linguiPlugins(), reactRouter(), routerWarningsOut(), routerInstrumentationOut()],
  resolve: { alias: sharedAliases },
  build: {
    // Fingerprinted assets are served with Cache-Control: immutable by server/static.ts.
    assetsInlineLimit: 2048,
    // No preload lists in the first script for lazy imports (they load after the deferred start anyway); route
    // modules keep their <link rel="modulepreload"> from React Router's manifest.
    modulePreload: false,
    sourcemap: process.env.SOURCEMAP === "1",
  },
  // Chunking of the browser bundle only (the server render keeps the default; React Router builds both
  // environments with this one config, so a top-level option would apply to the server too).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/](core|react))[\\/]|rolldown[\\/]runtime/,
                  priority: 2,
                },
                // The root route and everything it imports statically, and the layouts' frame (header, menus):
                // every page loads them, so one file instead of the ~15 small ones the default splitting makes
                // (ADR 012). The frame is named since the root no longer imports it (its error page is a chunk of
                // its own: ADR 032, addendum "Session 8"), and the public layouts' popin loader (a file of its own
                // cost `/` 340 B for 480 B of code).
                {
                  name: "shell",
                  test: /[\\/]ui[\\/](root|components[\\/]SiteShell|components[\\/]chrome[\\/]DeferredPublicPopins)\.tsx$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});

/**
 * The browser bundle without React Router's developer warnings (ADR 012, addendum "homejs"): its production build
 * still carries about 25 messages written to the console (misused blockers, route paths ending in "*", a <Link> to an
 * invalid URL...) whose only effect is that console line. Each such statement is removed from the client build; the
 * server build keeps them (a route table mistake shows in the server's log). The build fails if a React Router
 * upgrade leaves no call to remove, so that this is looked at again.
 */
function routerWarningsOut(): Plugin {
  const calls = new Set(["warning", "warnOnce", "warningOnce"]);
  let removed = 0;
  return {
    name: "revizo:router-warnings-out",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/ },
      handler(code, id) {
        const ranges: [number, number][] = [];
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(visit);
          if (!node || typeof node !== "object") return;
          const n = node as {
            type?: string;
            start: number;
            end: number;
            expression?: { type: string; callee?: { type: string; name?: string } };
          };
          const call = n.type === "ExpressionStatement" ? n.expression : undefined;
          if (
            call?.type === "CallExpression" &&
            call.callee?.type === "Identifier" &&
            calls.has(call.callee.name ?? "")
          ) {
            ranges.push([n.start, n.end]);
            return;
          }
          for (const value of Object.values(n)) if (value && typeof value === "object") visit(value);
        };
        visit(parseSync(id, code).program);
        if (ranges.length === 0) return null;
        removed += ranges.length;
        let out = code;
        for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)};${out.slice(end)}`;
        return { code: out, map: { mappings: "" } };
      },
    },
    buildEnd() {
      if (removed === 0) this.error("React Router's warning calls were not found: check routerWarningsOut (ADR 012).");
    },
  };
}

/**
 * The browser bundle without React Router's instrumentation (ADR 012, addendum "homejs"): the code that wraps the
 * router and the route handlers when `instrumentations` are given to the router, which this app never does. The
 * client build replaces the module with one that has the same exports: no receiver to consume (what the real one
 * returns without instrumentations) and a loud error if instrumentations are ever passed. The build fails if the
 * module's exports change with a React Router upgrade.
 */
function routerInstrumentationOut(): Plugin {
  const INSTRUMENTATION_MODULE =
    /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]instrumentation\.js$/;
  const INSTRUMENTATION_EXPORTS =
    "export { consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter, instrumentHandler, instrumentationResultMetaContext };";
  return {
    name: "revizo:router-instrumentation-out",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: INSTRUMENTATION_MODULE },
      handler(id) {
        if (!readFileSync(id, "utf8").includes(INSTRUMENTATION_EXPORTS))
          this.error(`${id}: its exports changed; check routerInstrumentationOut (ADR 012).`);
        return [
          "const unavailable = () => {",
          '  throw new Error("React Router instrumentations are left out of this build (vite.config.ts, ADR 012).");',
          "};",
          "export const getRouteInstrumentationUpdates = unavailable;",
          "export const instrumentClientSideRouter = unavailable;",
          "export const instrumentHandler = unavailable;",
          "export const instrumentationResultMetaContext = undefined;",
          "export function consumeInstrumentationClientResultMetaReceiver() {",
          "  return undefined;",
          "}",
        ].join("\n");
      },
    },
  };
}
