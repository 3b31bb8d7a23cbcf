import { describe, expect, it } from "vitest";
import { toProfileMap, type ProfileMap } from "./profile.ts";
import { roleView, rolesOf } from "./roles.ts";

/** §3 Profile: logged out, not yet loaded, or cleared. */
const EMPTY_PROFILE: Readonly<Record<string, unknown>> = {};

const map = (record: Record<string, unknown>): ProfileMap =>
  toProfileMap(Object.entries(record).map(([name, value]) => ({ name, value })));
const member = map({ firstname: "Léa" });
const subscriber = map({ firstname: "Léa", plans: [{ id: "solo" }] });
const premium = map({ products: [{ id: "p" }], plans: [{ id: "solo" }], featureFlags: { displayEmail: true } });
const family = map({ products: [{ id: "p" }], plans: [{ id: "fam" }], hasFamilyPlan: true });

describe("§6 roles", () => {
  it("a logged-out viewer is a visitor whatever the stale profile says", () => {
    expect(rolesOf({ loggedIn: false, profile: premium })).toEqual(["visitor"]);
  });
  it("a logged-in viewer is a member, plus what the profile says", () => {
    expect(rolesOf({ loggedIn: true, profile: member })).toEqual(["member"]);
    expect(rolesOf({ loggedIn: true, profile: EMPTY_PROFILE })).toEqual(["member", "withoutProfile"]);
    expect(rolesOf({ loggedIn: true, profile: subscriber })).toEqual(["member", "subscriber"]);
    expect(rolesOf({ loggedIn: true, profile: family })).toEqual(["member", "subscriber", "familyAccount"]);
  });
});

describe("§2/§6 what each role sees", () => {
  it("visitor: banners, create-account entry, no family link, no redirect", () => {
    expect(roleView({ loggedIn: false, profile: EMPTY_PROFILE })).toEqual({
      roles: ["visitor"],
      showFamilySpaceLink: false,
      accountEntry: { kind: "createAccount", path: "/signup" },
      headerClickRedirect: null,
      premium: false,
      displayEmail: false,
    });
  });
  it("member without plan: banners and my-contents entry", () => {
    const view = roleView({ loggedIn: true, profile: member });
    expect(view.roles).not.toContain("subscriber");
    expect(view.accountEntry).toEqual({ kind: "myContents", path: "/revisions" });
    expect(view.headerClickRedirect).toBeNull();
  });
  it("subscriber: no subscription banner; premium only with products and plans", () => {
    expect(roleView({ loggedIn: true, profile: subscriber })).toMatchObject({ premium: false });
    expect(roleView({ loggedIn: true, profile: subscriber }).roles).toContain("subscriber");
    expect(roleView({ loggedIn: true, profile: premium })).toMatchObject({
      premium: true,
      displayEmail: true,
    });
  });
  it("family account: sees the family-space link", () => {
    expect(roleView({ loggedIn: true, profile: family }).showFamilySpaceLink).toBe(true);
    expect(roleView({ loggedIn: true, profile: premium }).showFamilySpaceLink).toBe(false);
  });
  it("connected user without profile: header clicks go to /profiling", () => {
    expect(roleView({ loggedIn: true, profile: EMPTY_PROFILE }).headerClickRedirect).toBe("/profiling");
  });
  it("a logged-out viewer never gets premium or e-mail display from a stale profile", () => {
    expect(roleView({ loggedIn: false, profile: premium })).toMatchObject({ premium: false, displayEmail: false });
  });
});
