import { defineConfig } from "@lingui/conf";
import { createBabelExtractor } from "@lingui/cli/api/extractors/babel";
import { formatter } from "@lingui/format-po";
import { areaSourceDirs, CATALOG_AREAS } from "./ui/i18n/areas.ts";

// One catalog per area (ui/i18n/areas.ts): a page loads "common" and its area's catalogs only.
const ignored = ["**/node_modules/**", "**/*.test.*"];
const areaDirs = (area: (typeof CATALOG_AREAS)[number]) => areaSourceDirs(area).map((dir) => `<rootDir>/${dir}`);

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  fallbackLocales: { default: "fr" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/ui/locales/{locale}/common",
      include: ["<rootDir>/ui", "<rootDir>/application/web"],
      exclude: [...ignored, ...CATALOG_AREAS.flatMap(areaDirs)],
    },
    ...CATALOG_AREAS.map((area) => ({
      path: `<rootDir>/ui/locales/{locale}/${area}`,
      include: areaDirs(area),
      exclude: ignored,
    })),
  ],
  extractors: [createBabelExtractor({ parserOptions: { tsExperimentalDecorators: true } })],
});
