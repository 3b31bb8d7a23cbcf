import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { mobileMoneyOrderPlan, orderView } from "./fixtures.test-support.ts";
import {
  isOrderId,
  LoadOrder,
  ORDER_POLL_GIVE_UP_MS,
  orderDestination,
  shouldPollAgain,
  withOrder,
} from "./load-order.ts";

describe("order destinations (§2 Payment result routes)", () => {
  it("a paid order goes to its success path, a closed one to its failure path, each with ?order=", () => {
    expect(orderDestination(orderView())).toBe("/subscribe-success?order=ord_123");
    expect(orderDestination(orderView({ successPath: "/subscribe-success/lifeoffer-mobile" }))).toBe(
      "/subscribe-success/lifeoffer-mobile?order=ord_123",
    );
    for (const status of ["failed", "canceled", "expired"] as const) {
      expect(orderDestination(orderView({ status }))).toBe("/subscribe-failed?order=ord_123");
    }
  });

  it("a pending mobile-money order waits on its provider's page, another on the generic one", () => {
    expect(orderDestination(orderView({ status: "pending", plan: mobileMoneyOrderPlan() }))).toBe(
      "/validatePayment/mobile-money?order=ord_123",
    );
    expect(orderDestination(orderView({ status: "pending" }))).toBe("/validatePayment?order=ord_123");
  });

  it("keeps a path's own query", () => {
    expect(withOrder("/subscribe-failed?from=checkout", "o1")).toBe("/subscribe-failed?from=checkout&order=o1");
  });

  it("polls a pending order until it is final or too long has passed", () => {
    expect(shouldPollAgain("pending", 0)).toBe(true);
    expect(shouldPollAgain("pending", ORDER_POLL_GIVE_UP_MS)).toBe(false);
    expect(shouldPollAgain("paid", 0)).toBe(false);
  });

  it("accepts only plausible order ids", () => {
    expect(isOrderId("ord_123-abc")).toBe(true);
    expect(isOrderId("../x")).toBe(false);
    expect(isOrderId(null)).toBe(false);
  });
});

describe("LoadOrder (issue 6 GET /checkout/orders/{orderId})", () => {
  it("reads the member's order", async () => {
    const api = new MemoryApiClient().on("GET /checkout/orders/ord_123", () => ({ ok: orderView() }));
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(LoadOrder).execute("ord_123"))._unsafeUnwrap().status).toBe("paid");
  });

  it("without a session, with an unknown order or a strange id: no order", async () => {
    const api = new MemoryApiClient().on("GET /checkout/orders/other", () => ({
      fail: httpFailure(404, "OrderNotFound"),
    }));
    const visitor = memoryAccountContainer({ api, cookie: null });
    expect((await visitor.resolve(LoadOrder).execute("ord_123"))._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    const member = memoryAccountContainer({ api });
    expect((await member.resolve(LoadOrder).execute("other"))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
    expect((await member.resolve(LoadOrder).execute("a/b"))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
    expect(api.calls).toHaveLength(1);
  });

  it("a 401 means the session is gone; other failures are unavailable", async () => {
    const api = new MemoryApiClient().on("GET /checkout/orders/o1", () => ({
      fail: httpFailure(401, "Unauthenticated"),
    }));
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(LoadOrder).execute("o1"))._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    api.on("GET /checkout/orders/o1", () => ({ fail: httpFailure(500, "InternalError") }));
    expect((await resolve(LoadOrder).execute("o1"))._unsafeUnwrapErr()).toEqual({ type: "Unavailable" });
  });
});
