import { route } from "@react-router/dev/routes";
import { WEB_APP_MANIFEST_PATH } from "../../domain/offline/web-app-manifest.ts";
import type { RouteTable } from "./types.ts";

export const foundationRoutes: RouteTable = {
  bare: [
    route("register", "routes/register.tsx"),
    // Issue 12: the installable app's manifest.
    route(WEB_APP_MANIFEST_PATH.slice(1), "routes/web-app-manifest.ts"),
  ],
};
