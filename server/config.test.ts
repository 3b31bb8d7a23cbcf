import { describe, expect, it } from "vitest";
import { ConfigError, DEV_AUTH_SECRET, DEV_COMPANY_ENV, loadConfig, publicWebConfig } from "./config.ts";

function problems(env: Record<string, string>, cores?: number): string[] {
  try {
    loadConfig(env, cores);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const productionEnv = {
  APP_ENV: "production",
  AUTH_SECRET: "x".repeat(48),
  TURNSTILE_SITE_KEY: "0x4AAAAAAAreal",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  SMTP_URL: "smtp://mail.example.org:587",
  PUBLIC_ORIGIN: "https://www.example.org",
  COMPANY_NAME: "Exemple Éditions SAS",
  COMPANY_LEGAL_FORM: "société par actions simplifiée",
  COMPANY_SHARE_CAPITAL: "25 000 €",
  COMPANY_ADDRESS: "4 place du Marché, 69002 Lyon, France",
  COMPANY_RCS: "RCS Lyon 123 456 789",
  COMPANY_VAT_NUMBER: "FR32123456789",
  COMPANY_EMAIL: "contact@example.org",
  COMPANY_PHONE: "+33 4 00 00 00 00",
  PUBLICATION_DIRECTOR: "Jeanne Durand, présidente",
  HOSTING_PROVIDER: "Hébergeur SA",
  HOSTING_ADDRESS: "1 rue du Serveur, 59000 Lille, France",
  MEDIATOR_NAME: "Médiateur Exemple",
  MEDIATOR_URL: "https://mediateur.example.org/",
  PRIVACY_EMAIL: "dpo@example.org",
};

describe("configuration", () => {
  it("has working development defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      APP_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: ".data",
      API_BASE_URL: "/api",
      PUBLIC_ORIGIN: "http://localhost:3000",
      ACCOUNT_SITE_URL: "http://localhost:3000",
      AUTH_COOKIE_NAME: "revizo_auth",
      PAYMENT_PROVIDER: "sandbox",
      BRAND_NAME: "Révizo",
      secureCookies: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names each bad variable and what is wrong", () => {
    const found = problems({ PORT: "abc", DATABASE_URL: "mysql://x/y", AUTH_SECRET: "short" });
    expect(found).toHaveLength(3);
    expect(found.join("\n")).toMatch(/PORT: must be a whole number/);
    expect(found.join("\n")).toMatch(/DATABASE_URL: must use postgres or postgresql/);
    expect(found.join("\n")).toMatch(/AUTH_SECRET: must be at least 32 characters/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("refuses every development default in production", () => {
    const found = problems({ APP_ENV: "production" }).join("\n");
    expect(found).toMatch(/AUTH_SECRET: must be set/);
    expect(found).toMatch(/test keys are refused/);
    expect(found).toMatch(/sandbox provider is refused/);
    expect(found).toMatch(/SMTP_URL: required/);
    expect(found).toMatch(/PUBLIC_ORIGIN: required/);
    expect(problems({ ...productionEnv, AUTH_SECRET: DEV_AUTH_SECRET }).join()).toMatch(/AUTH_SECRET/);
    expect(problems({ ...productionEnv, PLANS_TESTING_MODE: "true" }).join()).toMatch(/PLANS_TESTING_MODE/);
    expect(problems({ ...productionEnv, CONTENT_IMPORT_CACHE_DIR: "/tmp/cache" }).join()).toMatch(
      /CONTENT_IMPORT_CACHE_DIR/,
    );
  });

  it("refuses to start in production while a company fact is unset or the fictitious development one", () => {
    const withoutRcs: Record<string, string> = { ...productionEnv };
    delete withoutRcs.COMPANY_RCS;
    expect(problems(withoutRcs)).toEqual([expect.stringMatching(/^COMPANY_RCS: required in production/)]);
    expect(problems({ ...productionEnv, MEDIATOR_NAME: DEV_COMPANY_ENV.MEDIATOR_NAME })).toEqual([
      expect.stringMatching(/^MEDIATOR_NAME: required in production/),
    ]);
    expect(problems({ ...productionEnv, COMPANY_VAT_NUMBER: "12345" }).join()).toMatch(/COMPANY_VAT_NUMBER: must be/);
    expect(problems({ ...productionEnv, COMPANY_ADDRESS: "1 rue <script>" }).join()).toMatch(/COMPANY_ADDRESS/);
  });

  it("gives the company facts from the environment, and fictitious ones in development", () => {
    expect(loadConfig(productionEnv).company).toMatchObject({
      name: "Exemple Éditions SAS",
      rcs: "RCS Lyon 123 456 789",
      mediatorUrl: "https://mediateur.example.org/",
    });
    expect(loadConfig({}).company.name).toBe(DEV_COMPANY_ENV.COMPANY_NAME);
  });

  it("accepts a complete production configuration with secure cookies", () => {
    const config = loadConfig(productionEnv);
    expect(config.isProduction).toBe(true);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.secureCookies).toBe(true);
  });

  it("requires Stripe keys with the stripe provider", () => {
    expect(problems({ PAYMENT_PROVIDER: "stripe" }).join()).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  });

  it("issue 15: takes the app's store listings as https URLs, and hands them to the web app (none by default)", () => {
    expect(publicWebConfig(loadConfig({}))).toMatchObject({ appStoreUrl: null, googlePlayUrl: null });
    const listed = {
      APP_STORE_URL: "https://apps.apple.com/fr/app/revizo/id6450000000",
      GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=fr.revizo.app",
    };
    expect(publicWebConfig(loadConfig(listed))).toMatchObject({
      appStoreUrl: listed.APP_STORE_URL,
      googlePlayUrl: listed.GOOGLE_PLAY_URL,
    });
    expect(publicWebConfig(loadConfig({ GOOGLE_PLAY_URL: listed.GOOGLE_PLAY_URL }))).toMatchObject({
      appStoreUrl: null,
      googlePlayUrl: listed.GOOGLE_PLAY_URL,
    });
    const found = problems({ APP_STORE_URL: "http://apps.apple.com/fr/app/x", GOOGLE_PLAY_URL: "play.google.com" });
    expect(found.find((p) => p.startsWith("APP_STORE_URL"))).toMatch(/must use https/);
    expect(found.filter((p) => p.startsWith("GOOGLE_PLAY_URL"))).toEqual([
      'GOOGLE_PLAY_URL: must be an absolute URL (got "play.google.com")',
    ]);
  });

  it("exposes no secret to the browser", () => {
    const exposed = JSON.stringify(publicWebConfig(loadConfig(productionEnv)));
    expect(exposed).not.toContain(productionEnv.AUTH_SECRET);
    expect(exposed).not.toContain(productionEnv.TURNSTILE_SECRET_KEY);
    expect(exposed).not.toContain("sk_live");
  });
});

const POSTGRES = "postgres://postgres@127.0.0.1:5432/revizo";
const REDIS = "redis://127.0.0.1:6379";

describe("issue 14: how many HTTP workers npm start runs, and their database pools", () => {
  it("runs one process on the embedded PGlite, whatever WEB_CONCURRENCY says", () => {
    expect(loadConfig({}, 8).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "4" }, 8).workers).toBe(1);
  });

  it("runs one worker per core with PostgreSQL, or WEB_CONCURRENCY", () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }, 2).workers).toBe(2);
    expect(loadConfig({ DATABASE_URL: POSTGRES }, 16).workers).toBe(16);
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "3" }, 16).workers).toBe(3);
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "1" }, 16).workers).toBe(1);
  });

  it("refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64", () => {
    for (const value of ["0", "65", "two", "-1", "1.5"])
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
  });

  it("refuses several workers without Redis in production, naming the way out", () => {
    const several = problems({ ...productionEnv, DATABASE_URL: POSTGRES }, 4).join();
    expect(several).toMatch(/REDIS_URL: required in production when several workers serve \(4 here/);
    expect(several).toMatch(/WEB_CONCURRENCY=1/);
    expect(problems({ ...productionEnv, DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "2" }, 1).join()).toMatch(
      /REDIS_URL: required .* \(2 here/,
    );
  });

  it("starts several production workers with Redis, or one without it", () => {
    expect(problems({ ...productionEnv, DATABASE_URL: POSTGRES, REDIS_URL: REDIS }, 4)).toEqual([]);
    expect(problems({ ...productionEnv, DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "1" }, 4)).toEqual([]);
    expect(problems({ ...productionEnv, DATABASE_URL: POSTGRES }, 1)).toEqual([]);
    // PGlite is one process whatever the cores; development and tests only warn (server/workers.ts).
    expect(problems(productionEnv, 4)).toEqual([]);
    expect(problems({ DATABASE_URL: POSTGRES }, 4)).toEqual([]);
  });

  it("sizes each process's pool so that all the workers hold at most 80 connections, 2 at least", () => {
    expect(loadConfig({}, 2).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_URL: POSTGRES }, 2).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_URL: POSTGRES }, 8).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_URL: POSTGRES }, 16).databasePoolSize).toBe(5);
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "64" }, 2).databasePoolSize).toBe(2);
    expect(loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: "25" }, 16).databasePoolSize).toBe(25);
    for (const value of ["0", "1001", "ten"])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE/);
  });
});
