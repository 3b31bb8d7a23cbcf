// Router context keys shared by the server entry, the middleware and the loaders.
import { createContext } from "react-router";
import type { DependencyContainer } from "tsyringe";

/** Public runtime configuration (never a secret: it is sent to the browser). */
export interface WebConfig {
  apiBaseUrl: string;
  accountSiteUrl: string;
  publicOrigin: string;
  brandName: string;
  /** Issue 15: the app's store listings (APP_STORE_URL, GOOGLE_PLAY_URL), null when not listed there. */
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
  turnstileSiteKey: string;
  gtmId: string | null;
  errorReportingDsn: string | null;
  appEnv: "development" | "test" | "production";
  /** Name of the httpOnly auth cookie the server reads during rendering (§3). */
  authCookieName: string;
}

/** What the process hands the web app for each request (see ui/entry.server.tsx). */
export interface WebRuntime {
  config: WebConfig;
  /** Transport for the API client during SSR: the API in-process, through its HTTP contract. */
  apiFetch: typeof fetch;
  /** Issue 14: the Content-Security-Policy nonce of this response (undefined in development: no CSP). */
  nonce: string | undefined;
}

export const runtimeContext = createContext<WebRuntime>();
export const containerContext = createContext<DependencyContainer>();

/**
 * The body HTML of the document a page shows, by document path, kept out of the loader data of a document request
 * and handed to the server render (ui/components/content/PageBodyHtml.tsx): the HTML is sent once, in the page.
 */
export const pageBodyHtmlContext = createContext<Map<string, string> | null>(null);
