// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { CookieConsent } from "../../application/web/chrome/cookie-consent.ts";
import { PopinMemory } from "../../application/web/chrome/popin-memory.ts";
import { BrowserStorageToken, type BrowserStorage } from "../../application/web/chrome/ports.ts";
import { StartChromeRuntime } from "../../application/web/chrome/start-chrome-runtime.ts";
import { NewsletterPopupFlow } from "../../application/web/newsletter/newsletter-popup-flow.ts";
import { BotProtectionToken, type BotProtection } from "../../application/web/newsletter/ports.ts";
import { DEFAULT_WEB_CONFIG } from "./app-context.tsx";
import { createBrowserContainer } from "./browser-container.ts";

describe("browser container", () => {
  it("resolves every chrome use case on browser adapters", async () => {
    const c = createBrowserContainer({
      config: { ...DEFAULT_WEB_CONFIG, turnstileSiteKey: "1x00000000000000000000AA" },
      loggedIn: () => false,
    });
    expect(c.resolve(NewsletterPopupFlow).mayShow()).toBe(true);
    expect(c.resolve(CookieConsent).read()).toBeNull();
    expect(c.resolve(PopinMemory).wasSeen("appRecommendation")).toBe(false);
    expect(c.resolve(StartChromeRuntime)).toBeInstanceOf(StartChromeRuntime);
    c.resolve<BrowserStorage>(BrowserStorageToken).set("local", "x", "1");
    expect(window.localStorage.getItem("x")).toBe("1");
    // §7: with the development test key, the token is Turnstile's test token (no script loaded).
    expect((await c.resolve<BotProtection>(BotProtectionToken).token("subscribe"))._unsafeUnwrap()).toBe(
      "XXXX.DUMMY.TOKEN.XXXX",
    );
  });
});
