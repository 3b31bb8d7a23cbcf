import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { LogOut } from "./log-out.ts";

describe("LogOut (§2 logout goes to /login, §7)", () => {
  it("asks the API to revoke the session", async () => {
    const api = new MemoryApiClient().on("POST /auth/logout", () => ({ ok: null }));
    const { cookie, resolve } = memoryAccountContainer({ api });
    expect((await resolve(LogOut).execute())._unsafeUnwrap()).toEqual({ revoked: true });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /auth/logout"]);
    expect(cookie.read()).toBeNull();
  });

  it("drops the cookie all the same when the API cannot be reached", async () => {
    const api = new MemoryApiClient().on("POST /auth/logout", () => ({ fail: httpFailure(503, "InternalError") }));
    const { cookie, resolve } = memoryAccountContainer({ api });
    expect((await resolve(LogOut).execute())._unsafeUnwrap()).toEqual({ revoked: false });
    expect(cookie.cleared).toBe(true);
  });

  it("does not call the API for a visitor", async () => {
    const { api, resolve } = memoryAccountContainer({ cookie: null });
    expect((await resolve(LogOut).execute())._unsafeUnwrap()).toEqual({ revoked: false });
    expect(api.calls).toHaveLength(0);
  });
});
