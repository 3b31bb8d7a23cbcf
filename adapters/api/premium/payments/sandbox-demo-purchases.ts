// Development's demo accounts buy their plans as a member does (README, demo accounts): an order opened by
// OpenCheckout, paid on the sandbox's test page with the card that succeeds. The account then shows its order, its
// receipt and the card its renewals are charged to, like any subscriber's.
import type { DemoPurchases } from "../../../../application/api/demo/seed-demo-accounts.ts";
import type { OpenCheckout } from "../../../../application/api/premium/checkout/open-checkout.ts";
import type { AppLogger } from "../../../../application/api/shared/ports.ts";
import type { CatalogPlanId } from "../../../../domain/premium/catalog.ts";
import type { SandboxCheckout } from "./sandbox-checkout.ts";

export class SandboxDemoPurchases implements DemoPurchases {
  constructor(
    private readonly checkout: OpenCheckout,
    private readonly sandbox: SandboxCheckout,
    private readonly logger: AppLogger,
  ) {}

  async buy(memberId: string, planId: CatalogPlanId): Promise<void> {
    const opened = await this.checkout.execute({
      memberId,
      region: "FR",
      request: { planId, idempotencyKey: `demo-seed-${planId}`, withdrawalWaiver: true },
    });
    const status = opened.isOk() ? await this.sandbox.payWithSuccessCard(opened.value.session.orderId) : null;
    if (status !== "paid")
      this.logger.warn("seed.demo_purchase_failed", {
        planId,
        reason: opened.isErr() ? opened.error.type : `order ${status ?? "not payable on the sandbox"}`,
      });
  }
}
