import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer, profileEntries } from "../../../adapters/memory/memory-account-fixtures.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { LoadAccountPage, LoadMemberHome, LoadMemberProfile } from "./member-space.ts";
import { memberProfile, planNames } from "./member-profile.ts";
import { toProfileMap } from "../../../domain/account/profile.ts";

const familyPlan = {
  id: "family-yearly",
  product: "revizo-premium",
  provider: "sandbox",
  status: "active",
  periodStart: "2026-10-22T10:00:00.000Z",
  periodEnd: "2027-10-22T10:00:00.000Z",
  isFamily: true,
  viaFamily: false,
};
const child = {
  id: "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f",
  firstname: "Tom",
  lastname: "Bernard",
  email: "enfant@demo.test",
  levelOfEducation: "4ème",
  addedAt: "2026-10-22T10:00:00.000Z",
};
const summary = {
  memberId: child.id,
  firstname: "Tom",
  levelOfEducation: "4ème",
  streak: { days: 2, revisedToday: true },
  totals: {
    chaptersLearned: 1,
    chaptersAvailable: 9,
    quizzesTaken: 1,
    cardsReviewed: 0,
    cardsDue: 0,
    retention: null,
    exercisesSucceeded: 0,
    exercisesToReview: 0,
  },
  subjects: [],
  generatedAt: "2026-11-22T10:00:00.000Z",
};
const family = {
  role: "holder",
  holder: { id: "m-1", firstname: "Claire", lastname: "Bernard" },
  members: [child],
  maxMembers: 5,
};

describe("the member profile as the account pages show it (§3, §4, §6)", () => {
  it("reads names, level, plans with their catalogue names, and the e-mail only when displayEmail allows it", () => {
    const profile = memberProfile(
      toProfileMap(
        profileEntries({ products: ["revizo-premium"], plans: [familyPlan, { broken: true }], hasFamilyPlan: true }),
      ),
    );
    expect(profile).toMatchObject({
      firstname: "Léa",
      email: "eleve@demo.test",
      birthdate: "2009-03-12",
      levelOfEducation: "première",
      accessType: "student",
      premium: true,
      family: true,
    });
    expect(profile.plans).toEqual([
      {
        id: "family-yearly",
        names: planNames("family-yearly"),
        status: "active",
        periodEnd: familyPlan.periodEnd,
        isFamily: true,
        viaFamily: false,
      },
    ]);
    expect(profile.plans[0]?.names.fr).not.toBe("family-yearly");
    const hidden = memberProfile(toProfileMap(profileEntries({ featureFlags: { displayEmail: false } })));
    expect(hidden.email).toBeNull();
  });

  it("names the holder for a child member of a family, and keeps an unknown plan id as its name", () => {
    const profile = memberProfile(
      toProfileMap(
        profileEntries({
          family: { ...family, role: "member" },
          plans: [{ ...familyPlan, id: "mystery", viaFamily: true }],
        }),
      ),
    );
    expect(profile.familyHolder).toEqual({ firstname: "Claire", lastname: "Bernard" });
    expect(profile.plans[0]?.names).toEqual({ fr: "mystery", en: "mystery" });
  });
});

describe("LoadAccountPage (my account)", () => {
  it("sends a visitor to login without calling the API", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    expect((await resolve(LoadAccountPage).execute("fr"))._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    expect(api.calls).toHaveLength(0);
  });

  it("loads the family space of a family account", async () => {
    const api = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true, family, plans: [familyPlan] }) }))
      .on("GET /family", () => ({ ok: { ...family, canAddMember: true } }))
      .on(`GET /family/members/${child.id}/progress`, () => ({ ok: summary }));
    const { resolve } = memoryAccountContainer({ api });
    const page = (await resolve(LoadAccountPage).execute("en"))._unsafeUnwrap();
    expect(page.family?.members).toEqual([child]);
    expect(page.familyUnavailable).toBe(false);
    expect(page.childrenProgress).toEqual({ [child.id]: summary });
    expect(api.calls.at(-1)?.query).toEqual({ locale: "en" });
  });

  it("shows the family space when a child's progress cannot load, and a child member gets no progress call", async () => {
    const api = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true, family, plans: [familyPlan] }) }))
      .on("GET /family", () => ({ ok: { ...family, canAddMember: true } }))
      .on(`GET /family/members/${child.id}/progress`, () => ({ fail: httpFailure(500, "InternalError") }));
    const page = (await memoryAccountContainer({ api }).resolve(LoadAccountPage).execute("fr"))._unsafeUnwrap();
    expect(page.childrenProgress).toEqual({ [child.id]: null });
    expect(page.family?.members).toEqual([child]);

    const asChild = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true }) }))
      .on("GET /family", () => ({ ok: { ...family, role: "member", members: [], canAddMember: false } }));
    const childPage = (
      await memoryAccountContainer({ api: asChild }).resolve(LoadAccountPage).execute("fr")
    )._unsafeUnwrap();
    expect(childPage.childrenProgress).toEqual({});
    expect(asChild.calls.map((c) => c.path)).toEqual(["/profile", "/family"]);
  });

  it("does not ask for a family when the member has none, and shows the page when the family cannot load", async () => {
    const solo = new MemoryApiClient().on("GET /profile", () => ({ ok: profileEntries() }));
    const first = memoryAccountContainer({ api: solo });
    expect((await first.resolve(LoadAccountPage).execute("fr"))._unsafeUnwrap()).toMatchObject({
      family: null,
      familyUnavailable: false,
    });
    expect(solo.calls.map((c) => c.path)).toEqual(["/profile"]);

    const broken = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true }) }))
      .on("GET /family", () => ({ fail: httpFailure(500, "InternalError") }));
    const second = memoryAccountContainer({ api: broken });
    expect((await second.resolve(LoadAccountPage).execute("fr"))._unsafeUnwrap()).toMatchObject({
      family: null,
      familyUnavailable: true,
    });
  });

  it("passes on the §8 redirects of a refused session or a profile to complete", async () => {
    const refused = new MemoryApiClient().on("GET /profile", () => ({
      fail: { type: "LoggedOut", redirectTo: "/logout", message: messageFor(null) },
    }));
    expect(
      (await memoryAccountContainer({ api: refused }).resolve(LoadAccountPage).execute("fr"))._unsafeUnwrapErr(),
    ).toEqual({
      type: "LoggedOut",
      redirectTo: "/logout",
    });
    const profiling = new MemoryApiClient().on("GET /profile", () => ({
      fail: { type: "ProfilingRequired", redirectTo: "http://x/profiling", message: messageFor(null) },
    }));
    expect(
      (await memoryAccountContainer({ api: profiling }).resolve(LoadMemberProfile).execute())._unsafeUnwrapErr(),
    ).toEqual({
      type: "ProfilingRequired",
      redirectTo: "http://x/profiling",
    });
  });

  it("fails when the profile answer is not a list", async () => {
    const api = new MemoryApiClient().on("GET /profile", () => ({ ok: { not: "a list" } }));
    expect((await memoryAccountContainer({ api }).resolve(LoadMemberProfile).execute())._unsafeUnwrapErr()).toEqual({
      type: "Unavailable",
    });
  });
});

describe("LoadMemberHome (§2 post-login home)", () => {
  it("adds the member's progress summary, titles in the page's language", async () => {
    const api = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries() }))
      .on("GET /progress/summary", () => ({ ok: summary }));
    const home = (await memoryAccountContainer({ api }).resolve(LoadMemberHome).execute("en"))._unsafeUnwrap();
    expect(home.progress).toEqual(summary);
    expect(api.calls[1]?.query).toEqual({ locale: "en" });
  });

  it("shows the home without progress when the progress cannot be loaded", async () => {
    const api = new MemoryApiClient().on("GET /profile", () => ({ ok: profileEntries() }));
    const home = (await memoryAccountContainer({ api }).resolve(LoadMemberHome).execute("fr"))._unsafeUnwrap();
    expect(home.progress).toBeNull();
    expect(home.profile.firstname).toBe("Léa");
  });
  it("gives the holder of a family plan each child's progress, a child whose progress fails listed with null", async () => {
    const other = { ...child, id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", firstname: "Inès", email: "ines@demo.test" };
    const api = new MemoryApiClient()
      .on("GET /profile", () => ({
        ok: profileEntries({ accessType: { value: "parent" }, hasFamilyPlan: true, family, plans: [familyPlan] }),
      }))
      .on("GET /progress/summary", () => ({ ok: { ...summary, memberId: "m-1" } }))
      .on("GET /family", () => ({ ok: { ...family, members: [child, other], canAddMember: true } }))
      .on(`GET /family/members/${child.id}/progress`, () => ({ ok: summary }))
      .on(`GET /family/members/${other.id}/progress`, () => ({ fail: httpFailure(500, "InternalError") }));
    const home = (await memoryAccountContainer({ api }).resolve(LoadMemberHome).execute("en"))._unsafeUnwrap();
    expect(home.familyChildren).toEqual([
      { child, progress: summary },
      { child: other, progress: null },
    ]);
    expect(home.progress?.memberId).toBe("m-1");
    expect(api.calls.find((c) => c.path === `/family/members/${child.id}/progress`)?.query).toEqual({ locale: "en" });
  });

  it("gives no children to a member without a family, a child member, or when the family cannot load", async () => {
    const solo = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries() }))
      .on("GET /progress/summary", () => ({ ok: summary }));
    expect(
      (await memoryAccountContainer({ api: solo }).resolve(LoadMemberHome).execute("fr"))._unsafeUnwrap()
        .familyChildren,
    ).toBeNull();
    expect(solo.calls.map((c) => c.path)).not.toContain("/family");

    const asChild = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true }) }))
      .on("GET /progress/summary", () => ({ ok: summary }))
      .on("GET /family", () => ({ ok: { ...family, role: "member", members: [], canAddMember: false } }));
    const childHome = (
      await memoryAccountContainer({ api: asChild }).resolve(LoadMemberHome).execute("fr")
    )._unsafeUnwrap();
    expect(childHome.familyChildren).toBeNull();
    expect(childHome.progress).toEqual(summary);

    const broken = new MemoryApiClient()
      .on("GET /profile", () => ({ ok: profileEntries({ hasFamilyPlan: true }) }))
      .on("GET /progress/summary", () => ({ ok: summary }))
      .on("GET /family", () => ({ fail: httpFailure(500, "InternalError") }));
    const brokenHome = (
      await memoryAccountContainer({ api: broken }).resolve(LoadMemberHome).execute("fr")
    )._unsafeUnwrap();
    expect(brokenHome).toMatchObject({ familyChildren: null, progress: summary });
  });
});
