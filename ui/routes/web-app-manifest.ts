// Issue 12 "Offline": /manifest.webmanifest, the web app manifest (domain/offline/web-app-manifest.ts) with the
// configured brand name (BRAND_NAME).
import { webAppManifest } from "../../domain/offline/web-app-manifest.ts";
import { runtimeContext } from "../composition/context.ts";
import type { Route } from "./+types/web-app-manifest";

export function loader({ context }: Route.LoaderArgs) {
  const { brandName } = context.get(runtimeContext).config;
  return new Response(JSON.stringify(webAppManifest(brandName)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
