import { defineConfig } from "vite";

// The process entry (server/main.ts) bundled for Node: decorators and emitDecoratorMetadata are
// transformed here (Node's type stripping cannot), dependencies stay external.
export default defineConfig({
  build: {
    ssr: "server/main.ts",
    outDir: "build/process",
    emptyOutDir: true,
    target: "node24",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
