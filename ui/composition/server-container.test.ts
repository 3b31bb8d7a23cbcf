// The server render's request container: every page's loader bootstraps the session from it, so what that use case
// asks for must be registered there (a missing port failed every server-rendered page).
import { describe, expect, it } from "vitest";
import { BootstrapSession } from "../../application/web/account/session/bootstrap-session.ts";
import { ClockToken, type Clock } from "../../application/web/chrome/ports.ts";
import type { WebRuntime } from "./context.ts";
import { createRequestContainer } from "./server-container.ts";

const runtime: WebRuntime = {
  config: {
    apiBaseUrl: "/api",
    accountSiteUrl: "https://revizo.test",
    publicOrigin: "https://revizo.test",
    brandName: "Révizo",
    appStoreUrl: null,
    googlePlayUrl: null,
    turnstileSiteKey: "test",
    gtmId: null,
    errorReportingDsn: null,
    appEnv: "test",
    authCookieName: "auth",
  },
  apiFetch: () => Promise.reject(new Error("no API in this test")),
  nonce: undefined,
};

describe("the request container of the server render", () => {
  it("resolves the session bootstrap every page runs, with the system clock", () => {
    const c = createRequestContainer(new Request("https://revizo.test/"), runtime);
    expect(c.resolve(BootstrapSession)).toBeInstanceOf(BootstrapSession);
    expect(Math.abs(c.resolve<Clock>(ClockToken).now() - Date.now())).toBeLessThan(60_000);
  });
});
