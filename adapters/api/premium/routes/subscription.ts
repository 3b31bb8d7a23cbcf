// Issue 15: subscription management (/mon-compte): see the member's own subscription, cancel it, resume it, change
// between its solo and family plans, replace its card (the provider's setup flow); and, outside production, the trigger of the renewal job and the sandbox's
// card on file (so an end-to-end test can run a renewal at term, declined then retried).
import { Hono } from "hono";
import { MemberRepositoryToken, type MemberRepository } from "../../../../application/api/account/members/ports.ts";
import {
  ManageSubscription,
  type SubscriptionFailure,
} from "../../../../application/api/premium/subscription/manage-subscription.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscriptionRepository,
} from "../../../../application/api/premium/subscription/ports.ts";
import { RunRenewals } from "../../../../application/api/premium/subscription/run-renewals.ts";
import { SyncBilling } from "../../../../application/api/premium/subscription/sync-billing.ts";
import { UpdatePaymentMethod } from "../../../../application/api/premium/subscription/update-payment-method.ts";
import { PayRenewal } from "../../../../application/api/premium/subscription/pay-renewal.ts";
import { ClockToken, type Clock } from "../../../../application/api/shared/ports.ts";
import {
  CANCEL_SUBSCRIPTION,
  CHANGE_SUBSCRIPTION_PLAN,
  ChangePlanRequest,
  DEV_RUN_RENEWALS,
  DEV_SANDBOX_CARD,
  GET_RENEWAL_PAYMENT,
  GET_SUBSCRIPTION,
  PAY_RENEWAL,
  RESUME_SUBSCRIPTION,
  RunRenewalsRequest,
  SandboxCardRequest,
  type RenewalRunReport,
  UPDATE_SUBSCRIPTION_CARD,
} from "../../../../application/contracts/premium/subscription.ts";
import { normalizeEmail } from "../../../../domain/validation/email.ts";
import { fail, readJson, type ApiContext, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { requireMember } from "../../http/middleware.ts";
import type { RouteDeps } from "../../http/routes/types.ts";
import { SandboxBillingToken } from "../payments/register-payments.ts";
import type { SandboxBilling } from "../payments/sandbox-billing.ts";
import { sandboxCard } from "../payments/sandbox-checkout.ts";

function failure(c: ApiContext, error: SubscriptionFailure) {
  return fail(c, error.type === "NoSubscription" ? 404 : 422, error.type);
}

/** Issue 15: the subscription routes and their OpenAPI entries. */
export function subscriptionRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });
  const manage = () => container.resolve(ManageSubscription);

  mount(app, docs, GET_SUBSCRIPTION, member, async (c) => {
    const result = await manage().view(c.get("member").memberId);
    if (result.isErr()) return failure(c, result.error);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, CANCEL_SUBSCRIPTION, member, async (c) => {
    const result = await manage().cancel(c.get("member").memberId);
    if (result.isErr()) return failure(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, RESUME_SUBSCRIPTION, member, async (c) => {
    const result = await manage().resume(c.get("member").memberId);
    if (result.isErr()) return failure(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value, 200);
  });

  mount(app, docs, UPDATE_SUBSCRIPTION_CARD, member, async (c) => {
    const result = await container.resolve(UpdatePaymentMethod).start(c.get("member").memberId);
    c.header("Cache-Control", "no-store");
    if (result.isOk()) return c.json(result.value, 200);
    switch (result.error.type) {
      case "NoSubscription":
        return fail(c, 404, "NoSubscription");
      case "CardUpdateNotAllowed":
        return fail(c, 422, "CardUpdateNotAllowed");
      default:
        return fail(c, 502, "ProviderFailed");
    }
  });

  // Issue 15 (ADR 029 addendum): a renewal refused for authentication, paid by the member on the provider's page.
  mount(app, docs, GET_RENEWAL_PAYMENT, member, async (c) => {
    const result = await container.resolve(PayRenewal).view(c.get("member").memberId);
    c.header("Cache-Control", "private, no-store");
    return result.isOk() ? c.json(result.value, 200) : fail(c, 404, "NoRenewalPayment");
  });

  mount(app, docs, PAY_RENEWAL, member, async (c) => {
    const result = await container.resolve(PayRenewal).start(c.get("member").memberId);
    c.header("Cache-Control", "no-store");
    if (result.isOk()) return c.json(result.value, 200);
    return fail(c, 404, result.error.type);
  });

  mount(app, docs, CHANGE_SUBSCRIPTION_PLAN, member, async (c) => {
    const body = await readJson(c, ChangePlanRequest);
    if (!body.ok) return body.response;
    const result = await manage().changePlan(c.get("member").memberId, body.value.planId);
    if (result.isErr()) return failure(c, result.error);
    c.header("Cache-Control", "no-store");
    return c.json(result.value, 200);
  });
  return app;
}

/** Issue 15: development only (mounted beside /dev/outbox): run the renewal job, set the sandbox card on file. */
export function subscriptionDevRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, DEV_RUN_RENEWALS, async (c) => {
    const body = await readJson(c, RunRenewalsRequest);
    if (!body.ok) return body.response;
    const at = body.value.at ? new Date(body.value.at) : container.resolve<Clock>(ClockToken).now();
    let memberId: string | undefined;
    if (body.value.email !== undefined) {
      const found = await container
        .resolve<MemberRepository>(MemberRepositoryToken)
        .findByEmail(normalizeEmail(body.value.email));
      if (found === null) return fail(c, 404, "NoSubscription");
      memberId = found.id;
    }
    // ADR 040: the provider told first what it has not acknowledged (a payment's own telling may still be under way),
    // then the sandbox provider's billing clock (what it charges at `at` reaches us as its events), then the job.
    if (memberId !== undefined) await container.resolve(SyncBilling).ofMember(memberId);
    const billing = container.isRegistered(SandboxBillingToken, true)
      ? container.resolve<SandboxBilling>(SandboxBillingToken)
      : null;
    const provider = billing ? await billing.advance(at, memberId) : null;
    const report: RenewalRunReport = { ...(await container.resolve(RunRenewals).execute(at, { memberId })), provider };
    c.header("Cache-Control", "no-store");
    return c.json(report, 200);
  });

  mount(app, docs, DEV_SANDBOX_CARD, async (c) => {
    const body = await readJson(c, SandboxCardRequest);
    if (!body.ok) return body.response;
    const found = await container
      .resolve<MemberRepository>(MemberRepositoryToken)
      .findByEmail(normalizeEmail(body.value.email));
    const clock = container.resolve<Clock>(ClockToken);
    const repository = container.resolve<ManagedSubscriptionRepository>(ManagedSubscriptionRepositoryToken);
    const current = found ? await repository.currentOf(found.id, clock.now()) : null;
    if (current === null) return fail(c, 404, "NoSubscription");
    await repository.setCardOnFile(current.id, sandboxCard(body.value.number), clock.now());
    // ADR 040: the provider's subscription charges the card it holds: it is told this one.
    await container.resolve(SyncBilling).ofMember(current.memberId);
    return c.body(null, 204);
  });
  return app;
}
