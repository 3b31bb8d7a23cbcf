import { defineConfig } from "@lingui/conf";
import { createBabelExtractor } from "@lingui/cli/api/extractors/babel";
import { formatter } from "@lingui/format-po";
import { areaSourceDirs, CATALOG_AREAS, LATER_CATALOG_FILES, POPIN_CATALOG_FILES } from "./ui/i18n/areas.ts";

// One catalog per area (ui/i18n/areas.ts): a page loads "common" and its area's catalogs only; "popins" loads
// when a popin or the cookie dialog opens, "later" with the footer, the loading bar and the error page.
const ignored = ["**/node_modules/**", "**/*.test.*"];
const areaDirs = (area: (typeof CATALOG_AREAS)[number]) => areaSourceDirs(area).map((dir) => `<rootDir>/${dir}`);
const popinFiles = POPIN_CATALOG_FILES.map((file) => `<rootDir>/${file}`);
const laterFiles = LATER_CATALOG_FILES.map((file) => `<rootDir>/${file}`);

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  fallbackLocales: { default: "fr" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/ui/locales/{locale}/common",
      include: ["<rootDir>/ui", "<rootDir>/application/web"],
      exclude: [...ignored, ...CATALOG_AREAS.flatMap(areaDirs), ...popinFiles, ...laterFiles],
    },
    // The parts whose code comes after the first load (footer, loading bar, error page): loaded with them.
    { path: "<rootDir>/ui/locales/{locale}/later", include: laterFiles, exclude: ignored },
    // The chrome's dialogs shown later (popins, cookie consent): loaded when one opens.
    { path: "<rootDir>/ui/locales/{locale}/popins", include: popinFiles, exclude: ignored },
    ...CATALOG_AREAS.map((area) => ({
      path: `<rootDir>/ui/locales/{locale}/${area}`,
      include: areaDirs(area),
      exclude: ignored,
    })),
  ],
  extractors: [createBabelExtractor({ parserOptions: { tsExperimentalDecorators: true } })],
});
