import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { callOf, endpoint, endpointPath } from "./endpoint.ts";

const ORDER = endpoint({
  method: "GET",
  path: "/checkout/orders/{orderId}",
  summary: "One order",
  tags: ["checkout"],
  response: v.object({ id: v.string() }),
  success: { status: 200, description: "The order" },
  errors: { 404: ["OrderNotFound"] },
});

describe("endpoint contracts", () => {
  it("fills path parameters, each as one encoded segment", () => {
    expect(endpointPath(ORDER.path, { orderId: "a/b c" })).toBe("/checkout/orders/a%2Fb%20c");
    expect(() => endpointPath(ORDER.path)).toThrow(/missing path parameter orderId/);
  });

  it("fills a parameter of several segments keeping its slashes", () => {
    expect(endpointPath("/campaigns/{slug+}", { slug: "flashoffer/les folles" })).toBe(
      "/campaigns/flashoffer/les%20folles",
    );
  });

  it("fills a parameter of zero or more segments, dropping its slash when empty", () => {
    expect(endpointPath("/_content/{path*}", { path: "" })).toBe("/_content");
    expect(endpointPath("/_content/{path*}", { path: "revisions/lycée" })).toBe("/_content/revisions/lyc%C3%A9e");
  });

  it("turns an endpoint and its input into the client's call", () => {
    expect(callOf(ORDER, { params: { orderId: "o1" } })).toEqual({
      method: "GET",
      path: "/checkout/orders/o1",
      schema: ORDER.response,
    });
    const search = endpoint({
      ...ORDER,
      path: "/plans",
      query: v.object({ country: v.string() }),
      body: v.object({ n: v.number() }),
    });
    expect(callOf(search, { query: { country: "SN" }, body: { n: 1 } })).toMatchObject({
      query: { country: "SN" },
      body: { n: 1 },
    });
  });
});
