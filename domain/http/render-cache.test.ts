import { describe, expect, it } from "vitest";
import {
  keepsRender,
  NEVER_CACHED_PATHS,
  RENDER_CACHE_BUCKET_MS,
  renderCacheDecision,
  type RenderRequest,
} from "./render-cache.ts";

const NOW = Date.parse("2026-11-22T18:00:30Z");
const NAMES = { auth: "revizo_auth", locale: "locale", promocode: "promocode" };

function request(
  target: string,
  options: { method?: string; headers?: Record<string, string>; cookies?: Record<string, string>; now?: number } = {},
): RenderRequest {
  const headers = new Map(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method: options.method ?? "GET",
    url: new URL(target, "https://revizo.test"),
    header: (name) => headers.get(name) ?? null,
    cookies: new Map(Object.entries(options.cookies ?? {})),
    cookieNames: NAMES,
    now: options.now ?? NOW,
    build: "b1",
  };
}

function keyOf(...args: Parameters<typeof request>): string {
  const decision = renderCacheDecision(request(...args));
  if (!decision.cacheable) throw new Error(`not cacheable: ${decision.reason}`);
  return decision.key;
}

describe("issue 14: which page requests the render cache answers", () => {
  it("never answers a member, whatever the page", () => {
    expect(renderCacheDecision(request("/", { cookies: { revizo_auth: "x" } }))).toEqual({
      cacheable: false,
      reason: "member",
    });
    expect(renderCacheDecision(request("/premium", { headers: { authorization: "Bearer abc" } }))).toMatchObject({
      cacheable: false,
      reason: "member",
    });
  });
  it("answers only GET", () => {
    expect(renderCacheDecision(request("/", { method: "POST" }))).toMatchObject({ reason: "method" });
    expect(renderCacheDecision(request("/", { method: "HEAD" }))).toMatchObject({ reason: "method" });
  });
  it("never answers member, account and payment pages, their data, nor the pages under them", () => {
    for (const path of NEVER_CACHED_PATHS) {
      expect(renderCacheDecision(request(path))).toMatchObject({ reason: "path" });
      expect(renderCacheDecision(request(`${path}/x/`))).toMatchObject({ reason: "path" });
    }
    expect(renderCacheDecision(request("/Mon-Compte/"))).toMatchObject({ reason: "path" });
    expect(renderCacheDecision(request("/premium.data"))).toMatchObject({ reason: "path" });
    expect(renderCacheDecision(request("/premium/checkout/solo?intent=pay"))).toMatchObject({ reason: "path" });
    // A page whose name only starts like a member page is a page like the others.
    expect(renderCacheDecision(request("/mon-compte-pratique")).cacheable).toBe(true);
  });
  it("never answers a request whose page remembers something for the visitor", () => {
    for (const query of ["lang=en", "promocode=ETE", "utm_id=1", "utm_campaign=rentree", "promocode="])
      expect(renderCacheDecision(request(`/?${query}`))).toMatchObject({ reason: "visitor-state" });
    expect(renderCacheDecision(request("/premium", { cookies: { promocode: "ETE" } }))).toMatchObject({
      reason: "visitor-state",
    });
  });

  it("keys on the path and the whole query, in any order", () => {
    expect(keyOf("/blog?page=2&tag=bac")).toBe(keyOf("/blog?tag=bac&page=2"));
    expect(keyOf("/blog?page=2")).not.toBe(keyOf("/blog?page=3"));
    expect(keyOf("/blog")).not.toBe(keyOf("/blog?page=2"));
    expect(keyOf("/revisions/a")).not.toBe(keyOf("/revisions/b"));
  });
  it("keys on the language the page resolves, not on the raw header", () => {
    const french = keyOf("/", { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(keyOf("/", { headers: { "accept-language": "fr-CA" } })).toBe(french);
    expect(keyOf("/")).toBe(french); // French by default
    const english = keyOf("/", { headers: { "accept-language": "en-GB,en;q=0.8" } });
    expect(english).not.toBe(french);
    // The remembered choice wins over the browser's languages (§2).
    expect(keyOf("/", { headers: { "accept-language": "en" }, cookies: { locale: "fr" } })).toBe(french);
  });
  it("keys on the region the page resolves (query, then country headers, FR by default)", () => {
    const france = keyOf("/premium");
    expect(keyOf("/premium", { headers: { "cf-ipcountry": "fr" } })).toBe(france);
    expect(keyOf("/premium", { headers: { "cf-ipcountry": "SN" } })).not.toBe(france);
    expect(keyOf("/premium", { headers: { "x-country-code": "SN" } })).toBe(
      keyOf("/premium", { headers: { "cf-ipcountry": "SN" } }),
    );
  });
  it("keys on the banners' open flags", () => {
    const open = keyOf("/");
    expect(keyOf("/", { cookies: { nomadPlusBannerOpened: "1" } })).toBe(open);
    expect(keyOf("/", { cookies: { nomadPlusBannerOpened: "0" } })).not.toBe(open);
    expect(keyOf("/", { cookies: { offerStickyBannerOpened: "0" } })).not.toBe(
      keyOf("/", { cookies: { nomadPlusBannerOpened: "0" } }),
    );
  });
  it("keys on the reader's comfort settings (issue 30), a cookie it cannot read being the defaults", () => {
    const plain = keyOf("/");
    expect(keyOf("/", { cookies: { readingComfort: "2.wide.dyslexia.system" } })).not.toBe(plain);
    expect(keyOf("/", { cookies: { readingComfort: "2.wide.dyslexia.system" } })).toBe(
      keyOf("/", { cookies: { readingComfort: "2.wide.dyslexia.system" } }),
    );
    expect(keyOf("/", { cookies: { readingComfort: "0.normal.default.system" } })).toBe(plain);
    expect(keyOf("/", { cookies: { readingComfort: "not-a-setting" } })).toBe(plain);
    expect(
      renderCacheDecision(request("/", { cookies: { readingComfort: "1.wide.hyperlegible.reduce" } })),
    ).toMatchObject({
      ignoredCookieValues: [],
    });
  });
  it("keys on the minute and the build, and keeps a page until the end of its minute", () => {
    const decision = renderCacheDecision(request("/"));
    expect(decision).toMatchObject({ cacheable: true, expiresAt: Date.parse("2026-11-22T18:01:00Z") });
    expect(keyOf("/", { now: NOW + 29_000 })).toBe(keyOf("/"));
    expect(keyOf("/", { now: NOW + 30_000 })).not.toBe(keyOf("/"));
    expect(RENDER_CACHE_BUCKET_MS).toBe(60_000);
    expect(renderCacheDecision({ ...request("/"), build: "b2" })).not.toEqual(decision);
  });
  it("ignores the cookies the page does not render, and lists their values", () => {
    const key = keyOf("/");
    expect(keyOf("/", { cookies: { installationId: "0b1c2d3e-aaaa", _ga: "GA1.2.3" } })).toBe(key);
    expect(
      renderCacheDecision(
        request("/", { cookies: { installationId: "0b1c2d3e-aaaa", locale: "en", nomadPlusBannerOpened: "0" } }),
      ),
    ).toMatchObject({ ignoredCookieValues: ["0b1c2d3e-aaaa"] });
  });
});

describe("issue 14: which rendered pages the render cache keeps", () => {
  const page = {
    status: 200,
    contentType: "text/html; charset=utf-8",
    setsCookie: false,
    cacheControl: null,
    html: "<!doctype html><p>Intégrales</p>",
    ignoredCookieValues: [],
  };
  it("keeps a complete anonymous HTML page", () => {
    expect(keepsRender(page)).toBe(true);
    expect(keepsRender({ ...page, cacheControl: "public, max-age=60" })).toBe(true);
  });
  it("keeps no other answer", () => {
    expect(keepsRender({ ...page, status: 404 })).toBe(false);
    expect(keepsRender({ ...page, status: 302 })).toBe(false);
    expect(keepsRender({ ...page, setsCookie: true })).toBe(false);
    expect(keepsRender({ ...page, contentType: "application/json" })).toBe(false);
    expect(keepsRender({ ...page, contentType: null })).toBe(false);
    expect(keepsRender({ ...page, cacheControl: "private, no-store" })).toBe(false);
    expect(keepsRender({ ...page, cacheControl: "no-store" })).toBe(false);
  });
  it("keeps no page that shows a value of a cookie the key does not hold", () => {
    const id = "7f3e0c2a-1d4b-4c59-9e2f-1a2b3c4d5e6f";
    expect(keepsRender({ ...page, html: `<script>var d="${id}"</script>`, ignoredCookieValues: [id] })).toBe(false);
    expect(keepsRender({ ...page, ignoredCookieValues: [id] })).toBe(true);
    // Short values are in every page: not looked for.
    expect(keepsRender({ ...page, html: "<p>1</p>", ignoredCookieValues: ["1"] })).toBe(true);
  });
});
