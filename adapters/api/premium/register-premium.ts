// Binds the premium ports: the catalog (plans, campaigns, coupons), checkout and payments, subscriptions.
import type { DependencyContainer } from "tsyringe";
import { SubscriptionRepositoryToken } from "../../../application/api/premium/subscriptions.ts";
import type { Database } from "../db/database.ts";
import { registerCommerce, type CommerceConfig } from "./catalog/register-commerce.ts";
import { DrizzleSubscriptionRepository } from "./drizzle-subscription-repository.ts";
import { registerPayments, type PaymentsConfig } from "./payments/register-payments.ts";

export function registerPremium(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: CommerceConfig & PaymentsConfig,
): void {
  container.registerInstance(SubscriptionRepositoryToken, new DrizzleSubscriptionRepository(database.db));
  registerCommerce(container, database, config);
  registerPayments(container, database, config);
}
