// Migrations from an empty database, demo data, the OpenAPI document, the development outbox, logs and
// unexpected errors.
import path from "node:path";
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createApiApp } from "../../adapters/api/http/api-app.ts";
import { HttpSettingsToken, type HttpSettings } from "../../adapters/api/http/settings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../application/api/demo/seed-demo-accounts.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../application/api/account/members/ports.ts";
import { MIGRATIONS_FOLDER } from "../../adapters/api/db/database.ts";
import { isPremium, parseProfileEntries, profileHasFamilyPlan } from "../../domain/account/profile.ts";
import { prepareDatabase } from "../../server/database-setup.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import { ENGINES, TEST_ENV, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login } from "./support/members.ts";
import { countOf, rows } from "./support/sql.ts";

const TABLES = [
  "app_meta",
  "members",
  "refresh_token_families",
  "refresh_tokens",
  "password_reset_tokens",
  "mail_outbox",
  "devices",
  "newsletter_subscriptions",
  "subscriptions",
  "family_members",
  "quiz_attempts",
  "flashcard_review_log",
  "flashcard_card_states",
  "flashcard_settings",
];

describe.each(ENGINES)("platform on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  it("migrates an empty database to every table of the accounts area, and migrating again changes nothing", async () => {
    const tables = await rows<{ table_name: string }>(
      api,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(TABLES));
    const files = readdirSync(path.resolve(MIGRATIONS_FOLDER)).filter((f) => f.endsWith(".sql"));
    expect(await countOf(api, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(files.length);
    await api.database.migrate(path.resolve(MIGRATIONS_FOLDER));
    expect(await countOf(api, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(files.length);
  });

  it("enforces e-mail uniqueness whatever the case in the database itself", async () => {
    const member = await createMember(api);
    await expect(
      api.database.db.execute(
        sql`insert into members (email, password_hash, terms_accepted_at) values (${member.email.toUpperCase()}, 'x', now())`,
      ),
    ).rejects.toThrow();
  });

  // The first prepareDatabase imports and renders every document of content/ (docs/decisions/013): minutes to spare.
  it("seeds the demo accounts idempotently outside production, and they log in", { timeout: 300_000 }, async () => {
    const logger = createLogger("silent");
    await prepareDatabase(api.config, api.database, logger);
    await prepareDatabase(api.config, api.database, logger);
    // The plans were bought at the seed's time, minutes after this API's test clock started (the content import).
    api.clock.current = new Date();
    const members = api.container.resolve<MemberRepository>(MemberRepositoryToken);
    const emails = DEMO_ACCOUNTS.flatMap((a) => [a.email, ...(a.children ?? []).map((c) => c.email)]);
    expect(emails).toEqual([
      "eleve@demo.test",
      "premium@demo.test",
      "parent@demo.test",
      "enfant@demo.test",
      "nouveau@demo.test",
    ]);
    expect(await countOf(api, sql`select count(*)::int as n from members where email like '%@demo.test'`)).toBe(5);

    const profileOf = async (email: string) => {
      const session = await login(api, { email, password: DEMO_PASSWORD });
      const response = await api.request("/api/profile", { token: session.token });
      return {
        status: response.status,
        body: response.status === 200 ? parseProfileEntries(await response.json())._unsafeUnwrap().profile : null,
      };
    };
    const eleve = await profileOf("eleve@demo.test");
    expect(eleve.status).toBe(200);
    expect(isPremium(eleve.body ?? {})).toBe(false);
    expect(eleve.body).toMatchObject({ levelOfEducation: { value: "première" }, accessType: { value: "student" } });
    const premium = await profileOf("premium@demo.test");
    expect(isPremium(premium.body ?? {})).toBe(true);
    expect(premium.body?.plans).toMatchObject([{ id: "solo-yearly" }]);
    // The demo plans are bought as a member buys one: a paid order with its receipt, the card kept for renewals.
    const premiumSession = await login(api, { email: "premium@demo.test", password: DEMO_PASSWORD });
    const orders = await api.request("/api/checkout/orders", { token: premiumSession.token });
    expect(await orders.json()).toMatchObject({
      orders: [{ status: "paid", plan: { id: "solo-yearly" }, currency: "EUR", paymentMethod: "card" }],
    });
    const subscription = await api.request("/api/subscription", { token: premiumSession.token });
    expect(await subscription.json()).toMatchObject({
      paymentMethod: { kind: "card", brand: "visa", last4: "4242" },
      renewal: { planId: "solo-yearly" },
    });
    const parent = await profileOf("parent@demo.test");
    expect(profileHasFamilyPlan(parent.body ?? {})).toBe(true);
    expect(parent.body?.family).toMatchObject({ role: "holder", members: [{ email: "enfant@demo.test" }] });
    const enfant = await profileOf("enfant@demo.test");
    expect(profileHasFamilyPlan(enfant.body ?? {})).toBe(true);
    expect((await profileOf("nouveau@demo.test")).status).toBe(409);
    expect(await members.findByEmail("NOUVEAU@demo.test")).not.toBeNull();
  });

  it("never seeds demo accounts in production", async () => {
    const production = loadConfig({
      ...TEST_ENV,
      APP_ENV: "production",
      PASSWORD_HASH_MEMORY_KIB: "19456",
      PASSWORD_HASH_ITERATIONS: "2",
      AUTH_SECRET: "s".repeat(40),
      TURNSTILE_SITE_KEY: "0x4AAAAAAAreal",
      TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
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
    });
    await api.database.db.execute(sql`delete from members where email like '%@demo.test'`);
    await prepareDatabase(production, api.database, createLogger("silent"));
    expect(await countOf(api, sql`select count(*)::int as n from members where email like '%@demo.test'`)).toBe(0);
  });

  it("documents every route in /api/openapi.json with its schemas", async () => {
    const response = await api.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const routes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    for (const route of [
      "POST /auth/local",
      "POST /auth/local/register",
      "POST /refresh-token",
      "POST /auth/logout",
      "POST /auth/forgot-password",
      "POST /auth/reset-password",
      "DELETE /account",
      "GET /profile",
      "PATCH /profile",
      "GET /profiling",
      "POST /profiling",
      "POST /device",
      "POST /newsletter/subscribe",
      "POST /newsletter/unsubscribe",
      "GET /newsletter/subscription",
      "GET /family",
      "POST /family/members",
      "DELETE /family/members/{memberId}",
      "GET /progress",
      "POST /progress/quiz-attempts",
      "POST /progress/flashcard-reviews",
      "POST /progress/flashcard-reviews/batch",
      "GET /progress/flashcards/queue",
      "GET /progress/summary",
      "GET /family/members/{memberId}/progress",
      "GET /progress/chapters-learned/{chapterPath}",
      "PUT /progress/chapters-learned/{chapterPath}",
      "DELETE /progress/chapters-learned/{chapterPath}",
      "GET /dev/outbox",
      "GET /health",
      "GET /openapi.json",
      "POST /_content/{path}",
    ]) {
      expect(routes).toContain(route);
    }
    expect(doc.paths["/auth/local"]?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(doc.paths["/auth/local"]?.post?.requestBody)).toContain("identifier");
    expect(JSON.stringify(doc.paths["/profile"]?.get?.responses["200"])).toContain("hasFamilyPlan");
    expect(JSON.stringify(doc.paths["/health"]?.get?.responses["503"])).toContain("database");
  });

  it("answers unknown routes with the error shape", async () => {
    const response = await api.request("/api/nope", { headers: { "accept-language": "en" } });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "NotFound" });
  });

  it("logs each request without tokens, passwords, cookies or addresses", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    await api.request("/api/refresh-token", { body: { refreshToken: session.refreshToken }, cookie: session.cookie });
    await api.request("/api/profile?secret=query", { token: session.token });
    const text = JSON.stringify(api.logs);
    for (const secret of [session.token, session.refreshToken, member.password, member.email, "secret=query"])
      expect(text).not.toContain(secret);
    expect(api.logs).toContainEqual(
      expect.objectContaining({
        message: "api.request",
        method: "GET",
        path: "/api/profile",
        status: 200,
        memberId: member.id,
      }),
    );
  });

  it("hides unexpected failures behind a 500 without a stack, and logs them without query parameters", async () => {
    const probe = await startTestApi(engine);
    const session = await login(probe, await createMember(probe));
    await probe.database.close();
    const response = await probe.request("/api/profile", { token: session.token });
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(text).not.toMatch(/at |stack|select|Error:/i);
    expect(await errorOf(response)).toMatchObject({ code: "InternalError" });
    const logged = probe.logs.find((l) => l.message === "api.unexpected_error");
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).not.toMatch(/params:/);
    await probe.close().catch(() => undefined);
  });

  it("lists development mail through /api/dev/outbox, and never mounts it in production", async () => {
    const member = await createMember(api);
    await api.request("/api/auth/forgot-password", { body: { email: member.email } });
    await api.idle();
    const listed = await api.request(`/api/dev/outbox?to=${encodeURIComponent(member.email.toUpperCase())}&limit=5`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject([{ to: member.email, template: "password-reset", sentAt: null }]);
    const bad = await api.request("/api/dev/outbox?limit=9999");
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ fields: { limit: "LimitInvalid" } });

    const production = api.container.createChildContainer();
    const settings = api.container.resolve<HttpSettings>(HttpSettingsToken);
    production.registerInstance(HttpSettingsToken, { ...settings, devRoutes: false });
    const app = createApiApp({ container: production, version: "test", title: "test" });
    expect((await app.request("/dev/outbox")).status).toBe(404);
    expect((await app.request("/health")).status).toBe(200);
  });
});
