import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer, profileEntries } from "../../../adapters/memory/memory-account-fixtures.ts";
import { CompleteProfiling, LoadProfiling, profilingStep, readProfilingAnswers } from "./profiling.ts";

const q = (query: string) => new URLSearchParams(query);

describe("profiling steps (§2 /profiling, §4)", () => {
  it("starts with the user type, then the level, then done", () => {
    expect(profilingStep(q(""))).toBe("userType");
    expect(profilingStep(q("accessType=teacher"))).toBe("userType");
    expect(profilingStep(q("accessType=parent"))).toBe("level");
    expect(profilingStep(q("accessType=parent&step=userType"))).toBe("userType");
    expect(profilingStep(q("step=done"))).toBe("done");
    // The first step's form sends step=level; without a user type it stays on the first step.
    expect(profilingStep(q("step=level"))).toBe("userType");
    expect(profilingStep(q("step=level&accessType=student"))).toBe("level");
  });

  it("keeps only known answers", () => {
    expect(readProfilingAnswers(q("accessType=student&levelOfEducation=terminale&country=sn"))).toEqual({
      accessType: "student",
      levelOfEducation: "terminale",
      country: "SN",
    });
    expect(readProfilingAnswers(q("accessType=x&levelOfEducation=CP&country=France"))).toEqual({
      accessType: null,
      levelOfEducation: null,
      country: null,
    });
  });
});

describe("LoadProfiling and CompleteProfiling", () => {
  const state = {
    required: true,
    refreshStep: null,
    values: {
      accessType: null,
      levelOfEducation: null,
      currentDegree: null,
      country: null,
      region: null,
      username: null,
    },
    options: { accessTypes: ["parent", "student"], levelsOfEducation: ["primaire", "sup"] },
  };

  it("loads where the member stands; a visitor has nothing to load", async () => {
    const api = new MemoryApiClient().on("GET /profiling", () => ({ ok: state }));
    expect((await memoryAccountContainer({ api }).resolve(LoadProfiling).execute())._unsafeUnwrap()).toEqual(state);
    expect(
      (await memoryAccountContainer({ cookie: null }).resolve(LoadProfiling).execute())._unsafeUnwrapErr(),
    ).toEqual({ type: "NotLoggedIn" });
  });

  it("refuses answers that are not among the choices", async () => {
    const { api, resolve } = memoryAccountContainer();
    const result = await resolve(CompleteProfiling).execute({
      accessType: "teacher",
      levelOfEducation: "",
      country: "France",
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { accessType: "Required", levelOfEducation: "Required", country: "Required" },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("sends the answers (country upper-cased)", async () => {
    const api = new MemoryApiClient().on("POST /profiling", () => ({ ok: profileEntries() }));
    const { resolve } = memoryAccountContainer({ api });
    expect(
      (
        await resolve(CompleteProfiling).execute({ accessType: "parent", levelOfEducation: "4ème", country: "fr" })
      ).isOk(),
    ).toBe(true);
    expect(api.calls[0]?.body).toEqual({ accessType: "parent", levelOfEducation: "4ème", country: "FR" });
  });

  it("needs a session and reports an API failure", async () => {
    expect(
      (
        await memoryAccountContainer({ cookie: null })
          .resolve(CompleteProfiling)
          .execute({ accessType: "parent", levelOfEducation: "4ème", country: "FR" })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: "NotLoggedIn" });
    const api = new MemoryApiClient().on("POST /profiling", () => ({ fail: httpFailure(500, "InternalError") }));
    expect(
      (
        await memoryAccountContainer({ api })
          .resolve(CompleteProfiling)
          .execute({ accessType: "parent", levelOfEducation: "4ème", country: "FR" })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: "Unavailable" });
  });
});

describe("profiling countries (§1 markets, §7 region)", async () => {
  const { profilingCountries, PROFILING_COUNTRIES } = await import("./countries.ts");
  it("offers France and the Francophone African countries, and adds the visitor's own region", () => {
    expect(PROFILING_COUNTRIES).toContain("FR");
    expect(PROFILING_COUNTRIES).toContain("SN");
    expect(profilingCountries("jp")).toEqual([...PROFILING_COUNTRIES, "JP"]);
    expect(profilingCountries("FR")).toEqual([...PROFILING_COUNTRIES]);
    expect(profilingCountries("XYZ")).toEqual([...PROFILING_COUNTRIES]);
  });
});
