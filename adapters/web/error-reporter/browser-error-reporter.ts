// §8 "Any HTTP error other than 404 is reported to the error-reporting service": the console, plus a POST of a
// small JSON report to the configured endpoint (ERROR_REPORTING_DSN) when there is one. Reporting never throws.
import type { ErrorReporter, ReportedError } from "../../../application/web/chrome/ports.ts";

export interface BrowserErrorReporterOptions {
  /** Endpoint receiving `{ error, page, at, release }` as JSON; null: console only. */
  dsn: string | null;
  release: string;
  log?: (message: string, error: ReportedError) => void;
  send?: (url: string, body: string) => void;
  page?: () => string;
  now?: () => number;
}

/** Most reports per page, so a failing loop cannot flood the service. */
export const MAX_REPORTS_PER_PAGE = 20;

export class BrowserErrorReporter implements ErrorReporter {
  private sent = 0;
  constructor(private readonly options: BrowserErrorReporterOptions) {}

  report(error: ReportedError): void {
    try {
      (this.options.log ?? defaultLog)("[error-report]", error);
      if (!this.options.dsn || this.sent >= MAX_REPORTS_PER_PAGE) return;
      this.sent += 1;
      const body = JSON.stringify({
        error,
        page: (this.options.page ?? (() => window.location.pathname))(),
        at: new Date((this.options.now ?? Date.now)()).toISOString(),
        release: this.options.release,
      });
      (this.options.send ?? beacon)(this.options.dsn, body);
    } catch {
      // reporting must never break the page
    }
  }
}

function defaultLog(message: string, error: ReportedError): void {
  console.error(message, error);
}

function beacon(url: string, body: string): void {
  const blob = new Blob([body], { type: "application/json" });
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}
