import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { linguiPlugins, sharedAliases } from "./vite.shared.ts";

// The web app: client bundle and server-render bundle (React Router framework mode).
export default defineConfig({
  plugins: [...linguiPlugins(), reactRouter()],
  resolve: { alias: sharedAliases },
  build: {
    // Fingerprinted assets are served with Cache-Control: immutable by server/static.ts.
    assetsInlineLimit: 2048,
    // No preload lists in the first script for lazy imports (they load after the deferred start anyway); route
    // modules keep their <link rel="modulepreload"> from React Router's manifest.
    modulePreload: false,
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
                // The root route and everything it imports statically: every page loads them, so one file
                // instead of the ~15 small ones the default splitting makes (ADR 012).
                {
                  name: "shell",
                  test: /[\\/]ui[\\/]root\.tsx$/,
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
