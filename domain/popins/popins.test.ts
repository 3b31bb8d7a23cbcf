import { describe, expect, it } from "vitest";
import { INITIAL_POPINS, isPopinDisplayed, POPIN_IDS, popinsReducer } from "./popins.ts";

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
