import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Lru } from "../../../domain/http/lru.ts";
import { RequestCookieJar } from "../cookies.ts";
import { OfetchApiClient, type KeptAnswer, type OfetchApiClientOptions } from "./ofetch-api-client.ts";

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

describe("OfetchApiClient: answers a web server keeps and revalidates (docs/decisions/042)", () => {
  const Answer = v.object({ path: v.string(), html: v.string(), toc: v.array(v.object({ id: v.string() })) });
  const call = (path: string, validated = true) => ({
    method: "POST" as const,
    path: `/_content/${path}`,
    body: { html: true },
    schema: Answer,
    ...(validated ? { validated: true } : {}),
  });

  /**
   * A content API as §7 and docs/decisions/042 describe it: the viewer (a cookie here) decides whether the premium
   * body is sent; the ETag changes with the answer; a member's answer is private, no-store; a POST whose
   * If-None-Match names the current tag is answered 412 without a body.
   */
  function contentApi() {
    const state = {
      version: 1,
      etags: true,
      sent: [] as { viewer: string; ifNoneMatch: string | null; status: number }[],
    };
    const handler: Handler = (request) => {
      const viewer = /viewer=(\w+)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? "visitor";
      const path = new URL(request.url).pathname.replace("/api/_content/", "");
      const premium = viewer === "subscriber";
      const html = premium
        ? `<p>v${state.version}: the whole premium course</p>`
        : `<p>v${state.version}: its first section</p>`;
      const tag = `"${path}-${state.version}-${premium ? "full" : "preview"}"`;
      const ifNoneMatch = request.headers.get("if-none-match");
      const headers: Record<string, string> = {
        ...(state.etags ? { etag: tag } : {}),
        ...(viewer === "visitor" ? {} : { "cache-control": "private, no-store" }),
      };
      const status = state.etags && ifNoneMatch === tag ? 412 : 200;
      state.sent.push({ viewer, ifNoneMatch, status });
      if (status === 412) return new Response(null, { status, headers });
      return json(200, { path, html, toc: [{ id: "a" }] }, headers);
    };
    return { state, handler };
  }

  function keeper(handler: Handler, answers = new Lru<KeptAnswer>(10_000, 100)) {
    const jar = { header: "" };
    const { api } = client(handler, {
      answers,
      cookies: { cookieHeader: () => jar.header, absorb: () => undefined },
    });
    const as = (viewer: string) => {
      jar.header = viewer === "visitor" ? "" : `viewer=${viewer}`;
      return api;
    };
    return { as, answers };
  }

  it("sends a kept answer's ETag again and uses the kept answer while the API says it is unchanged", async () => {
    const { state, handler } = contentApi();
    const { as } = keeper(handler);
    const first = (await as("visitor").request(call("cours")))._unsafeUnwrap();
    const second = (await as("visitor").request(call("cours")))._unsafeUnwrap();
    expect(second).toBe(first);
    expect(state.sent).toEqual([
      { viewer: "visitor", ifNoneMatch: null, status: 200 },
      { viewer: "visitor", ifNoneMatch: '"cours-1-preview"', status: 412 },
    ]);
    // Shared by every request that uses it: frozen through and through.
    expect(Object.isFrozen(first) && Object.isFrozen(first.toc) && Object.isFrozen(first.toc[0])).toBe(true);
  });

  it("takes the new answer as soon as the content changed, and keeps that one", async () => {
    const { state, handler } = contentApi();
    const { as } = keeper(handler);
    await as("visitor").request(call("cours"));
    state.version = 2;
    expect((await as("visitor").request(call("cours")))._unsafeUnwrap().html).toBe("<p>v2: its first section</p>");
    expect((await as("visitor").request(call("cours")))._unsafeUnwrap().html).toBe("<p>v2: its first section</p>");
    expect(state.sent.map((sent) => [sent.ifNoneMatch, sent.status])).toEqual([
      [null, 200],
      ['"cours-1-preview"', 200],
      ['"cours-2-preview"', 412],
    ]);
  });

  it("never keeps a member's answer: a subscriber's premium body is never given to a visitor or a free member", async () => {
    const { state, handler } = contentApi();
    const { as } = keeper(handler);
    const full = "<p>v1: the whole premium course</p>";
    const preview = "<p>v1: its first section</p>";
    // A subscriber first: private, no-store, not kept; the visitor after them asks without a tag.
    expect((await as("subscriber").request(call("cours")))._unsafeUnwrap().html).toBe(full);
    expect((await as("visitor").request(call("cours")))._unsafeUnwrap().html).toBe(preview);
    // The visitor's answer is kept; a subscriber sends its tag, is answered their own (another tag) in full.
    expect((await as("subscriber").request(call("cours")))._unsafeUnwrap().html).toBe(full);
    // A free member's answer is the visitors' (same tag): the API says so, the kept preview is theirs.
    expect((await as("free").request(call("cours")))._unsafeUnwrap().html).toBe(preview);
    expect((await as("visitor").request(call("cours")))._unsafeUnwrap().html).toBe(preview);
    expect(state.sent).toEqual([
      { viewer: "subscriber", ifNoneMatch: null, status: 200 },
      { viewer: "visitor", ifNoneMatch: null, status: 200 },
      { viewer: "subscriber", ifNoneMatch: '"cours-1-preview"', status: 200 },
      { viewer: "free", ifNoneMatch: '"cours-1-preview"', status: 412 },
      { viewer: "visitor", ifNoneMatch: '"cours-1-preview"', status: 412 },
    ]);
  });

  it("keeps answers within its bounds, least recently used out", async () => {
    const { state, handler } = contentApi();
    // Each answer measures 67 (its strings, its keys and 8 for each other value): two fit, not three.
    const { as } = keeper(handler, new Lru<KeptAnswer>(150, 100));
    for (const path of ["a", "b", "a", "c", "a", "b"]) await as("visitor").request(call(path));
    // c pushed b out (a had been used since); a stayed.
    expect(state.sent.map((sent) => sent.ifNoneMatch)).toEqual([
      null,
      null,
      '"a-1-preview"',
      null,
      '"a-1-preview"',
      null,
    ]);
  });

  it("keeps nothing for a call its contract does not mark validated, nor an answer without an ETag", async () => {
    const { state, handler } = contentApi();
    const { as } = keeper(handler);
    await as("visitor").request(call("cours", false));
    await as("visitor").request(call("cours", false));
    state.etags = false;
    await as("visitor").request(call("autre"));
    await as("visitor").request(call("autre"));
    expect(state.sent.map((sent) => sent.ifNoneMatch)).toEqual([null, null, null, null]);
  });
});
