import { useRouteLoaderData } from "react-router";
import type { WebConfig } from "./context.ts";

const FALLBACK: WebConfig = {
  apiBaseUrl: "/api",
  accountSiteUrl: "",
  publicOrigin: "",
  brandName: "Révizo",
  turnstileSiteKey: "",
  gtmId: null,
  errorReportingDsn: null,
  appEnv: "development",
};

/** The public configuration the root loader sent (defaults when it did not run). */
export function useWebConfig(): WebConfig {
  const data = useRouteLoaderData("root") as { config?: WebConfig } | undefined;
  return data?.config ?? FALLBACK;
}
