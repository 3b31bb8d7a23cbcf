// Issue 32 point 10: every write endpoint the API documents (/api/openapi.json), fuzzed from its own document: random
// path parameters and malformed bodies built on the body's documented fields, with and without a session. Whatever
// arrives, no 5xx, and every failure has the one error shape. The hand-written lists of fuzz.test.ts go deeper on the
// main endpoints; this one leaves none out, including those added later.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session } from "./support/members.ts";

interface Operation {
  method: string;
  path: string;
  fields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
    >
  >;
};

/** The write operations of the document, with their body's top-level fields. */
function writeOperations(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
      })),
  );
}

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", "a@b.cd", "2026-01-01", "2026-01-01T00:00:00Z", "\u0000", "__proto__", "fr", "en"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 6 }), scalar));
const body = (fields: string[]) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .subarray(fields)
        .chain((keys) =>
          fc.tuple(...keys.map(() => value)).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
        )
        .map((b) => JSON.stringify(b)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.uuid(), fc.constantFrom("..", "%00", "a/b"));

describe.each(ENGINES)("every documented write endpoint on %s", (engine) => {
  let api: TestApi;
  let session: Session;
  let operations: Operation[] = [];
  beforeAll(async () => {
    api = await startTestApi(engine);
    session = await login(api, await createMember(api, { plan: "family-yearly" }));
    operations = writeOperations((await (await api.request("/api/openapi.json")).json()) as OpenApi);
  });
  afterAll(() => api.close());

  it("answers malformed bodies and path parameters without a 5xx, in the one error shape", async () => {
    expect(operations.length).toBeGreaterThan(40);
    // Each operation must be reached (not the API's "no such address"), or the fuzzing proves nothing.
    const reached = new Set<string>();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(body(operation.fields), segment, fc.boolean(), async (raw, id, authenticated) => {
          const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(id));
          const response = await api.request(`/api${path}`, {
            method: operation.method,
            raw,
            headers: { "content-type": "application/json" },
            ...(authenticated ? { token: session.token } : {}),
          });
          const label = `${operation.method} ${path} ${raw.slice(0, 80)}`;
          if (response.status !== 404 && response.status !== 405) reached.add(`${operation.method} ${operation.path}`);
          expect(response.status, label).toBeLessThan(500);
          if (response.status >= 400) {
            const json = (await response.json().catch(() => ({}))) as { error?: { code?: unknown } };
            expect(typeof json.error?.code, label).toBe("string");
          }
        }),
        // 500 an operation on each engine, a thousand in all (about 44,000 requests with PostgreSQL); the hand-written
        // lists of fuzz.test.ts send a thousand more to each main endpoint on each engine.
        { numRuns: 500 },
      );
    }
    expect(operations.map((o) => `${o.method} ${o.path}`).filter((key) => !reached.has(key))).toEqual([]);
  }, 300_000);
});
