import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { AddChild, ListFamily, RemoveChild, type AddChildInput } from "./family.ts";

const CHILD_ID = "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f";
const child = {
  id: CHILD_ID,
  firstname: "Tom",
  lastname: "Bernard",
  email: "tom@example.org",
  levelOfEducation: "4ème",
  addedAt: "2026-11-21T10:00:00.000Z",
};
const input: AddChildInput = {
  firstname: "Tom",
  lastname: "Bernard",
  email: " tom@example.org ",
  password: "Tom-2026!",
  levelOfEducation: "4ème",
};

describe("ListFamily", () => {
  it("answers the family, or null for a member without one", async () => {
    const family = {
      role: "holder",
      holder: { id: "m-1", firstname: "Claire", lastname: null },
      members: [child],
      maxMembers: 5,
      canAddMember: true,
    };
    const api = new MemoryApiClient().on("GET /family", () => ({ ok: family }));
    expect((await memoryAccountContainer({ api }).resolve(ListFamily).execute())._unsafeUnwrap()).toEqual(family);
    const none = new MemoryApiClient().on("GET /family", () => ({ fail: httpFailure(404, "NoFamily") }));
    expect((await memoryAccountContainer({ api: none }).resolve(ListFamily).execute())._unsafeUnwrap()).toBeNull();
    const down = new MemoryApiClient().on("GET /family", () => ({ fail: httpFailure(500, "InternalError") }));
    expect((await memoryAccountContainer({ api: down }).resolve(ListFamily).execute())._unsafeUnwrapErr()).toEqual({
      type: "Unavailable",
    });
  });
});

describe("AddChild (family space)", () => {
  it("checks the form with the §5 rules", async () => {
    const { api, resolve } = memoryAccountContainer();
    const result = await resolve(AddChild).execute({
      firstname: "",
      lastname: "B",
      email: "tom@",
      password: "short",
      levelOfEducation: "",
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: {
        firstname: "Required",
        email: "EmailInvalid",
        password: "PasswordTooShort",
        levelOfEducation: "Required",
      },
    });
    expect(api.calls).toHaveLength(0);
  });

  it("creates the child account", async () => {
    const api = new MemoryApiClient().on("POST /family/members", () => ({ ok: child }));
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(AddChild).execute(input))._unsafeUnwrap()).toEqual(child);
    expect(api.calls[0]?.body).toEqual({ ...input, email: "tom@example.org" });
  });

  it("passes on the family refusals", async () => {
    for (const [status, code] of [
      [400, "EmailUnavailable"],
      [403, "FamilyLimitReached"],
      [403, "FamilyPlanRequired"],
    ] as const) {
      const api = new MemoryApiClient().on("POST /family/members", () => ({ fail: httpFailure(status, code) }));
      expect((await memoryAccountContainer({ api }).resolve(AddChild).execute(input))._unsafeUnwrapErr()).toEqual({
        type: code,
      });
    }
  });
});

describe("RemoveChild (family space)", () => {
  it("detaches a child by id", async () => {
    const api = new MemoryApiClient().on(`DELETE /family/members/${CHILD_ID}`, () => ({ ok: null }));
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(RemoveChild).execute({ memberId: CHILD_ID })).isOk()).toBe(true);
  });

  it("refuses an id that is not one, without calling the API, and passes on an unknown child", async () => {
    const { api, resolve } = memoryAccountContainer();
    expect((await resolve(RemoveChild).execute({ memberId: "../account" }))._unsafeUnwrapErr()).toEqual({
      type: "FamilyMemberNotFound",
    });
    expect(api.calls).toHaveLength(0);
    const missing = new MemoryApiClient().on(`DELETE /family/members/${CHILD_ID}`, () => ({
      fail: httpFailure(404, "FamilyMemberNotFound"),
    }));
    expect(
      (
        await memoryAccountContainer({ api: missing }).resolve(RemoveChild).execute({ memberId: CHILD_ID })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: "FamilyMemberNotFound",
    });
  });
});
