// Issue 12 "Offline": the web app manifest that makes the site installable (docs/decisions/021-offline-pwa.md).
// Served at /manifest.webmanifest by ui/routes/web-app-manifest.ts with the configured brand name.
import { THEME_COLORS } from "../layout/tokens.ts";

/** Where the manifest is served (linked from every page by ui/root.tsx). */
export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/** The manifest: French by default, the brand's colours, opening on the home page as a standalone app. */
export function webAppManifest(brandName: string) {
  const icons: ManifestIcon[] = [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ];
  return {
    id: "/",
    name: brandName,
    short_name: brandName,
    description: "Cours, quiz et cartes de révision, même hors ligne.",
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLORS.primary,
    background_color: THEME_COLORS.background,
    categories: ["education"],
    icons,
  };
}
