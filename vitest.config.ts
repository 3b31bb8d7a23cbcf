import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { linguiPlugins, sharedAliases } from "./vite.shared.ts";

export default defineConfig({
  plugins: [...linguiPlugins(), react()],
  resolve: { alias: sharedAliases },
  test: {
    include: [
      "domain/**/*.test.ts",
      "application/**/*.test.ts",
      "adapters/**/*.test.ts",
      "server/**/*.test.ts",
      "ui/**/*.test.{ts,tsx}",
      "stories/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/content/**/*.test.ts",
      "tests/i18n/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    environment: "node",
    // Vitest's default leaves one core free (availableParallelism() - 1): one worker on CI's 2 cores. The files wait on
    // PGlite, PostgreSQL and child servers as much as they compute, and each holds its own database, so they run two
    // at once there (docs/decisions/034).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts"],
      exclude: ["domain/**/*.test.ts", "domain/**/index.ts"],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
