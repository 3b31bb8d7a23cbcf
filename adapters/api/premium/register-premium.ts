// Binds the premium ports: the catalog (plans, campaigns, coupons), checkout and payments, subscriptions.
import type { DependencyContainer } from "tsyringe";
import { ManagedSubscriptionRepositoryToken } from "../../../application/api/premium/subscription/ports.ts";
import { SubscriptionRepositoryToken } from "../../../application/api/premium/subscriptions.ts";
import type { Database } from "../db/database.ts";
import { registerCommerce, type CommerceConfig } from "./catalog/register-commerce.ts";
import { DrizzleManagedSubscriptionRepository } from "./drizzle-managed-subscription-repository.ts";
import { DrizzleSubscriptionRepository } from "./drizzle-subscription-repository.ts";
import { registerPayments, type PaymentsConfig } from "./payments/register-payments.ts";

export function registerPremium(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: CommerceConfig & PaymentsConfig,
): void {
  container.registerInstance(SubscriptionRepositoryToken, new DrizzleSubscriptionRepository(database.db));
  container.registerInstance(ManagedSubscriptionRepositoryToken, new DrizzleManagedSubscriptionRepository(database.db));
  registerCommerce(container, database, config);
  registerPayments(container, database, config);
}
