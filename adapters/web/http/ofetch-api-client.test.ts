import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RequestCookieJar } from "../cookies.ts";
import { OfetchApiClient, type OfetchApiClientOptions } from "./ofetch-api-client.ts";

type Handler = (request: Request) => Response | Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function client(handler: Handler, options: Partial<OfetchApiClientOptions> = {}) {
  const calls: Request[] = [];
  const reports: { status: number; path: string }[] = [];
  const api = new OfetchApiClient({
    baseUrl: "http://api.test/api",
    accountSiteUrl: "https://compte.test",
    loggedIn: () => true,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push(request.clone());
      return handler(request);
    }) as typeof fetch,
    report: (failure) => reports.push(failure),
    ...options,
  });
  return { api, calls, reports };
}
const Profile = v.array(v.object({ name: v.string(), value: v.unknown() }));

describe("OfetchApiClient (§7 calls, §8 policy)", () => {
  it("sends the default headers of §7 and parses the answer against its schema", async () => {
    const { api, calls } = client(() => json(200, [{ name: "firstname", value: "Léa" }]));
    const result = await api.request({
      method: "GET",
      path: "/profile",
      query: { a: "1", b: undefined, ids: ["x", "y"] },
      schema: Profile,
    });
    expect(result._unsafeUnwrap()).toEqual([{ name: "firstname", value: "Léa" }]);
    const sent = calls[0]!;
    expect(new URL(sent.url).pathname).toBe("/api/profile");
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ a: "1", ids: "x,y" });
    expect(sent.headers.get("x-revizo-eval")).toBe("false");
    expect(sent.headers.get("x-timezone")).toBe("UTC");
    expect(sent.headers.get("accept")).toContain("application/json");
  });

  it("refreshes once on 401 and replays the call", async () => {
    let tokenOk = false;
    const { api, calls } = client((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/refresh-token") {
        tokenOk = true;
        return json(200, { member: { token: "t2", refreshToken: "r2" } });
      }
      return tokenOk ? json(200, []) : json(401, { error: { code: "Unauthenticated", message: "expired" } });
    });
    const [a, b] = await Promise.all([
      api.request({ method: "GET", path: "/profile", schema: Profile }),
      api.request({ method: "GET", path: "/profile", schema: Profile }),
    ]);
    expect(a.isOk() && b.isOk()).toBe(true);
    expect(calls.filter((c) => c.url.endsWith("/refresh-token"))).toHaveLength(1);
  });

  it("logs out and points at the account site's /logout when the refresh is refused", async () => {
    const left: string[] = [];
    const { api } = client(
      (request) =>
        new URL(request.url).pathname === "/api/refresh-token"
          ? json(401, { error: { code: "RefreshTokenInvalid", message: "no" } })
          : json(401, { error: { code: "Unauthenticated", message: "expired" } }),
      { onLoggedOut: (to) => left.push(to) },
    );
    const failure = (await api.request({ method: "GET", path: "/profile", schema: Profile }))._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: "LoggedOut", redirectTo: "https://compte.test/logout" });
    expect(left).toEqual(["https://compte.test/logout"]);
  });

  it("does not refresh for a 401 when logged out", async () => {
    const { api, calls } = client(() => json(401, { error: { code: "Unauthenticated", message: "Please log in" } }), {
      loggedIn: () => false,
    });
    const failure = (await api.request({ method: "GET", path: "/profile", schema: Profile }))._unsafeUnwrapErr();
    expect(failure).toMatchObject({
      type: "HttpError",
      status: 401,
      code: "Unauthenticated",
      summary: "Please log in",
    });
    expect(calls).toHaveLength(1);
  });

  it("turns 409 into a profiling redirect to the account site", async () => {
    const { api } = client(() => json(409, { error: { code: "ProfilingRequired", message: "Finish your profile" } }));
    const failure = (await api.request({ method: "GET", path: "/profile", schema: Profile }))._unsafeUnwrapErr();
    expect(failure).toMatchObject({ type: "ProfilingRequired", redirectTo: "https://compte.test/profiling" });
  });

  it("reports every HTTP error but 404, and keeps the server's summary and fields", async () => {
    const { api, reports } = client((request) =>
      request.url.endsWith("/missing")
        ? json(404, { error: { code: "NotFound", message: "nope" } })
        : json(400, { error: { code: "ValidationFailed", message: "Bad e-mail", fields: { email: "EmailInvalid" } } }),
    );
    const notFound = (await api.request({ method: "GET", path: "/missing", schema: v.unknown() }))._unsafeUnwrapErr();
    const invalid = (
      await api.request({ method: "POST", path: "/newsletter/subscribe", body: {}, schema: v.unknown() })
    )._unsafeUnwrapErr();
    expect(notFound).toMatchObject({ type: "HttpError", status: 404 });
    expect(invalid).toMatchObject({
      type: "HttpError",
      status: 400,
      summary: "Bad e-mail",
      fields: { email: "EmailInvalid" },
    });
    expect(reports.map((r) => r.status)).toEqual([400]);
  });

  it("answers InvalidResponse when the body breaks the contract, NetworkError when nothing answers", async () => {
    const bad = client(() => json(200, { not: "a list" }));
    expect((await bad.api.request({ method: "GET", path: "/profile", schema: Profile }))._unsafeUnwrapErr().type).toBe(
      "InvalidResponse",
    );
    const down = client(() => {
      throw new TypeError("fetch failed");
    });
    expect((await down.api.request({ method: "GET", path: "/profile", schema: Profile }))._unsafeUnwrapErr().type).toBe(
      "NetworkError",
    );
  });

  it("during SSR forwards the visitor's cookies and passes on the cookies the API sets", async () => {
    const jar = new RequestCookieJar("revizo_auth=old; locale=en");
    const { api, calls } = client(
      (request) =>
        new URL(request.url).pathname === "/api/refresh-token"
          ? json(
              200,
              { member: { token: "t", refreshToken: "r" } },
              { "set-cookie": "revizo_auth=new; Max-Age=10; Path=/; HttpOnly" },
            )
          : request.headers.get("cookie")?.includes("revizo_auth=new")
            ? json(200, [])
            : json(401, { error: { code: "Unauthenticated", message: "expired" } }),
      { cookies: jar },
    );
    expect((await api.request({ method: "GET", path: "/profile", schema: Profile })).isOk()).toBe(true);
    expect(calls[0]!.headers.get("cookie")).toBe("revizo_auth=old; locale=en");
    expect(calls[2]!.headers.get("cookie")).toBe("revizo_auth=new; locale=en");
    expect(jar.setCookieHeaders()).toEqual(["revizo_auth=new; Max-Age=10; Path=/; HttpOnly"]);
  });
});
