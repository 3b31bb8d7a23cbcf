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
  },
});
