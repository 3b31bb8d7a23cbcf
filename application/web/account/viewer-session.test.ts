import { describe, expect, it } from "vitest";
import { MEMBER_COOKIE, memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { ViewerSession } from "./viewer-session.ts";

describe("ViewerSession (§4 auth from the cookie, §9 lifetimes)", () => {
  const now = 1_900_000_000_000;
  it("is logged in with a cookie whose refresh token is valid, even when the access token expired", () => {
    expect(memoryAccountContainer().resolve(ViewerSession).execute(now)).toEqual({ loggedIn: true });
    const stale = { ...MEMBER_COOKIE, exp: 1_800_000_000 };
    expect(memoryAccountContainer({ cookie: stale }).resolve(ViewerSession).execute(now)).toEqual({ loggedIn: true });
  });

  it("is a visitor without cookie, or when both tokens expired", () => {
    expect(memoryAccountContainer({ cookie: null }).resolve(ViewerSession).execute(now)).toEqual({ loggedIn: false });
    const dead = { ...MEMBER_COOKIE, exp: 1_800_000_000, expRefresh: 1_850_000_000 };
    expect(memoryAccountContainer({ cookie: dead }).resolve(ViewerSession).execute(now)).toEqual({ loggedIn: false });
  });
});
