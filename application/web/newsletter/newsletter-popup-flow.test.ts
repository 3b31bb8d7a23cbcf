import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryBrowserAnalytics } from "../../../adapters/memory/memory-browser-analytics.ts";
import { FixedRandom, MemoryBotProtection } from "../../../adapters/memory/memory-browser-runtime.ts";
import { MemoryBrowserStorage } from "../../../adapters/memory/memory-browser-storage.ts";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { AnalyticsToken } from "../analytics/ports.ts";
import { BrowserStorageToken, RandomSourceToken } from "../chrome/ports.ts";
import { ApiClientToken } from "../http/ports.ts";
import { NewsletterPopupFlow } from "./newsletter-popup-flow.ts";
import { BotProtectionToken } from "./ports.ts";

function setup(
  options: { api?: MemoryApiClient; bots?: MemoryBotProtection; storage?: MemoryBrowserStorage; random?: number } = {},
) {
  const c = root.createChildContainer();
  const storage = options.storage ?? new MemoryBrowserStorage();
  const analytics = new MemoryBrowserAnalytics();
  const bots = options.bots ?? new MemoryBotProtection();
  const api = options.api ?? new MemoryApiClient().on("POST /newsletter/subscribe", () => ({ ok: { ok: true } }));
  c.registerInstance(BrowserStorageToken, storage);
  c.registerInstance(RandomSourceToken, new FixedRandom([options.random ?? 0.7]));
  c.registerInstance(AnalyticsToken, analytics);
  c.registerInstance(BotProtectionToken, bots);
  c.registerInstance(ApiClientToken, api);
  return { flow: c.resolve(NewsletterPopupFlow), storage, analytics, bots, api };
}

function fill(session: ReturnType<NewsletterPopupFlow["start"]>, email = "eleve@example.org") {
  session.dispatch({ type: "Triggered", path: "/bac" });
  session.dispatch({ type: "UserTypeChosen", userType: "lycee" });
  session.dispatch({ type: "ProgramChosen", program: "terminale" });
  session.dispatch({ type: "EmailEdited", email });
  session.dispatch({ type: "ConsentChanged", accepted: true });
}

describe("NewsletterPopupFlow (§4 newsletter popup, §7 POST /newsletter/subscribe, §8)", () => {
  it("picks a variant at random and keeps it in local storage", () => {
    const { flow, storage } = setup({ random: 0.7 });
    expect(flow.start().getState().variant).toBe("popup-b");
    expect(storage.get("local", "newsletterPopupVariant")).toBe("popup-b");
    const again = setup({ storage, random: 0.1 });
    expect(again.flow.start().getState().variant).toBe("popup-b");
  });

  it("starts loading the bot-protection widget on request (§7: 5 s after the page)", () => {
    const { flow, bots } = setup();
    flow.preloadBotProtection();
    expect(bots.preloads).toBe(1);
  });

  it("may not show once closed in this session or once the e-mail was given", () => {
    expect(setup().flow.mayShow()).toBe(true);
    expect(
      setup({ storage: new MemoryBrowserStorage({ session: { newsletterPopupSeen: "true" } }) }).flow.mayShow(),
    ).toBe(false);
    expect(
      setup({ storage: new MemoryBrowserStorage({ local: { newsletterInfoEntered: "true" } }) }).flow.mayShow(),
    ).toBe(false);
  });

  it("is shown on an allowed page only, and closing stores the seen flag in the session", () => {
    const { flow, storage } = setup();
    const session = flow.start();
    session.dispatch({ type: "Triggered", path: "/premium/offre-solo" });
    expect(session.getState().phase).toBe("hidden");
    session.dispatch({ type: "Triggered", path: "/" });
    expect(session.getState().phase).toBe("shown");
    session.dispatch({ type: "Closed" });
    expect(session.getState().phase).toBe("closed");
    expect(storage.get("session", "newsletterPopupSeen")).toBe("true");
  });

  it("subscribes with a bot-protection token for 'subscribe', then confirms and stores the flags", async () => {
    const { flow, storage, bots, api } = setup();
    const session = flow.start("en");
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().phase));
    fill(session, " Eleve@Example.org ");
    session.dispatch({ type: "SubmitRequested" });
    expect(session.getState().phase).toBe("submitting");
    session.dispatch({ type: "SubmitRequested" }); // in flight: ignored
    await session.settled();
    expect(bots.actions).toEqual(["subscribe"]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({
      email: "eleve@example.org", // trimmed and in lower case (domain normalizeEmail)
      sourceAccessTypeName: "student",
      sourceLevelOfEducationName: "terminale",
      sourceLocation: "popup-b",
      acceptNewsletter: true,
      recaptchaToken: "XXXX.DUMMY.TOKEN.XXXX",
      locale: "en", // issue 32: the page's language, the welcome mail's
    });
    expect(session.getState()).toMatchObject({ phase: "submitted", confirmation: "EmailSent" });
    expect(storage.get("local", "newsletterInfoEntered")).toBe("true");
    expect(storage.get("session", "newsletterPopupSeen")).toBe("true");
    expect(seen).toContain("submitted");
  });

  it("marks the e-mail as existing on 400, shows the server's summary and pushes a failure event", async () => {
    const api = new MemoryApiClient().on("POST /newsletter/subscribe", () => ({
      fail: httpFailure(400, "AlreadySubscribed", "Cette adresse email est déjà inscrite à la newsletter."),
    }));
    const { flow, analytics } = setup({ api });
    const session = flow.start();
    fill(session);
    session.dispatch({ type: "SubmitRequested" });
    await session.settled();
    expect(session.getState()).toMatchObject({
      phase: "failed",
      emailAlreadyExists: true,
      error: { code: "ServerMessage", summary: "Cette adresse email est déjà inscrite à la newsletter." },
    });
    expect(analytics.events).toContainEqual({ event: "newsletterFailure", sourceLocation: "popup-b", status: 400 });
    session.dispatch({ type: "EmailEdited", email: "autre@example.org" });
    expect(session.getState()).toMatchObject({ phase: "shown", emailAlreadyExists: false, error: null });
  });

  it("shows the generic error when the bot check cannot run, without calling the API", async () => {
    const bots = new MemoryBotProtection({ fail: { type: "BotProtectionUnavailable" } });
    const { flow, api, analytics } = setup({ bots });
    const session = flow.start();
    fill(session);
    session.dispatch({ type: "SubmitRequested" });
    await session.settled();
    expect(api.calls).toHaveLength(0);
    expect(session.getState()).toMatchObject({
      phase: "failed",
      emailAlreadyExists: false,
      error: { code: "GenericError" },
    });
    expect(analytics.events).toContainEqual({ event: "newsletterFailure", sourceLocation: "popup-b", status: null });
  });

  it("shows the generic error on a network failure", async () => {
    const api = new MemoryApiClient().on("POST /newsletter/subscribe", () => ({
      fail: { type: "NetworkError", message: messageFor(null) },
    }));
    const { flow } = setup({ api });
    const session = flow.start();
    fill(session);
    session.dispatch({ type: "SubmitRequested" });
    await session.settled();
    expect(session.getState().error).toEqual({ code: "GenericError" });
  });

  it("pushes one analytics event on the first character typed", () => {
    const { flow, analytics } = setup({ random: 0.2 });
    const session = flow.start();
    session.dispatch({ type: "Triggered", path: "/" });
    session.dispatch({ type: "EmailEdited", email: "a" });
    session.dispatch({ type: "EmailEdited", email: "ab" });
    expect(analytics.events).toEqual([{ event: "newsletterEmailStart", sourceLocation: "popup-a" }]);
  });

  it("stops notifying a listener once unsubscribed", () => {
    const { flow } = setup();
    const session = flow.start();
    let calls = 0;
    const stop = session.subscribe(() => (calls += 1));
    session.dispatch({ type: "Triggered", path: "/" });
    stop();
    session.dispatch({ type: "Closed" });
    expect(calls).toBe(1);
  });
});
