// Runs once at start, after migrations: loads the seed data (idempotently).
import { seedDemoAccounts } from "../application/api/demo/seed-demo-accounts.ts";
import { seedCommerce, seedPersonalLinks } from "../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { DEMO_PERSONAL_LINK_COUPONS, DEMO_PERSONAL_LINKS } from "../application/api/demo/personal-links.ts";
import { Argon2PasswordHasher } from "../adapters/api/crypto/argon2-password-hasher.ts";
import { NodeIdGenerator } from "../adapters/api/crypto/node-secret-tokens.ts";
import { CONTENT_FOLDER, importContentDirectory } from "../adapters/api/content/content-importer.ts";
import { setContentImportCache } from "../adapters/api/content/content-import-cache.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../adapters/api/db/database.ts";
import { DrizzleFamilyRepository } from "../adapters/api/account/drizzle-family-repository.ts";
import { DrizzleMemberRepository } from "../adapters/api/account/drizzle-member-repository.ts";
import { sandboxCheckoutOf } from "../adapters/api/premium/payments/sandbox-checkout.ts";
import { SandboxDemoPurchases } from "../adapters/api/premium/payments/sandbox-demo-purchases.ts";
import { OpenCheckout } from "../application/api/premium/checkout/open-checkout.ts";
import { buildApiContainer, shutdownApi } from "./container.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export async function prepareDatabase(config: Config, database: Database, logger: Logger): Promise<void> {
  // Plans, campaigns and coupons: product data, in every environment (upserted by id).
  const commerce = await seedCommerce(database.db);
  logger.info("seed.commerce", { ...commerce });
  // content/: the product's own content, in every environment (idempotent: unchanged files write nothing).
  // A configuration without a cache directory leaves the process's as it is (a test file's setup may have set one).
  if (config.CONTENT_IMPORT_CACHE_DIR) setContentImportCache(config.CONTENT_IMPORT_CACHE_DIR);
  await importContentDirectory(database.db, CONTENT_FOLDER, logger);
  // Demo accounts: development and test only, never production (see README).
  if (!config.isProduction) {
    // §2 /premium/{token}: demo personal campaign links (one running, one expired).
    await seedPersonalLinks(database.db, DEMO_PERSONAL_LINKS, DEMO_PERSONAL_LINK_COUPONS);
    // The plans of the demo accounts are bought on the sandbox, through the API's own use cases.
    const api = buildApiContainer(config, database, logger);
    let created: string[];
    try {
      created = await seedDemoAccounts(
        {
          members: new DrizzleMemberRepository(database.db),
          purchases: new SandboxDemoPurchases(api.resolve(OpenCheckout), sandboxCheckoutOf(api), logger),
          families: new DrizzleFamilyRepository(database.db),
          hasher: new Argon2PasswordHasher({
            memoryKiB: config.PASSWORD_HASH_MEMORY_KIB,
            iterations: config.PASSWORD_HASH_ITERATIONS,
            parallelism: 1,
          }),
          ids: new NodeIdGenerator(),
        },
        new Date(),
      );
    } finally {
      await shutdownApi(api); // the purchases' mails are written before the database closes
    }
    if (created.length > 0) logger.info("seed.demo_accounts", { created: created.length });
  }
}

/**
 * Issue 14 (docs/decisions/024): a fingerprint of what the pages show from the database and that only changes
 * when content or plans change: each content document's path, hash and write time (an unchanged import writes
 * nothing), the plans and the campaigns (their rows without their timestamps: the seeder rewrites them at every
 * start). Part of the render cache's key: every process that reads the same data keeps and finds the same pages,
 * and a process that imported new content or plans never answers a page of the old ones.
 */
export async function siteDataVersion(database: Database): Promise<string> {
  const result = await database.db.execute<{ version: string }>(sql`
    select md5(
      coalesce((select string_agg(d.path || ':' || d.locale || ':' || d.content_hash || ':' || d.updated_at::text, ','
        order by d.path, d.locale) from content_documents d), '')
      || '|' || coalesce((select string_agg((to_jsonb(p) - 'updated_at' - 'created_at')::text, ',' order by p.id)
        from plans p), '')
      || '|' || coalesce((select string_agg((to_jsonb(c) - 'updated_at' - 'created_at')::text, ',' order by c.id)
        from campaigns c), '')
    ) as version`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { version: string }[] }).rows) as {
    version: string;
  }[];
  return rows[0]!.version;
}
