import { describe, expect, it } from "vitest";
import { sessionView } from "../account/session/session-view.ts";
import { VISITOR } from "../account/session/visitor.ts";
import { chromeVisibility, type ChromeContext } from "./chrome-visibility.ts";

const member = sessionView(true, "m-1", [
  { name: "firstname", value: "Léa" },
  { name: "products", value: [] },
  { name: "plans", value: [] },
]);
const subscriber = sessionView(true, "m-2", [
  { name: "firstname", value: "Léa" },
  { name: "products", value: ["premium"] },
  { name: "plans", value: [{ id: "solo-yearly" }] },
]);
const withoutProfile = sessionView(true, "m-3", []);

const at = (context: Partial<ChromeContext>) =>
  chromeVisibility({
    layout: "public",
    path: "/",
    search: "",
    session: VISITOR,
    offersAvailable: true,
    appListed: true,
    ...context,
  });

describe("chromeVisibility (§2 layouts, footer, popins and banners)", () => {
  it("public layout for a visitor: header, footer, banner and the e-mail popin", () => {
    expect(at({})).toEqual({
      header: true,
      footer: true,
      publicBanner: true,
      subscriptionBanner: false,
      emailPopin: true,
      promoPopin: false,
      offerBanner: false,
      appRecommendation: null,
    });
  });

  it("hides the footer on /profiling only", () => {
    expect(at({ path: "/profiling" }).footer).toBe(false);
    expect(at({ path: "/profiling/" }).footer).toBe(false);
    expect(at({ path: "/bac" }).footer).toBe(true);
  });

  it("no public banner for users with a plan, nor on /premium or /login", () => {
    expect(at({ session: subscriber }).publicBanner).toBe(false);
    expect(at({ path: "/premium/offre-solo" }).publicBanner).toBe(false);
    expect(at({ path: "/login" }).publicBanner).toBe(false);
    expect(at({ session: member }).publicBanner).toBe(true);
  });

  it("no public banner for a member without profile, whose plans are not known (one may have just paid)", () => {
    expect(at({ session: withoutProfile }).publicBanner).toBe(false);
    expect(at({ session: withoutProfile, path: "/subscribe-success" }).publicBanner).toBe(false);
    expect(at({ session: member, path: "/subscribe-success" }).publicBanner).toBe(true);
  });

  it("no e-mail popin on /premium, on orientation pages, nor for members", () => {
    expect(at({ path: "/premium" }).emailPopin).toBe(false);
    expect(at({ path: "/orientation/parcoursup" }).emailPopin).toBe(false);
    expect(at({ path: "/nos-engagements/orientation" }).emailPopin).toBe(false);
    expect(at({ session: member }).emailPopin).toBe(false);
    expect(at({ layout: "offer" }).emailPopin).toBe(true);
    expect(at({ layout: "webspace" }).emailPopin).toBe(false);
  });

  it("the promotional popin for members without a plan where offers are available", () => {
    expect(at({ session: member }).promoPopin).toBe(true);
    expect(at({ session: member, offersAvailable: false }).promoPopin).toBe(false);
    expect(at({ session: member, path: "/partenaires/x" }).promoPopin).toBe(false);
    expect(at({ session: subscriber }).promoPopin).toBe(false);
    expect(at({ session: withoutProfile }).promoPopin).toBe(false);
  });

  it("webspace: subscription banner without products and plans, except listed paths; noMenu hides header and footer", () => {
    const webspace = (context: Partial<ChromeContext>) =>
      at({ layout: "webspace", path: "/revisions/cours-et-quiz", ...context });
    expect(webspace({ session: member })).toMatchObject({
      header: true,
      footer: true,
      subscriptionBanner: true,
      appRecommendation: "appRecommendation",
    });
    expect(webspace({ session: subscriber })).toMatchObject({
      subscriptionBanner: false,
      appRecommendation: "paidAppRecommendation",
    });
    expect(webspace({ path: "/faq" }).subscriptionBanner).toBe(false);
    expect(webspace({ path: "/revizo-illimite" }).subscriptionBanner).toBe(false);
    expect(webspace({ search: "?noMenu" })).toMatchObject({ header: false, footer: false, appRecommendation: null });
    // Issue 15: an app listed on no store is recommended to nobody.
    expect(webspace({ session: member, appListed: false }).appRecommendation).toBeNull();
    expect(webspace({ session: subscriber, appListed: false }).appRecommendation).toBeNull();
    expect(at({ search: "?noMenu" }).header).toBe(true);
  });

  it("offer layout: the sticky banner only where offers are shown", () => {
    expect(at({ layout: "offer", path: "/offre-speciale-rentree" }).offerBanner).toBe(true);
    expect(at({ layout: "offer", path: "/premium/offre-famille" }).offerBanner).toBe(false);
    expect(at({ layout: "offer", offersAvailable: false }).offerBanner).toBe(false);
  });
});
