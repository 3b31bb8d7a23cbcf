// Property-based fuzzing of the commerce query strings and paths (no 5xx, every failure in the one error shape),
// and the OpenAPI entries of every commerce route.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session } from "./support/members.ts";

const ROUTES = [
  { path: "/api/productplans/getanonymeproductplans", keys: ["country"] },
  { path: "/api/productplans/getproductplans", keys: ["country", "region"], member: true },
  { path: "/api/public/coupons/validate", keys: ["code", "planIds"] },
  { path: "/api/campaigns", keys: ["at", "state", "page"] },
  { path: "/api/campaigns/offre-famille", keys: ["at"] },
] as const;

const text = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "FR",
    "sn",
    "XX",
    "BIENVENUE10",
    "famille15",
    "solo-yearly,family-yearly",
    ",,,",
    "2026-11-25T12:00:00Z",
    "2026-02-30T00:00:00+01:00",
    "9999-12-31T23:59:59Z",
    "live",
    "/bac/*",
    "/",
    "\u0000",
    "%",
    "%00",
    "__proto__",
    "constructor",
    "a".repeat(5000),
  ),
);

const query = (keys: readonly string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), text), { maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs).toString());

describe.each(ENGINES)("commerce fuzzing on %s", (engine) => {
  let api: TestApi;
  let session: Session;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
    session = await login(api, await createMember(api, { plan: "solo-yearly" }));
  });
  afterAll(() => api.close());

  async function check(response: Response, label: string) {
    expect(response.status, label).toBeLessThan(500);
    const json = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (response.status >= 400) {
      expect(typeof json.error?.code, label).toBe("string");
      expect(typeof json.error?.message, label).toBe("string");
    }
  }

  for (const route of ROUTES) {
    it(`GET ${route.path} never answers 5xx, whatever the query and headers`, async () => {
      await fc.assert(
        fc.asyncProperty(query(route.keys), fc.option(fc.string({ maxLength: 6 })), async (qs, country) => {
          const headers: Record<string, string> = {};
          if (country !== null && /^[\x20-\x7e]*$/.test(country)) headers["cf-ipcountry"] = country;
          const response = await api.request(`${route.path}?${qs}`, {
            headers,
            ...("member" in route ? { token: session.token } : {}),
          });
          await check(response, `${route.path}?${qs}`);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("GET /api/campaigns/{slug} never answers 5xx, whatever the slug", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.webSegment(),
          fc.constantFrom("flashoffer/lesfolles40", "a/b/c", "..", "%2e%2e"),
        ),
        async (slug) => {
          const path = `/api/campaigns/${slug.split("/").map(encodeURIComponent).join("/")}`;
          const response = await api.request(path);
          if (response.status === 404) {
            const body = (await response.json()) as { error: { code: string } };
            expect(["CampaignNotFound", "NotFound"]).toContain(body.error.code);
            return;
          }
          await check(response, path);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("documents every commerce route in /api/openapi.json with its query and answers", async () => {
    const response = await api.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
    };
    const expectations: [string, string[], string[]][] = [
      ["/productplans/getanonymeproductplans", ["country"], ["200", "400"]],
      ["/productplans/getproductplans", ["country", "region"], ["200", "400", "401"]],
      ["/public/coupons/validate", ["code", "planIds"], ["200", "400", "429"]],
      ["/campaigns", ["at", "state", "page"], ["200", "400"]],
      ["/campaigns/{slug}", ["slug", "at"], ["200", "400", "404"]],
    ];
    for (const [path, parameters, statuses] of expectations) {
      const operation = doc.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation?.parameters?.map((p) => p.name).sort(), path).toEqual([...parameters].sort());
      expect(Object.keys(operation?.responses ?? {}).sort(), path).toEqual(statuses);
    }
  });
});
