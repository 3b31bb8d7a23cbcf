// The Hono application mounted at /api. Routes are thin: parse, call a use case, map the Result.
// Each group of routes lives in routes/<group>.ts and registers its OpenAPI entries.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { DependencyContainer } from "tsyringe";
import { AppLoggerToken, type AppLogger } from "../../../application/api/shared/ports.ts";
import { CheckHealth } from "../../../application/api/health/check-health.ts";
import { HEALTH, OPENAPI_DOCUMENT, type HealthResponse } from "../../../application/contracts/ops.ts";
import { redactDatabaseError } from "../db/errors.ts";
import { fail, type ApiEnv } from "./context.ts";
import { csrfGuard } from "./middleware.ts";
import { mount } from "./endpoint-routes.ts";
import { OpenApiRegistry } from "./openapi.ts";
import { authRoutes } from "../account/routes/auth.ts";
import { contentRoutes } from "../content/routes/content.ts";
import { dictationRoutes } from "../content/routes/dictation.ts";
import { sheetRoutes } from "../content/routes/sheets.ts";
import { campaignRoutes } from "../premium/routes/campaigns.ts";
import { checkoutRoutes } from "../premium/routes/checkout.ts";
import { receiptRoutes } from "../premium/routes/receipts.ts";
import { couponRoutes } from "../premium/routes/coupons.ts";
import { devRoutes } from "./routes/dev.ts";
import { retentionDevRoutes } from "../account/routes/retention.ts";
import { deviceRoutes } from "../account/routes/device.ts";
import { familyRoutes } from "../account/routes/family.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { paymentRoutes } from "../premium/routes/payments.ts";
import { planRoutes } from "../premium/routes/plans.ts";
import { subscriptionDevRoutes, subscriptionRoutes } from "../premium/routes/subscription.ts";
import { profileRoutes } from "../account/routes/profile.ts";
import { flashcardRoutes } from "../learning/routes/flashcards.ts";
import { progressRoutes } from "../learning/routes/progress.ts";
import { progressSummaryRoutes } from "../learning/routes/progress-summary.ts";
import { coachDevRoutes, coachRoutes } from "../coach/routes/coach.ts";
import type { RouteDeps } from "./routes/types.ts";
import { HttpSettingsToken, type HttpSettings } from "./settings.ts";

export interface ApiAppOptions {
  container: DependencyContainer;
  version: string;
  title: string;
  /** Called for unexpected errors (logging, error reporting). */
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

export function createApiApp({ container, version, title, onUnexpectedError }: ApiAppOptions) {
  const app = new Hono<ApiEnv>();
  const docs = new OpenApiRegistry();
  const settings = container.resolve<HttpSettings>(HttpSettingsToken);
  const logger = container.isRegistered(AppLoggerToken, true) ? container.resolve<AppLogger>(AppLoggerToken) : null;

  // One structured line per request: no query string, no header, no body (they may carry tokens or addresses).
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const member = c.get("member");
    logger?.info("api.request", {
      method: c.req.method,
      path: c.req.routePath && c.req.routePath !== "/*" ? c.req.routePath : new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(member ? { memberId: member.memberId } : {}),
    });
  });
  app.use("*", csrfGuard(container, settings));

  mount(app, docs, HEALTH, async (c) => {
    const report = await container
      .resolve(CheckHealth)
      .execute()
      .match(
        (r) => r,
        (never) => never,
      );
    const body: HealthResponse = { ...report, version };
    c.header("Cache-Control", "no-store");
    return c.json(body, report.status === "ok" ? 200 : 503);
  });

  const deps: RouteDeps = { container, docs, settings, version };
  app.route("/", authRoutes(deps));
  app.route("/", profileRoutes(deps));
  app.route("/", deviceRoutes(deps));
  app.route("/", newsletterRoutes(deps));
  app.route("/", familyRoutes(deps));
  app.route("/", progressRoutes(deps));
  app.route("/", progressSummaryRoutes(deps));
  app.route("/", flashcardRoutes(deps));
  app.route("/", coachRoutes(deps));
  app.route("/", planRoutes(deps));
  app.route("/", couponRoutes(deps));
  app.route("/", campaignRoutes(deps));
  app.route("/", contentRoutes(deps));
  app.route("/", sheetRoutes(deps));
  app.route("/", dictationRoutes(deps));
  app.route("/", receiptRoutes(deps));
  app.route("/", checkoutRoutes(deps));
  app.route("/", paymentRoutes(deps));
  app.route("/", subscriptionRoutes(deps));
  if (settings.devRoutes) {
    app.route("/", devRoutes(deps));
    app.route("/", subscriptionDevRoutes(deps));
    app.route("/", retentionDevRoutes(deps));
    app.route("/", coachDevRoutes(deps));
  }

  mount(app, docs, OPENAPI_DOCUMENT, async (c) => c.json(docs.document({ title, version })));

  app.notFound((c) => fail(c, 404, "NotFound"));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.status === 413) return fail(c, 413, "PayloadTooLarge");
      return fail(c, error.status as 400, "HttpError");
    }
    onUnexpectedError?.(redactDatabaseError(error), c.req.raw);
    return fail(c, 500, "InternalError");
  });
  return app;
}
