// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  isTurnstileTestKey,
  TURNSTILE_TEST_TOKEN,
  TurnstileBotProtection,
  type TurnstileApi,
  type TurnstileHost,
} from "./turnstile-bot-protection.ts";

function fakeApi(outcome: { token: string } | { error: string }) {
  const rendered: { action: string; sitekey: string }[] = [];
  const removed: string[] = [];
  const api: TurnstileApi = {
    render(_container, options) {
      rendered.push({ action: options.action, sitekey: options.sitekey });
      queueMicrotask(() =>
        "token" in outcome ? options.callback(outcome.token) : options["error-callback"](outcome.error),
      );
      return "w1";
    },
    remove: (id) => removed.push(id),
  };
  return { api, rendered, removed };
}

describe("TurnstileBotProtection (§7 bot protection)", () => {
  it("recognises Cloudflare's test site keys", () => {
    expect(isTurnstileTestKey("1x00000000000000000000AA")).toBe(true);
    expect(isTurnstileTestKey("0x4AAAAAAAB")).toBe(false);
  });

  it("with a test key loads no script and answers the test token", async () => {
    const protection = new TurnstileBotProtection("1x00000000000000000000AA");
    protection.preload();
    expect(document.head.querySelector("script[src*='turnstile']")).toBeNull();
    expect((await protection.token("subscribe"))._unsafeUnwrap()).toBe(TURNSTILE_TEST_TOKEN);
  });

  it("without a key there is no token", async () => {
    expect((await new TurnstileBotProtection("").token("subscribe"))._unsafeUnwrapErr()).toEqual({
      type: "BotProtectionUnavailable",
    });
  });

  it("renders a widget for the action and resolves with its token, then removes it", async () => {
    const { api, rendered, removed } = fakeApi({ token: "real-token" });
    const host: TurnstileHost = { turnstile: api };
    const protection = new TurnstileBotProtection("0x4AAAAAAAB", { host, doc: document });
    expect((await protection.token("subscribe"))._unsafeUnwrap()).toBe("real-token");
    expect(rendered).toEqual([{ action: "subscribe", sitekey: "0x4AAAAAAAB" }]);
    expect(removed).toEqual(["w1"]);
    expect(document.querySelector(".bot-check")).toBeNull();
  });

  it("turns a challenge error into a failure value", async () => {
    const { api } = fakeApi({ error: "110200" });
    const protection = new TurnstileBotProtection("0x4AAAAAAAB", { host: { turnstile: api }, doc: document });
    expect((await protection.token("subscribe"))._unsafeUnwrapErr()).toEqual({
      type: "BotChallengeFailed",
      code: "110200",
    });
  });

  it("loads the script once on preload and reports it unavailable when it fails", async () => {
    const host: TurnstileHost = {};
    // A document that records the script element instead of fetching it (no network in tests).
    const scripts: EventTarget[] = [];
    const doc = {
      createElement: () =>
        Object.assign(new EventTarget(), { src: "", async: false, defer: false, remove: () => undefined }),
      head: { append: (script: EventTarget) => scripts.push(script) },
      body: { append: () => undefined },
    } as unknown as Document;
    const protection = new TurnstileBotProtection("0x4AAAAAAAB", { host, doc, timeoutMs: 1000 });
    protection.preload();
    protection.preload();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit" });
    const pending = protection.token("subscribe");
    scripts[0]!.dispatchEvent(new Event("error"));
    expect((await pending)._unsafeUnwrapErr()).toEqual({ type: "BotProtectionUnavailable" });
    const retry = protection.token("subscribe"); // a failed load may be tried again
    expect(scripts).toHaveLength(2);
    host.turnstile = fakeApi({ token: "t2" }).api;
    scripts[1]!.dispatchEvent(new Event("load"));
    expect((await retry)._unsafeUnwrap()).toBe("t2");
  });
});
