// Vite plugins shared by the app build, Vitest and Storybook.
// Lingui's macro transform must run before any other JSX transform.
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { fileURLToPath } from "node:url";
import type { AliasOptions, PluginOption } from "vite";

export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}

/** Module aliases shared by every build: React 19 already has what these packages polyfill. */
export const sharedAliases: AliasOptions = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL("./ui/shims/use-sync-external-store.ts", import.meta.url)),
  },
];
