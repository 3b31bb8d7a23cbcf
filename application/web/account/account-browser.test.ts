import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryBrowserAnalytics } from "../../../adapters/memory/memory-browser-analytics.ts";
import { MemoryBrowserStorage } from "../../../adapters/memory/memory-browser-storage.ts";
import { AnalyticsToken } from "../analytics/ports.ts";
import { BrowserStorageToken } from "../chrome/ports.ts";
import { AccountBrowserSession } from "./account-browser.ts";

function setup(storage = new MemoryBrowserStorage()) {
  const c = root.createChildContainer();
  const analytics = new MemoryBrowserAnalytics();
  c.registerInstance(AnalyticsToken, analytics);
  c.registerInstance(BrowserStorageToken, storage);
  return { analytics, storage, session: c.resolve(AccountBrowserSession) };
}

describe("AccountBrowserSession (§3 browser storage, §4 profiling steps, §7 analytics)", () => {
  it("keeps the e-mail of the login and sign-up forms for the tab", () => {
    const { session, storage } = setup();
    expect(session.rememberedEmail("login")).toBeNull();
    session.rememberEmail("register", "  ines@example.org ");
    session.rememberEmail("login", "   ");
    expect(storage.get("session", "register")).toBe("ines@example.org");
    expect(session.rememberedEmail("login")).toBeNull();
  });

  it("records the profiling steps, with profilingStart once and profilingProgress per new step", () => {
    const { session, storage, analytics } = setup();
    expect(session.profilingStepReached("userType")).toEqual(["userType"]);
    session.profilingStepReached("userType"); // a reload of the same step
    expect(session.profilingStepReached("level")).toEqual(["userType", "level"]);
    expect(session.profilingStepReached("userType")).toEqual(["userType"]); // back
    expect(storage.get("local", "profiling_steps")).toBe('["userType"]');
    expect(analytics.names()).toEqual([
      "profilingStart",
      "profilingProgress",
      "profilingProgress",
      "profilingProgress",
    ]);
    expect(analytics.events[2]).toEqual({ event: "profilingProgress", step: "level" });
  });

  it("clears the list when profiling completes, and sends profilingComplete once", () => {
    const { session, storage, analytics } = setup();
    session.profilingStepReached("userType");
    session.profilingStepReached("level");
    session.profilingCompleted();
    session.profilingCompleted(); // the done page reloaded
    expect(storage.get("local", "profiling_steps")).toBeNull();
    expect(analytics.names().filter((name) => name === "profilingComplete")).toHaveLength(1);
  });

  it("clears the list at login and keeps the login e-mail", () => {
    const storage = new MemoryBrowserStorage({ local: { profiling_steps: '["userType","level"]' } });
    const { session } = setup(storage);
    session.loggingIn("eleve@demo.test");
    expect(storage.get("local", "profiling_steps")).toBeNull();
    expect(storage.get("session", "login")).toBe("eleve@demo.test");
  });

  it("sends the sign-up events", () => {
    const { session, analytics } = setup();
    session.signUpStarted();
    session.signUpCompleted();
    expect(analytics.names()).toEqual(["signUpStart", "signUpComplete"]);
  });
});
