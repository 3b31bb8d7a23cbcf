import { describe, expect, it } from "vitest";
import { ANONYMOUS_PLANS, MEMBER_PLANS } from "../../../application/contracts/premium/plans.ts";
import { honoPaths, routeDocOf } from "./endpoint-routes.ts";

describe("routes derived from endpoint contracts", () => {
  it("writes path parameters the Hono way", () => {
    expect(honoPaths("/checkout/orders/{orderId}/items/{n}")).toEqual(["/checkout/orders/:orderId/items/:n"]);
    expect(honoPaths("/campaigns/{slug+}")).toEqual(["/campaigns/:slug{.+}"]);
    expect(honoPaths("/_content/{path*}")).toEqual(["/_content", "/_content/:path{.*}"]);
  });

  it("documents a degraded answer with the success's schema", () => {
    const doc = routeDocOf({ ...MEMBER_PLANS, degraded: { status: 503, description: "Down" } });
    expect(doc.responses[503]).toEqual({ description: "Down", schema: MEMBER_PLANS.response });
  });

  it("documents a parameter of several segments as one, and a second success status", () => {
    const doc = routeDocOf({
      ...MEMBER_PLANS,
      path: "/campaigns/{slug+}",
      success: { status: 201, description: "Created" },
      alsoSuccess: { status: 200, description: "Replayed" },
    });
    expect(doc.path).toBe("/campaigns/{slug}");
    expect(doc.responses[201]).toEqual({ description: "Created", schema: MEMBER_PLANS.response });
    expect(doc.responses[200]).toEqual({ description: "Replayed", schema: MEMBER_PLANS.response });
  });

  it("documents a 204 without a body schema", () => {
    const doc = routeDocOf({ ...MEMBER_PLANS, success: { status: 204, description: "Done" } });
    expect(doc.responses[204]).toEqual({ description: "Done" });
  });

  it("documents the success, the endpoint's codes and the member errors", () => {
    const doc = routeDocOf(MEMBER_PLANS);
    expect(doc).toMatchObject({ method: "get", path: "/productplans/getproductplans", tags: ["plans"] });
    expect(Object.keys(doc.responses).sort()).toEqual(["200", "400", "401"]);
    expect(doc.responses[400]?.description).toBe("ValidationFailed");
    expect(routeDocOf(ANONYMOUS_PLANS).responses[401]).toBeUndefined();
  });
});
