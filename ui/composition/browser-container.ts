// Web composition root, browser side: the ONE container of a browser session (a page load), wiring the chrome's
// ports to browser adapters: local/session storage, cookies, the data layer and tag manager, the error reporter,
// Turnstile and the API client. Browser only: during the server render the components get the request's container
// (server-container.ts, provided by entry.server.tsx), and the chrome's ports are never asked for there.
// Loaded lazily (see hooks.ts): tsyringe, ofetch and the adapters stay out of the page's first script.
import "./reflect-metadata.ts";
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import { AnalyticsToken, TagManagerToken } from "../../application/web/analytics/ports.ts";
import { APP_VERSION } from "../../application/web/chrome/app-version.ts";
import {
  BrowserStorageToken,
  ClockToken,
  ErrorReporterToken,
  PageReloaderToken,
  RandomSourceToken,
  SchedulerToken,
  type ErrorReporter,
} from "../../application/web/chrome/ports.ts";
import { ApiClientToken } from "../../application/web/http/ports.ts";
import { SpeechSynthesizerToken } from "../../application/web/listening/ports.ts";
import { BotProtectionToken } from "../../application/web/newsletter/ports.ts";
import { SiteCookiesToken } from "../../application/web/site/ports.ts";
import { DataLayerAnalytics, GtmTagManager } from "../../adapters/web/analytics/data-layer-analytics.ts";
import {
  LocationReloader,
  MathRandom,
  SystemClock,
  TimerScheduler,
} from "../../adapters/web/browser/browser-runtime.ts";
import { DocumentCookies } from "../../adapters/web/browser/document-cookies.ts";
import { BrowserErrorReporter } from "../../adapters/web/error-reporter/browser-error-reporter.ts";
import { OfetchApiClient } from "../../adapters/web/http/ofetch-api-client.ts";
import { BrowserSpeechSynthesizer } from "../../adapters/web/speech/browser-speech-synthesizer.ts";
import { WebStorage } from "../../adapters/web/storage/web-storage.ts";
import { TurnstileBotProtection } from "../../adapters/web/turnstile/turnstile-bot-protection.ts";
import type { WebConfig } from "./context.ts";

export interface BrowserContainerOptions {
  config: WebConfig;
  /** Whether the viewer is logged in now (the root loader's session; it changes on login and logout). */
  loggedIn: () => boolean;
}

/** The browser session's container; hooks.ts builds it once per page load, on first use. */
export function createBrowserContainer({ config, loggedIn }: BrowserContainerOptions): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const reporter = new BrowserErrorReporter({ dsn: config.errorReportingDsn, release: APP_VERSION });
  const clock = new SystemClock();
  c.registerInstance(BrowserStorageToken, new WebStorage());
  c.registerInstance(ClockToken, clock);
  c.registerInstance(RandomSourceToken, new MathRandom());
  c.registerInstance(SchedulerToken, new TimerScheduler());
  c.registerInstance(PageReloaderToken, new LocationReloader());
  c.registerInstance(SiteCookiesToken, new DocumentCookies());
  c.registerInstance(AnalyticsToken, new DataLayerAnalytics());
  c.registerInstance(TagManagerToken, new GtmTagManager(config.gtmId));
  c.registerInstance(ErrorReporterToken, reporter);
  c.registerInstance(BotProtectionToken, new TurnstileBotProtection(config.turnstileSiteKey));
  c.registerInstance(SpeechSynthesizerToken, new BrowserSpeechSynthesizer());
  c.registerInstance(
    ApiClientToken,
    new OfetchApiClient({
      baseUrl: config.apiBaseUrl,
      accountSiteUrl: config.accountSiteUrl,
      loggedIn,
      report: (failure) => reporter.report({ kind: "http", ...failure }),
      onLoggedOut: (url) => window.location.assign(url),
    }),
  );
  reportUncaughtErrors(reporter);
  return c;
}

/** §8: unexpected exceptions reach the error reporter too. */
function reportUncaughtErrors(reporter: ErrorReporter): void {
  window.addEventListener("error", (event) => {
    const error = event.error instanceof Error ? event.error : null;
    reporter.report({
      kind: "exception",
      message: error?.message ?? event.message,
      stack: error?.stack ?? null,
      source: "window.error",
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const error = reason instanceof Error ? reason : null;
    reporter.report({
      kind: "exception",
      message: error?.message ?? String(reason),
      stack: error?.stack ?? null,
      source: "unhandledrejection",
    });
  });
}
