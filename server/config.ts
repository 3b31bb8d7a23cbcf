// Process configuration: every environment variable, validated once at start (valibot).
// Each one is documented with its default in .env.example; keep the two in step.
import { availableParallelism } from "node:os";
import * as v from "valibot";
import { accountSiteBase } from "../domain/account/destination.ts";
import type { CompanyFacts } from "../application/api/legal/company.ts";

/** Cloudflare Turnstile's published test keys (always pass). Development only. */
export const TURNSTILE_TEST_SITE_KEY = "1x00000000000000000000AA";
export const TURNSTILE_TEST_SECRET_KEY = "1x0000000000000000000000000000000AA";
/**
 * Issue 15: the publisher's facts in development and tests: a fictitious company, so that the legal pages read as
 * they will in production. Production refuses to start while any of them is unset (productionProblems).
 */
export const DEV_COMPANY_ENV = {
  COMPANY_NAME: "Révizo SAS",
  COMPANY_LEGAL_FORM: "société par actions simplifiée",
  COMPANY_SHARE_CAPITAL: "10 000 €",
  COMPANY_ADDRESS: "18 rue des Écoles, 75005 Paris, France",
  COMPANY_RCS: "RCS Paris 912 345 678",
  COMPANY_VAT_NUMBER: "FR47912345678",
  COMPANY_EMAIL: "contact@revizo.example",
  COMPANY_PHONE: "+33 1 84 00 00 00",
  PUBLICATION_DIRECTOR: "Claire Martin, présidente",
  HOSTING_PROVIDER: "Hébergeur Exemple SAS",
  HOSTING_ADDRESS: "2 rue de l'Hébergement, 59100 Roubaix, France",
  MEDIATOR_NAME: "Médiateur de la consommation Exemple",
  MEDIATOR_URL: "https://mediateur.example/",
  PRIVACY_EMAIL: "dpo@revizo.example",
} as const;
type CompanyEnvKey = keyof typeof DEV_COMPANY_ENV;
const COMPANY_ENV_KEYS = Object.keys(DEV_COMPANY_ENV) as CompanyEnvKey[];

/** Development signing secret. Production refuses to start with it. */
export const DEV_AUTH_SECRET = "dev-only-secret-change-me-dev-only-secret";

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, "must be a whole number"),
  v.transform(Number),
  v.minValue(0, "must be between 0 and 65535"),
  v.maxValue(65535, "must be between 0 and 65535"),
);
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url("must be an absolute URL"),
    v.check(
      // v.url has already named a value that is no URL (the pipe goes on after it): not a second problem, nor a throw.
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
      `must use ${protocols.map((p) => p.replace(":", "")).join(" or ")}`,
    ),
  );
const optionalUrl = (protocols: string[]) => v.optional(url(protocols));
const bool = v.pipe(
  v.picklist(["true", "false", "1", "0"], "must be true or false"),
  v.transform((value) => value === "true" || value === "1"),
);

const positiveInt = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, "must be a whole number"),
    v.transform(Number),
    v.minValue(min, `must be between ${min} and ${max}`),
    v.maxValue(max, `must be between ${min} and ${max}`),
  );

const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("must not be empty"),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check((value) => !/[\r\n<>]/.test(value), "must be one line without < or >"),
  );
const email = v.pipe(v.string(), v.email("must be an e-mail address"));

const EnvSchema = v.object({
  APP_ENV: v.optional(
    v.picklist(["development", "test", "production"], "must be development, test or production"),
    "development",
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  PORT: v.optional(port, "3000"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), ".data"),
  /** Where the content importer keeps its parses and renders by content hash (the test run's); unset = none. */
  CONTENT_IMPORT_CACHE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  /** HTTP worker processes with DATABASE_URL (default: one per core); PGlite always runs one (server/workers.ts). */
  WEB_CONCURRENCY: v.optional(positiveInt(1, 64)),
  /** PostgreSQL connections of each process's pool (default: databasePoolSize below). */
  DATABASE_POOL_SIZE: v.optional(positiveInt(1, 1000)),
  PUBLIC_ORIGIN: optionalUrl(["http:", "https:"]),
  API_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.startsWith("/") || /^https?:\/\//.test(value),
        "must be a path starting with / or an http(s) URL",
      ),
    ),
    "/api",
  ),
  ACCOUNT_SITE_URL: optionalUrl(["http:", "https:"]),
  AUTH_COOKIE_NAME: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, _ or -")),
    "revizo_auth",
  ),
  AUTH_COOKIE_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^\.?[a-z0-9.-]+$/i, "must be a domain name"))),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters")), DEV_AUTH_SECRET),
  TURNSTILE_SITE_KEY: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), TURNSTILE_TEST_SITE_KEY),
  TURNSTILE_SECRET_KEY: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), TURNSTILE_TEST_SECRET_KEY),
  PAYMENT_PROVIDER: v.optional(v.picklist(["sandbox", "stripe"], "must be sandbox or stripe"), "sandbox"),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.startsWith("sk_", "must start with sk_"))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.startsWith("whsec_", "must start with whsec_"))),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  ERROR_REPORTING_DSN: optionalUrl(["http:", "https:"]),
  GTM_ID: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX"))),
  BRAND_NAME: v.optional(
    v.pipe(v.string(), v.nonEmpty("must not be empty"), v.maxLength(40, "must be at most 40 characters")),
    "Révizo",
  ),
  /**
   * Issue 15 (docs/decisions/036): the mobile app's store listings. Unset: that store's badge is not shown; neither
   * set: no badge, QR code nor app-recommendation popin anywhere (the app is not offered).
   */
  APP_STORE_URL: optionalUrl(["https:"]),
  GOOGLE_PLAY_URL: optionalUrl(["https:"]),
  PLANS_TESTING_MODE: v.optional(bool, "false"),
  TRUST_PROXY: v.optional(bool, "false"),
  PASSWORD_HASH_MEMORY_KIB: v.optional(positiveInt(8, 4_194_304), "19456"),
  PASSWORD_HASH_ITERATIONS: v.optional(positiveInt(1, 100), "2"),
  PASSWORD_RESET_TTL_MINUTES: v.optional(positiveInt(5, 1440), "60"),
  FAMILY_MAX_MEMBERS: v.optional(positiveInt(1, 50), "5"),
  RENDER_CACHE_MB: v.optional(positiveInt(0, 4096), "64"),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/, "must be an address, optionally with a name: Name <a@b.c>"),
    ),
  ),
  COMPANY_NAME: v.optional(text(120), DEV_COMPANY_ENV.COMPANY_NAME),
  COMPANY_LEGAL_FORM: v.optional(text(120), DEV_COMPANY_ENV.COMPANY_LEGAL_FORM),
  COMPANY_SHARE_CAPITAL: v.optional(text(40), DEV_COMPANY_ENV.COMPANY_SHARE_CAPITAL),
  COMPANY_ADDRESS: v.optional(text(200), DEV_COMPANY_ENV.COMPANY_ADDRESS),
  COMPANY_RCS: v.optional(text(80), DEV_COMPANY_ENV.COMPANY_RCS),
  COMPANY_VAT_NUMBER: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, "must be a VAT number such as FR47912345678")),
    DEV_COMPANY_ENV.COMPANY_VAT_NUMBER,
  ),
  COMPANY_EMAIL: v.optional(email, DEV_COMPANY_ENV.COMPANY_EMAIL),
  COMPANY_PHONE: v.optional(text(40), DEV_COMPANY_ENV.COMPANY_PHONE),
  PUBLICATION_DIRECTOR: v.optional(text(120), DEV_COMPANY_ENV.PUBLICATION_DIRECTOR),
  HOSTING_PROVIDER: v.optional(text(120), DEV_COMPANY_ENV.HOSTING_PROVIDER),
  HOSTING_ADDRESS: v.optional(text(200), DEV_COMPANY_ENV.HOSTING_ADDRESS),
  MEDIATOR_NAME: v.optional(text(120), DEV_COMPANY_ENV.MEDIATOR_NAME),
  MEDIATOR_URL: v.optional(url(["https:"]), DEV_COMPANY_ENV.MEDIATOR_URL),
  PRIVACY_EMAIL: v.optional(email, DEV_COMPANY_ENV.PRIVACY_EMAIL),
  LOG_LEVEL: v.optional(
    v.picklist(["debug", "info", "warn", "error", "silent"], "must be debug, info, warn, error or silent"),
    "info",
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export interface Config extends Omit<Env, "HOST" | "PUBLIC_ORIGIN" | "ACCOUNT_SITE_URL" | "MAIL_FROM"> {
  HOST: string;
  /** Sender of e-mails; default: the brand name at no-reply@ the public origin's host. */
  MAIL_FROM: string;
  PUBLIC_ORIGIN: string;
  ACCOUNT_SITE_URL: string;
  isProduction: boolean;
  /** Cookies carry Secure unless the public origin is plain-HTTP localhost. */
  secureCookies: boolean;
  /** Issue 15: the publisher's legal identity (legal pages, receipts). */
  company: CompanyFacts;
  /** Issue 14: HTTP processes `npm start` runs (workerCount). */
  workers: number;
  /** Issue 14: PostgreSQL connections of each process's pool: DATABASE_POOL_SIZE, else databasePoolSize. */
  databasePoolSize: number;
}

/**
 * Issue 14 (docs/decisions/025-workers.md): how many HTTP processes serve: WEB_CONCURRENCY, else one per core,
 * with PostgreSQL; always one with the embedded PGlite (one process per data directory: it has no cross-process lock).
 */
function workerCount(env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">, cores: number): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, cores);
}

/**
 * Issue 14: connections of one process's pool when DATABASE_POOL_SIZE is unset: 10, or fewer so that all the
 * workers together hold at most 80 (PostgreSQL's default max_connections is 100: room for migrations, the
 * primary, psql), never fewer than 2.
 */
function databasePoolSize(workers: number): number {
  return Math.max(2, Math.min(10, Math.floor(80 / workers)));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads and checks the environment; throws ConfigError naming every bad variable. `cores`: the processor count
 * the default number of workers follows.
 */
export function loadConfig(source: Record<string, string | undefined>, cores = availableParallelism()): Config {
  // Empty strings count as unset, as in most .env tooling.
  const input = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = v.safeParse(EnvSchema, input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => {
        const key = issue.path?.[0]?.key;
        return `${String(key)}: ${issue.message} (got ${JSON.stringify(issue.input)})`;
      }),
    );
  }
  const env = parsed.output;
  const isProduction = env.APP_ENV === "production";
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const workers = workerCount(env, cores);
  const config: Config = {
    ...env,
    HOST: env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    PUBLIC_ORIGIN: publicOrigin,
    ACCOUNT_SITE_URL: (env.ACCOUNT_SITE_URL ?? publicOrigin).replace(/\/+$/, ""),
    MAIL_FROM: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@${new URL(publicOrigin).hostname}>`,
    isProduction,
    secureCookies: !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicOrigin),
    company: {
      name: env.COMPANY_NAME,
      legalForm: env.COMPANY_LEGAL_FORM,
      shareCapital: env.COMPANY_SHARE_CAPITAL,
      address: env.COMPANY_ADDRESS,
      rcs: env.COMPANY_RCS,
      vatNumber: env.COMPANY_VAT_NUMBER,
      email: env.COMPANY_EMAIL,
      phone: env.COMPANY_PHONE,
      publicationDirector: env.PUBLICATION_DIRECTOR,
      hostingProvider: env.HOSTING_PROVIDER,
      hostingAddress: env.HOSTING_ADDRESS,
      mediatorName: env.MEDIATOR_NAME,
      mediatorUrl: env.MEDIATOR_URL,
      privacyEmail: env.PRIVACY_EMAIL,
    },
    workers,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? databasePoolSize(workers),
  };
  const problems = isProduction ? productionProblems(config, source) : [];
  if (config.PAYMENT_PROVIDER === "stripe" && (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is stripe");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Development defaults that must never reach production. */
function productionProblems(config: Config, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (config.AUTH_SECRET === DEV_AUTH_SECRET)
    problems.push("AUTH_SECRET: must be set to a secret of your own in production");
  if (
    config.TURNSTILE_SECRET_KEY === TURNSTILE_TEST_SECRET_KEY ||
    config.TURNSTILE_SITE_KEY === TURNSTILE_TEST_SITE_KEY
  ) {
    problems.push("TURNSTILE_SITE_KEY/TURNSTILE_SECRET_KEY: the public test keys are refused in production");
  }
  if (config.PAYMENT_PROVIDER === "sandbox")
    problems.push("PAYMENT_PROVIDER: the sandbox provider is refused in production");
  if (!config.SMTP_URL) problems.push("SMTP_URL: required in production (development writes mail to an outbox table)");
  if (!source.PUBLIC_ORIGIN) problems.push("PUBLIC_ORIGIN: required in production");
  if (config.PLANS_TESTING_MODE) problems.push("PLANS_TESTING_MODE: refused in production");
  if (config.CONTENT_IMPORT_CACHE_DIR)
    problems.push(
      "CONTENT_IMPORT_CACHE_DIR: refused in production (a cache kept across a deployment may hold old renders)",
    );
  // Issue 14: without Redis each worker would throttle logins (ADR 022) and keep rendered pages (ADR 024) alone.
  if (config.workers > 1 && !config.REDIS_URL)
    problems.push(
      `REDIS_URL: required in production when several workers serve (${config.workers} here: WEB_CONCURRENCY, else one per core with DATABASE_URL), or each worker throttles logins and caches pages on its own; set REDIS_URL, or WEB_CONCURRENCY=1 for one process`,
    );
  // Issue 15: the legal pages and receipts print the publisher's facts; the fictitious development ones are refused.
  // The name, legal form and capital may truly be the development ones; the identifying facts may not.
  const mayEqualDevelopment = new Set<CompanyEnvKey>(["COMPANY_NAME", "COMPANY_LEGAL_FORM", "COMPANY_SHARE_CAPITAL"]);
  for (const key of COMPANY_ENV_KEYS)
    if (!source[key] || (source[key] === DEV_COMPANY_ENV[key] && !mayEqualDevelopment.has(key)))
      problems.push(`${key}: required in production (the publisher's facts on the legal pages and receipts)`);
  if (config.PASSWORD_HASH_MEMORY_KIB < 19_456 || config.PASSWORD_HASH_ITERATIONS < 2) {
    problems.push(
      "PASSWORD_HASH_MEMORY_KIB/PASSWORD_HASH_ITERATIONS: below the OWASP minimum (19456 KiB, 2 iterations) in production",
    );
  }
  return problems;
}

/** What the web app may know of the configuration (sent to the browser: no secret here). */
export function publicWebConfig(config: Config) {
  return {
    apiBaseUrl: config.API_BASE_URL,
    // Issue 15: empty when the account site is this site, so redirects stay on the host the visitor used.
    accountSiteUrl: accountSiteBase(config.ACCOUNT_SITE_URL, config.PUBLIC_ORIGIN),
    publicOrigin: config.PUBLIC_ORIGIN,
    brandName: config.BRAND_NAME,
    appStoreUrl: config.APP_STORE_URL ?? null,
    googlePlayUrl: config.GOOGLE_PLAY_URL ?? null,
    turnstileSiteKey: config.TURNSTILE_SITE_KEY,
    gtmId: config.GTM_ID ?? null,
    errorReportingDsn: config.ERROR_REPORTING_DSN ?? null,
    appEnv: config.APP_ENV,
    authCookieName: config.AUTH_COOKIE_NAME,
  };
}
