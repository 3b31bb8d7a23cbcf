// Vite plugins shared by the app build, Vitest and Storybook.
// Lingui's macro transform must run before any other JSX transform.
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}
