import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import type { OrderHistoryEntry } from "../../contracts/premium/receipts.ts";
import { LoadOrderHistory } from "./load-order-history.ts";

const entry: OrderHistoryEntry = {
  orderId: "0c2f0a5e-1111-4222-8333-444455556666",
  paidAt: "2026-11-25T11:00:00.000Z",
  status: "paid",
  plan: { id: "solo-yearly", names: { fr: "Solo annuel", en: "Solo yearly" } },
  purpose: "subscription",
  periodStart: "2026-11-25T11:00:00.000Z",
  periodEnd: "2027-11-25T11:00:00.000Z",
  currency: "EUR",
  amount: 89.99,
  amountMinor: 8999,
  paymentMethod: "card",
  invoiceNumber: "F2026-000001",
  receiptPath: "/checkout/orders/0c2f0a5e-1111-4222-8333-444455556666/receipt",
  creditNote: null,
};

describe("LoadOrderHistory (issue 15 GET /checkout/orders)", () => {
  it("reads the member's paid orders", async () => {
    const api = new MemoryApiClient().on("GET /checkout/orders", () => ({ ok: { orders: [entry] } }));
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(LoadOrderHistory).execute())._unsafeUnwrap()).toEqual([entry]);
  });

  it("without a session asks nothing; a 401 means the session is gone; other failures are unavailable", async () => {
    const api = new MemoryApiClient().on("GET /checkout/orders", () => ({ fail: httpFailure(401, "Unauthenticated") }));
    const visitor = memoryAccountContainer({ api, cookie: null });
    expect((await visitor.resolve(LoadOrderHistory).execute())._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    expect(api.calls).toHaveLength(0);
    const member = memoryAccountContainer({ api });
    expect((await member.resolve(LoadOrderHistory).execute())._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    api.on("GET /checkout/orders", () => ({ fail: httpFailure(500, "InternalError") }));
    expect((await member.resolve(LoadOrderHistory).execute())._unsafeUnwrapErr()).toEqual({ type: "Unavailable" });
  });
});
