import { describe, expect, it } from "vitest";
import { toProfileMap } from "./profile.ts";
import { ACCOUNT_SITE_PROFILING } from "./destination.ts";
import { GUARD_NAMES, isGuardName, runGuard, skipsProfileCheck, type GuardContext } from "./guards.ts";

/** §3 Profile: logged out, not yet loaded, or cleared. */
const EMPTY_PROFILE: Readonly<Record<string, unknown>> = {};

const profile = toProfileMap([{ name: "firstname", value: "Léa" }]);
const ctx: GuardContext = {
  path: "/",
  query: {},
  loggedIn: false,
  profile: { status: "notLoaded" },
  storedLocale: null,
  browserLanguages: [],
};
const member: GuardContext = { ...ctx, loggedIn: true, profile: { status: "loaded", profile } };

describe("§6 unknown guard", () => {
  it("yields a 500 Unknown middleware", () => {
    expect(runGuard("auth", ctx)).toEqual({ type: "error", status: 500, message: "Unknown middleware" });
    expect(runGuard("nope", member)).toEqual({ type: "error", status: 500, message: "Unknown middleware" });
  });
  it("knows exactly four guards", () => {
    expect(GUARD_NAMES).toEqual(["accountSiteRedirect", "locale", "partners", "profiling"]);
    expect(isGuardName("profiling")).toBe(true);
    expect(isGuardName("toString")).toBe(false);
  });
});

describe("§6 account-site redirect", () => {
  it("sends a logged-in user on /revisions to the account site, keeping the query", () => {
    expect(runGuard("accountSiteRedirect", { ...member, path: "/revisions/", query: { a: "1" } })).toEqual({
      type: "redirect",
      status: 302,
      to: { site: "accountSite", path: "/revisions", query: { a: "1" } },
    });
  });
  it("lets visitors and other paths through", () => {
    expect(runGuard("accountSiteRedirect", { ...ctx, path: "/revisions" })).toEqual({ type: "continue" });
    expect(runGuard("accountSiteRedirect", { ...member, path: "/revisions/cours-et-quiz" })).toEqual({
      type: "continue",
    });
    expect(runGuard("accountSiteRedirect", { ...member, path: "/" })).toEqual({ type: "continue" });
  });
});

describe("§2/§6 locale guard", () => {
  it("continues with the resolved locale", () => {
    expect(runGuard("locale", { ...ctx, query: { lang: "en" } })).toEqual({
      type: "continue",
      locale: { locale: "en", remember: "en" },
    });
    expect(runGuard("locale", { ...ctx, storedLocale: "en" })).toEqual({
      type: "continue",
      locale: { locale: "en", remember: null },
    });
    expect(runGuard("locale", { ...ctx, path: "/reset", browserLanguages: ["en"] })).toEqual({
      type: "continue",
      locale: { locale: "fr", remember: null },
    });
  });
});

describe("§6 partners guard (design: partner category slugs move to the partner page)", () => {
  it("redirects a revisions category route holding the road-prevention slug", () => {
    expect(
      runGuard("partners", { ...ctx, path: "/revisions/college/prevention-routiere", query: { utm_id: "x" } }),
    ).toEqual({
      type: "redirect",
      status: 301,
      to: { site: "self", path: "/partenaires/prevention-routiere", query: { utm_id: "x" } },
    });
    expect(runGuard("partners", { ...ctx, path: "/revisions/lycee/Prevention-Routiere/" }).type).toBe("redirect");
    expect(runGuard("partners", { ...ctx, path: "/revisions/lycee/prevention%2Droutiere" }).type).toBe("redirect");
  });
  it("lets other categories and routes through", () => {
    for (const path of [
      "/revisions/college/maths",
      "/revisions/prevention-routiere",
      "/partenaires/prevention-routiere",
      "/revisions/a/%E0%A4%A",
      "/revisions/a/constructor",
    ]) {
      expect(runGuard("partners", { ...ctx, path })).toEqual({ type: "continue" });
    }
  });
});

describe("§4/§6/§8 profiling guard", () => {
  it("lets visitors through", () => {
    expect(runGuard("profiling", ctx)).toEqual({ type: "continue" });
  });
  it("skips the profile check on the profiling and signup-successfull-signin routes", () => {
    expect(skipsProfileCheck("/profiling")).toBe(true);
    expect(skipsProfileCheck("/signup/successfull-signin/")).toBe(true);
    expect(skipsProfileCheck("/signup")).toBe(false);
    expect(skipsProfileCheck("/")).toBe(false);
    const noProfile = { ...member, profile: { status: "loaded" as const, profile: EMPTY_PROFILE } };
    expect(runGuard("profiling", { ...noProfile, path: "/profiling" })).toEqual({ type: "continue" });
    expect(runGuard("profiling", { ...noProfile, path: "/signup/successfull-signin" })).toEqual({ type: "continue" });
  });
  it("asks for the profile when a member's is not loaded yet", () => {
    expect(runGuard("profiling", { ...member, profile: { status: "notLoaded" } })).toEqual({ type: "loadProfile" });
  });
  it("sends to the other application's profiling page when the fetch failed, with the summary or the generic message", () => {
    expect(
      runGuard("profiling", { ...member, profile: { status: "failed", summary: "Service indisponible" } }),
    ).toEqual({
      type: "redirect",
      status: 302,
      to: ACCOUNT_SITE_PROFILING,
      message: { kind: "summary", text: "Service indisponible" },
    });
    expect(runGuard("profiling", { ...member, profile: { status: "failed" } })).toMatchObject({
      message: { kind: "code", code: "GenericErrorRetryShortly" },
    });
  });
  it("sends a member without profile to profiling", () => {
    expect(runGuard("profiling", { ...member, profile: { status: "loaded", profile: EMPTY_PROFILE } })).toEqual({
      type: "redirect",
      status: 302,
      to: ACCOUNT_SITE_PROFILING,
    });
  });
  it("sends a member whose profiling must be refreshed, resuming at the given step", () => {
    const refresh = toProfileMap([
      { name: "firstname", value: "L" },
      { name: "refreshProfiling", value: { step: 3 } },
    ]);
    expect(runGuard("profiling", { ...member, profile: { status: "loaded", profile: refresh } })).toEqual({
      type: "redirect",
      status: 302,
      to: { ...ACCOUNT_SITE_PROFILING, query: { step: "3" } },
    });
    const noStep = toProfileMap([{ name: "refreshProfiling", value: true }]);
    expect(runGuard("profiling", { ...member, profile: { status: "loaded", profile: noStep } })).toEqual({
      type: "redirect",
      status: 302,
      to: ACCOUNT_SITE_PROFILING,
    });
  });
  it("lets a profiled member through", () => {
    expect(runGuard("profiling", member)).toEqual({ type: "continue" });
  });
});
