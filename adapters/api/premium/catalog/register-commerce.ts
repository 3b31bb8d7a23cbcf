// Binds the commerce ports to their PostgreSQL adapters (called by the API composition root).
import type { DependencyContainer } from "tsyringe";
import {
  CampaignRepositoryToken,
  CommerceSettingsToken,
  CouponRepositoryToken,
  PlanRepositoryToken,
  type CommerceSettings,
} from "../../../../application/api/premium/catalog/ports.ts";
import type { Database } from "../../db/database.ts";
import { DrizzleCampaignRepository } from "./drizzle-campaign-repository.ts";
import { DrizzleCouponRepository } from "./drizzle-coupon-repository.ts";
import { DrizzlePlanRepository } from "./drizzle-plan-repository.ts";

/** §7 testing mode: what commerce reads from the process configuration (server/config.ts). */
export interface CommerceConfig {
  /** §7 testing mode: every plan list becomes the one-day prepaid XOF plan. */
  PLANS_TESTING_MODE: boolean;
}

/** §3/§7/§9: binds the commerce ports (plans, campaigns, coupons, settings) in the API container. */
export function registerCommerce(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: CommerceConfig,
): void {
  const settings: CommerceSettings = { plansTestingMode: config.PLANS_TESTING_MODE };
  container.registerInstance(CommerceSettingsToken, settings);
  container.registerInstance(PlanRepositoryToken, new DrizzlePlanRepository(database.db));
  container.registerInstance(CampaignRepositoryToken, new DrizzleCampaignRepository(database.db));
  container.registerInstance(CouponRepositoryToken, new DrizzleCouponRepository(database.db));
}
