import { describe, expect, it } from "vitest";
import { INITIAL_POPINS, isPopinDisplayed, mayRecommendApp, POPIN_IDS, popinsReducer } from "./popins.ts";

describe("§3/§4 popins by id", () => {
  it("start hidden", () => {
    expect(INITIAL_POPINS).toEqual({ appRecommendation: false, paidAppRecommendation: false });
    expect(POPIN_IDS).toEqual(["appRecommendation", "paidAppRecommendation"]);
  });
  it("are shown, hidden and toggled individually", () => {
    const shown = popinsReducer(INITIAL_POPINS, { type: "show", id: "paidAppRecommendation" });
    expect(shown).toEqual({ appRecommendation: false, paidAppRecommendation: true });
    expect(popinsReducer(shown, { type: "show", id: "paidAppRecommendation" })).toEqual(shown);
    expect(popinsReducer(shown, { type: "hide", id: "paidAppRecommendation" })).toEqual(INITIAL_POPINS);
    expect(popinsReducer(shown, { type: "hide", id: "appRecommendation" })).toEqual(shown);
    const toggled = popinsReducer(shown, { type: "toggle", id: "appRecommendation" });
    expect(toggled).toEqual({ appRecommendation: true, paidAppRecommendation: true });
    expect(popinsReducer(toggled, { type: "toggle", id: "appRecommendation" })).toEqual(shown);
  });
  it("does not change the state it is given", () => {
    popinsReducer(INITIAL_POPINS, { type: "show", id: "appRecommendation" });
    expect(INITIAL_POPINS.appRecommendation).toBe(false);
  });
});

describe("§2 app-recommendation popins are handheld-only", () => {
  const both = { appRecommendation: true, paidAppRecommendation: true };
  it("appear below 960px wide when their flag is set", () => {
    for (const id of POPIN_IDS) {
      expect(isPopinDisplayed(both, id, 375)).toBe(true);
      expect(isPopinDisplayed(both, id, 959)).toBe(true);
      expect(isPopinDisplayed(INITIAL_POPINS, id, 375)).toBe(false);
    }
  });
  it("are hidden from 960px wide, and before the width is known", () => {
    for (const id of POPIN_IDS) {
      expect(isPopinDisplayed(both, id, 960)).toBe(false);
      expect(isPopinDisplayed(both, id, 0)).toBe(false);
    }
  });
});

describe("issue 15: where and when an app-recommendation popin may open", () => {
  it("opens over the member's revision pages", () => {
    expect(mayRecommendApp({ path: "/revisions/cours-et-quiz", paidThisSession: false })).toBe(true);
    expect(mayRecommendApp({ path: "/mon-avenir", paidThisSession: false })).toBe(true);
    expect(mayRecommendApp({ path: "/mon-comptes", paidThisSession: false })).toBe(true);
  });
  it("never opens over a member's account pages", () => {
    for (const path of ["/mon-compte", "/mon-compte/", "/Mon-Compte?x=1", "/mon-compte/abonnement/resilier"]) {
      expect(mayRecommendApp({ path, paidThisSession: false })).toBe(false);
    }
  });
  it("never opens in the browser session of a payment", () => {
    expect(mayRecommendApp({ path: "/revisions/cours-et-quiz", paidThisSession: true })).toBe(false);
  });
});
