import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { linguiPlugins, sharedAliases } from "../vite.shared.ts";

// Storybook's own Vite config: no React Router plugin (it only works inside the app build).
export default defineConfig({ plugins: [...linguiPlugins(), react()], resolve: { alias: sharedAliases } });
