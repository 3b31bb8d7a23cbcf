// Issue 15: a member's order history and the receipt of each paid order (a PDF invoice), only for its owner.
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { ReceiptDocument } from "../../../../domain/premium/receipts.ts";
import { DownloadReceipt, ListOrders } from "../../../../application/api/premium/checkout/receipts.ts";
import { LIST_ORDERS, ORDER_CREDIT_NOTE, ORDER_RECEIPT } from "../../../../application/contracts/premium/receipts.ts";
import { fail, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

export function receiptRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });

  mount(app, docs, LIST_ORDERS, member, async (c) => {
    const orders = await container.resolve(ListOrders).execute(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return c.json({ orders }, 200);
  });

  // The invoice of a paid order, and the credit note of a refunded one (ADR 030): the same answer.
  const download = (document: ReceiptDocument) => async (c: Context<ApiEnv>) => {
    const result = await container
      .resolve(DownloadReceipt)
      .execute(c.get("member").memberId, c.req.param("orderId") ?? "", document);
    if (result.isErr()) return fail(c, 404, "OrderNotFound");
    const { bytes, fileName, key } = result.value;
    const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
    c.header("ETag", etag);
    // The buyer's own document: never kept by a shared cache.
    c.header("Cache-Control", "private, no-store");
    const match = c.req.header("if-none-match");
    if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Content-Length", String(bytes.byteLength));
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  };
  mount(app, docs, ORDER_RECEIPT, member, download("invoice"));
  mount(app, docs, ORDER_CREDIT_NOTE, member, download("credit-note"));
  return app;
}
