// The API composition root: the one place that binds the API's ports to adapters. Each feature binds its
// own in a register module beside its adapters; this file holds what every feature shares.
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import { DatabaseProbeToken, StopwatchToken } from "../application/api/health/ports.ts";
import { CompanyFactsToken } from "../application/api/legal/company.ts";
import { NewsletterRepositoryToken, UnsubscribeSignerToken } from "../application/api/newsletter/ports.ts";
import { RateLimiterToken } from "../application/api/security/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
  SleeperToken,
  type ApiSettings,
} from "../application/api/shared/ports.ts";
import { registerAccount } from "../adapters/api/account/register-account.ts";
import { registerContent } from "../adapters/api/content/register-content.ts";
import { HmacUnsubscribeSigner } from "../adapters/api/crypto/hmac-unsubscribe-signer.ts";
import { NodeIdGenerator } from "../adapters/api/crypto/node-secret-tokens.ts";
import type { Database } from "../adapters/api/db/database.ts";
import { DrizzleDatabaseProbe } from "../adapters/api/db/drizzle-database-probe.ts";
import { DrizzleNewsletterRepository } from "../adapters/api/db/drizzle-newsletter-repository.ts";
import { HttpSettingsToken, type HttpSettings } from "../adapters/api/http/settings.ts";
import { registerLearning } from "../adapters/api/learning/register-learning.ts";
import { registerCoach } from "../adapters/api/coach/register-coach.ts";
import { registerMail } from "../adapters/api/mail/register-mail.ts";
import { registerPremium } from "../adapters/api/premium/register-premium.ts";
import { InProcessBackgroundTasks } from "../adapters/api/runtime/in-process-background-tasks.ts";
import { TimerSleeper } from "../adapters/api/runtime/timer-sleeper.ts";
import { registerSecurity } from "../adapters/api/security/register-security.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export function buildApiContainer(config: Config, database: Database, logger: Logger): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const ids = new NodeIdGenerator();
  c.registerInstance(AppLoggerToken, logger);
  c.registerInstance(ClockToken, { now: () => new Date() });
  c.registerInstance(CompanyFactsToken, config.company);
  c.registerInstance(IdGeneratorToken, ids);
  c.registerInstance(SleeperToken, new TimerSleeper());
  c.registerInstance(BackgroundTasksToken, new InProcessBackgroundTasks(logger));
  c.registerInstance(DatabaseProbeToken, new DrizzleDatabaseProbe(database));
  c.registerInstance(StopwatchToken, { now: () => performance.now() });
  c.registerInstance(NewsletterRepositoryToken, new DrizzleNewsletterRepository(database.db));
  c.registerInstance(UnsubscribeSignerToken, new HmacUnsubscribeSigner(config.AUTH_SECRET));
  const settings: ApiSettings = {
    familyMaxMembers: config.FAMILY_MAX_MEMBERS,
    passwordResetTtlSeconds: config.PASSWORD_RESET_TTL_MINUTES * 60,
    publicOrigin: config.PUBLIC_ORIGIN,
    brandName: config.BRAND_NAME,
    production: config.isProduction,
  };
  c.registerInstance(ApiSettingsToken, settings);
  const http: HttpSettings = {
    cookieName: config.AUTH_COOKIE_NAME,
    cookieDomain: config.AUTH_COOKIE_DOMAIN ?? null,
    secureCookies: config.secureCookies,
    allowedOrigins: [...new Set([config.PUBLIC_ORIGIN, new URL(config.ACCOUNT_SITE_URL).origin])],
    trustProxy: config.TRUST_PROXY,
    devRoutes: !config.isProduction,
    csrfExemptPaths: [],
  };
  c.registerInstance(HttpSettingsToken, http);

  registerSecurity(c, config, logger);
  registerMail(c, database, config, ids);
  registerAccount(c, database, config);
  registerContent(c, database, { dataDir: config.DATA_DIR });
  registerLearning(c, database);
  registerCoach(c, database);
  registerPremium(c, database, config);
  return c;
}

/** Graceful shutdown of the API's own resources: let background work (mail) finish, close Redis. */
export async function shutdownApi(container: DependencyContainer): Promise<void> {
  const background = container.resolve<{ idle?: () => Promise<void> }>(BackgroundTasksToken);
  await background.idle?.();
  const limiter = container.resolve<{ close?: () => Promise<void> }>(RateLimiterToken);
  await limiter.close?.();
}
