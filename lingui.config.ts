import { defineConfig } from "@lingui/conf";
import { createBabelExtractor } from "@lingui/cli/api/extractors/babel";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  fallbackLocales: { default: "fr" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/ui/locales/{locale}/messages",
      include: ["<rootDir>/ui", "<rootDir>/application/web"],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
  extractors: [createBabelExtractor({ parserOptions: { tsExperimentalDecorators: true } })],
});
