import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { MemoryLocaleStore } from "../../../adapters/memory/memory-locale-store.ts";
import {
  FixedInstallationId,
  MemoryAuthCookie,
  MemorySiteCookies,
} from "../../../adapters/memory/memory-site-cookies.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { ApiClientToken } from "../http/ports.ts";
import { LocalePreferenceStoreToken } from "../locale/ports.ts";
import { AuthCookieSourceToken, InstallationIdStoreToken, UtmCookieSourceToken } from "../account/session/ports.ts";
import { LoadSiteContext } from "./load-site-context.ts";
import { ClockToken } from "../chrome/ports.ts";
import { SiteCookiesToken } from "./ports.ts";

const cookie = { id: "m-1", token: "t", refreshToken: "r", exp: 2_000_000_000, expRefresh: 2_100_000_000 };
const profile = [
  { name: "firstname", value: "Léa" },
  { name: "products", value: ["premium"] },
  { name: "plans", value: [{ id: "solo-yearly" }] },
  { name: "country", value: { valueId: 686 } },
];

const NOW = Date.parse("2026-11-22T12:00:00Z");
/** The consent cookie as the cookie dialog writes it: `a<analytics>.m<marketing>.<decidedAt>`. */
const consent = (marketing: boolean) => `a0.m${marketing ? 1 : 0}.${NOW - 60_000}`;

function setup(options: { auth?: typeof cookie | null; api?: MemoryApiClient; marketing?: boolean | null } = {}) {
  const c = root.createChildContainer();
  const api =
    options.api ??
    new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profile }))
      .on("POST /device", (call) => ({
        ok: { ...(call.body as object), utmId: "u1", utmCampaign: null, created: true },
      }));
  const auth = new MemoryAuthCookie(options.auth === undefined ? cookie : options.auth);
  const cookies = new MemorySiteCookies();
  const marketing = options.marketing === undefined ? true : options.marketing;
  if (marketing !== null) cookies.set("cookieConsent", consent(marketing));
  const installation = new FixedInstallationId();
  c.registerInstance(ClockToken, { now: () => NOW });
  c.registerInstance(ApiClientToken, api);
  c.registerInstance(AuthCookieSourceToken, auth);
  c.registerInstance(InstallationIdStoreToken, installation);
  c.registerInstance(UtmCookieSourceToken, cookies);
  c.registerInstance(SiteCookiesToken, cookies);
  c.registerInstance(LocalePreferenceStoreToken, new MemoryLocaleStore());
  const run = (url: string, headers: Record<string, string> = {}) =>
    c.resolve(LoadSiteContext).execute({ url: new URL(url), header: (n) => headers[n] ?? null });
  return { api, auth, cookies, installation, run };
}

describe("LoadSiteContext (§2 language, §4 session, §7 region and campaign parameters)", () => {
  it("a visitor: no profile call, region from the country header, offers for France", async () => {
    const { api, run } = setup({ auth: null });
    const site = (await run("http://x/", { "cf-ipcountry": "fr" }))._unsafeUnwrap();
    expect(site).toMatchObject({ locale: "fr", region: "FR", offersAvailable: true, redirectTo: null });
    expect(site.session.loggedIn).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it("a logged-in subscriber: profile loaded, then the device registered with the utm cookies", async () => {
    const { api, cookies, run } = setup();
    cookies.set("utm_id", "u1");
    const site = (await run("http://x/bac?lang=en&country=sn"))._unsafeUnwrap();
    expect(site.locale).toBe("en");
    expect(site.region).toBe("SN");
    expect(site.session).toMatchObject({ loggedIn: true, memberId: "m-1", firstname: "Léa" });
    expect(site.session.view.premium).toBe(true);
    expect(site.offersAvailable).toBe(false); // Senegal's country id is not France's
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /profile", "POST /device"]);
    expect(api.calls[1]!.body).toEqual({ installationId: "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f", utmId: "u1" });
  });

  it("logs the user out when the profile cannot be loaded at start (§8)", async () => {
    const api = new MemoryApiClient().on("GET /profile", () => ({ fail: httpFailure(500, "InternalError") }));
    const { auth, run } = setup({ api });
    const site = (await run("http://x/"))._unsafeUnwrap();
    expect(site.session.loggedIn).toBe(false);
    expect(auth.cleared).toBe(true);
  });

  it("sends a member without profile to profiling (§8 409)", async () => {
    const api = new MemoryApiClient().on("GET /profile", () => ({
      fail: { type: "ProfilingRequired", redirectTo: "http://compte/profiling", message: messageFor(null) },
    }));
    const { auth, run } = setup({ api });
    const site = (await run("http://x/"))._unsafeUnwrap();
    expect(site.redirectTo).toBe("http://compte/profiling");
    expect(site.session.loggedIn).toBe(true);
    expect(site.session.view.roles).toContain("withoutProfile");
    expect(auth.cleared).toBe(false);
  });

  it("keeps a device registration failure from breaking the page", async () => {
    const api = new MemoryApiClient().on("GET /profile", () => ({ ok: profile }));
    const { run } = setup({ api });
    expect((await run("http://x/"))._unsafeUnwrap().session.loggedIn).toBe(true);
  });

  it("stores utm cookies for 56 days and keeps the promo code for the visit", async () => {
    const { cookies, run } = setup({ auth: null });
    expect((await run("http://x/?utm_id=abc&utm_campaign=rentree&promocode=PIXPAY23"))._unsafeUnwrap().promocode).toBe(
      "PIXPAY23",
    );
    expect(cookies.values.get("utm_id")).toEqual({ value: "abc", maxAgeSeconds: 4_838_400 });
    expect(cookies.values.get("utm_campaign")).toEqual({ value: "rentree", maxAgeSeconds: 4_838_400 });
    expect((await run("http://x/bac"))._unsafeUnwrap().promocode).toBe("PIXPAY23");
  });

  it("issue 15: without marketing consent, no utm cookie, no installation id, no device registration", async () => {
    for (const choice of [false, null]) {
      const { api, cookies, installation, run } = setup({ marketing: choice });
      const site = (await run("http://x/?utm_id=abc&utm_campaign=rentree&promocode=PIXPAY23"))._unsafeUnwrap();
      expect(site.session.loggedIn).toBe(true);
      expect(site.promocode).toBe("PIXPAY23");
      expect(cookies.get("utm_id")).toBeNull();
      expect(cookies.get("utm_campaign")).toBeNull();
      expect(installation.kept).toBe(false);
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /profile"]);
    }
  });

  it("issue 15: a withdrawn or expired consent removes the utm cookies and the installation id", async () => {
    const { cookies, installation, run } = setup({ auth: null });
    await run("http://x/?utm_id=abc");
    expect(cookies.get("utm_id")).toBe("abc");
    installation.getOrCreate();
    cookies.set("cookieConsent", consent(false));
    await run("http://x/bac");
    expect(cookies.values.get("utm_id")).toEqual({ value: "", maxAgeSeconds: 0 });
    // Thirteen months on, the old choice no longer counts.
    const stale = setup({ auth: cookie });
    stale.cookies.set("cookieConsent", `a1.m1.${NOW - 396 * 86_400_000}`);
    stale.cookies.set("utm_campaign", "rentree");
    stale.installation.getOrCreate();
    await stale.run("http://x/");
    expect(stale.cookies.values.get("utm_campaign")).toEqual({ value: "", maxAgeSeconds: 0 });
    expect(stale.installation.kept).toBe(false);
    expect(stale.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /profile"]);
  });

  it("issue 15: an empty ?promocode= drops the code kept for the visit", async () => {
    const { run } = setup({ auth: null });
    await run("http://x/?promocode=PIXPAY23");
    expect((await run("http://x/premium?promocode="))._unsafeUnwrap().promocode).toBeNull();
    expect((await run("http://x/premium"))._unsafeUnwrap().promocode).toBeNull();
  });

  it("issue 15: reads the banners' open flags kept for the session", async () => {
    const { cookies, run } = setup({ auth: null });
    expect((await run("http://x/"))._unsafeUnwrap().banners).toEqual({ subscription: true, offer: true });
    cookies.set("nomadPlusBannerOpened", "0");
    expect((await run("http://x/"))._unsafeUnwrap().banners).toEqual({ subscription: false, offer: true });
  });
});
