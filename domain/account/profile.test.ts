import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasProfile,
  hasProfileEntry,
  isFamilyAccount,
  isPremium,
  isSubscriber,
  needsProfilingRefresh,
  parseProfileEntries,
  PROFILE_ENTRY_NAMES,
  profileAccessType,
  profileBirthdate,
  profileCountryId,
  profileEmail,
  profileFamily,
  profileFeatureFlags,
  profileFirstname,
  profileHasFamilyPlan,
  profileLastname,
  profileLevelOfEducation,
  profilePlans,
  profileProducts,
  profileRefreshStep,
  profileUsername,
  shouldDisplayEmail,
  toProfileMap,
  type ProfileMap,
} from "./profile.ts";

/** §3 Profile: logged out, not yet loaded, or cleared. */
const EMPTY_PROFILE: Readonly<Record<string, unknown>> = {};

function map(record: Record<string, unknown>): ProfileMap {
  return toProfileMap(Object.entries(record).map(([name, value]) => ({ name, value })));
}

const served = [
  { name: "products", value: [{ id: "unlimited" }] },
  { name: "plans", value: [{ id: "solo-yearly" }] },
  { name: "hasFamilyPlan", value: false },
  { name: "refreshProfiling", value: { step: "levelOfEducation" } },
  { name: "firstname", value: "Awa" },
  { name: "lastname", value: "Diallo" },
  { name: "family", value: { id: "fam-1", members: 3 } },
  { name: "username", value: "awa.d" },
  { name: "email", value: "awa@example.org" },
  { name: "birthdate", value: "2009-04-12" },
  { name: "featureFlags", value: { displayEmail: true, betaQuiz: true } },
  { name: "country", value: { valueId: 75, label: "France" } },
  { name: "accessType", value: { value: "student" } },
  { name: "currentDegree", value: { value: "terminale" } },
  { name: "levelOfEducation", value: { value: "lycee" } },
  { name: "region", value: "sn" },
  { name: "someFutureEntry", value: 42 },
];

describe("§3 Profile: served list to map", () => {
  it("keys every well-formed entry by name and keeps the raw list", () => {
    const parsed = parseProfileEntries(served)._unsafeUnwrap();
    expect(parsed.entries).toHaveLength(served.length);
    expect(parsed.ignored).toEqual([]);
    expect(parsed.profile["firstname"]).toBe("Awa");
    expect(parsed.profile["someFutureEntry"]).toBe(42);
  });

  it("sets aside malformed items with their position instead of failing", () => {
    const parsed = parseProfileEntries([
      null,
      { value: 1 },
      { name: "", value: 2 },
      "x",
      { name: "email", value: "a@b.c" },
    ])._unsafeUnwrap();
    expect(parsed.entries).toEqual([{ name: "email", value: "a@b.c" }]);
    expect(parsed.ignored.map((i) => i.index)).toEqual([0, 1, 2, 3]);
    expect(parsed.ignored[0]?.reason).not.toBe("");
  });

  it("trims entry names", () => {
    expect(parseProfileEntries([{ name: " email ", value: "a@b.c" }])._unsafeUnwrap().profile).toEqual({
      email: "a@b.c",
    });
  });

  it("rejects a body that is not a list", () => {
    for (const body of [null, undefined, {}, "[]", 3]) {
      expect(parseProfileEntries(body)._unsafeUnwrapErr()).toEqual({ type: "ProfileNotAList" });
    }
  });

  it("lets the last entry win for a repeated name", () => {
    expect(
      toProfileMap([
        { name: "email", value: "old@x.fr" },
        { name: "email", value: "new@x.fr" },
      ])["email"],
    ).toBe("new@x.fr");
  });

  it("never throws on arbitrary input, and every kept entry is in the map", () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = parseProfileEntries(body);
        if (result.isOk()) {
          for (const entry of result.value.entries)
            expect(hasProfileEntry(result.value.profile, entry.name)).toBe(true);
          expect(result.value.entries.length + result.value.ignored.length).toBe((body as unknown[]).length);
        }
      }),
    );
  });

  it("does not read inherited properties as entries", () => {
    expect(hasProfileEntry(EMPTY_PROFILE, "toString")).toBe(false);
    expect(hasProfile(EMPTY_PROFILE)).toBe(false);
    expect(hasProfile(map({ email: "a@b.c" }))).toBe(true);
  });

  it("lists the known entry names", () => {
    expect(PROFILE_ENTRY_NAMES).toHaveLength(16);
    expect(PROFILE_ENTRY_NAMES).toContain("refreshProfiling");
  });
});

describe("§3 Profile: typed readers", () => {
  const profile = parseProfileEntries(served)._unsafeUnwrap().profile;

  it("reads every known entry", () => {
    expect(profileProducts(profile)).toEqual([{ id: "unlimited" }]);
    expect(profilePlans(profile)).toEqual([{ id: "solo-yearly" }]);
    expect(profileHasFamilyPlan(profile)).toBe(false);
    expect(profileRefreshStep(profile)).toBe("levelOfEducation");
    expect(profileFirstname(profile)).toBe("Awa");
    expect(profileLastname(profile)).toBe("Diallo");
    expect(profileFamily(profile)).toEqual({ id: "fam-1", members: 3 });
    expect(profileUsername(profile)).toBe("awa.d");
    expect(profileEmail(profile)).toBe("awa@example.org");
    expect(profileBirthdate(profile)).toBe("2009-04-12");
    expect(profileFeatureFlags(profile)).toEqual({ displayEmail: true, betaQuiz: true });
    expect(profileCountryId(profile)).toBe(75);
    expect(profileAccessType(profile)).toBe("student");
    expect(profileLevelOfEducation(profile)).toBe("lycee");
  });

  it("reads absent entries as null (or the documented default)", () => {
    const empty = EMPTY_PROFILE;
    expect(profileProducts(empty)).toBeNull();
    expect(profilePlans(empty)).toBeNull();
    expect(profileHasFamilyPlan(empty)).toBe(false);
    expect(profileRefreshStep(empty)).toBeNull();
    expect(profileFirstname(empty)).toBeNull();
    expect(profileFamily(empty)).toBeNull();
    expect(profileBirthdate(empty)).toBeNull();
    expect(profileFeatureFlags(empty)).toEqual({ displayEmail: false });
    expect(profileCountryId(empty)).toBeNull();
    expect(profileAccessType(empty)).toBeNull();
    expect(profileLevelOfEducation(empty)).toBeNull();
  });

  it("reads malformed values as null instead of crashing", () => {
    const bad = map({
      products: "all",
      plans: { id: 1 },
      hasFamilyPlan: "yes",
      refreshProfiling: { stage: 2 },
      firstname: "   ",
      email: 12,
      birthdate: "12/04/2009",
      family: "none",
      featureFlags: { displayEmail: "true" },
      country: { valueId: null },
      accessType: "student",
      currentDegree: { value: 3 },
      levelOfEducation: null,
      region: "FRA",
    });
    expect(profileProducts(bad)).toBeNull();
    expect(profilePlans(bad)).toBeNull();
    expect(profileHasFamilyPlan(bad)).toBe(false);
    expect(profileRefreshStep(bad)).toBeNull();
    expect(profileFirstname(bad)).toBeNull();
    expect(profileEmail(bad)).toBeNull();
    expect(profileBirthdate(bad)).toBeNull();
    expect(profileFamily(bad)).toBeNull();
    expect(profileFeatureFlags(bad).displayEmail).toBe(false);
    expect(profileCountryId(bad)).toBeNull();
    expect(profileAccessType(bad)).toBeNull();
    expect(profileLevelOfEducation(bad)).toBeNull();
  });

  it("accepts a numeric step, a string country id and a birth date with a time", () => {
    const other = map({
      refreshProfiling: { step: 2 },
      country: { valueId: "FR-1" },
      birthdate: "2009-04-12T00:00:00.000Z",
    });
    expect(profileRefreshStep(other)).toBe(2);
    expect(profileCountryId(other)).toBe("FR-1");
    expect(profileBirthdate(other)).toBe("2009-04-12T00:00:00.000Z");
  });
});

describe("§4 Premium and §6 subscriber", () => {
  it("is premium only with both products and plans non-empty", () => {
    expect(isPremium(map({ products: [1], plans: [2] }))).toBe(true);
    expect(isPremium(map({ products: [1], plans: [] }))).toBe(false);
    expect(isPremium(map({ products: [], plans: [2] }))).toBe(false);
    expect(isPremium(map({ products: [1] }))).toBe(false);
    expect(isPremium(map({ plans: [1] }))).toBe(false);
    expect(isPremium(EMPTY_PROFILE)).toBe(false);
  });

  it("is a subscriber with a plan or a product", () => {
    expect(isSubscriber(map({ products: [1] }))).toBe(true);
    expect(isSubscriber(map({ plans: [1] }))).toBe(true);
    expect(isSubscriber(map({ products: [], plans: [] }))).toBe(false);
    expect(isSubscriber(EMPTY_PROFILE)).toBe(false);
  });

  it("premium always implies subscriber", () => {
    const list = fc.option(fc.array(fc.integer(), { maxLength: 2 }), { nil: undefined });
    fc.assert(
      fc.property(list, list, (products, plans) => {
        const profile = map({ ...(products && { products }), ...(plans && { plans }) });
        if (isPremium(profile)) expect(isSubscriber(profile)).toBe(true);
      }),
    );
  });
});

describe("§6 family account, §4 profiling refresh, §6 e-mail display", () => {
  it("is a family account with a family plan or a non-empty family", () => {
    expect(isFamilyAccount(map({ hasFamilyPlan: true }))).toBe(true);
    expect(isFamilyAccount(map({ family: [{ id: "child" }] }))).toBe(true);
    expect(isFamilyAccount(map({ family: { id: "fam" } }))).toBe(true);
    expect(isFamilyAccount(map({ family: [] }))).toBe(false);
    expect(isFamilyAccount(map({ family: {} }))).toBe(false);
    expect(isFamilyAccount(map({ hasFamilyPlan: false }))).toBe(false);
  });

  it("needs a profiling refresh when a refreshProfiling entry is present", () => {
    expect(needsProfilingRefresh(map({ refreshProfiling: { step: 1 } }))).toBe(true);
    expect(needsProfilingRefresh(map({ refreshProfiling: {} }))).toBe(true);
    expect(needsProfilingRefresh(map({ refreshProfiling: null }))).toBe(false);
    expect(needsProfilingRefresh(EMPTY_PROFILE)).toBe(false);
  });

  it("displays the e-mail only when the flag is true", () => {
    expect(shouldDisplayEmail(map({ featureFlags: { displayEmail: true } }))).toBe(true);
    expect(shouldDisplayEmail(map({ featureFlags: { displayEmail: false } }))).toBe(false);
    expect(shouldDisplayEmail(map({ featureFlags: {} }))).toBe(false);
    expect(shouldDisplayEmail(EMPTY_PROFILE)).toBe(false);
  });
});
