// Runs once at start, after migrations: loads the seed data (idempotently).
import type { Database } from "../adapters/api/db/database.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export async function prepareDatabase(_config: Config, _database: Database, _logger: Logger): Promise<void> {
  // Seeds arrive with the API issue (plans, campaigns, coupons, content, demo accounts in development).
}
