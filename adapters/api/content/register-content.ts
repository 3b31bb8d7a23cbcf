// The content area's bindings in the API container (called from server/container.ts).
import type { DependencyContainer } from "tsyringe";
import { ContentAccessPolicyToken, ContentRepositoryToken, type ContentAccessPolicy, type ContentRepository } from "../../../application/api/content/ports.ts";
import { QueryContent } from "../../../application/api/content/query-content.ts";
import { FamilyRepositoryToken, type FamilyRepository } from "../../../application/api/account/family/ports.ts";
import { ClockToken, type Clock } from "../../../application/api/shared/ports.ts";
import { SubscriptionRepositoryToken, type SubscriptionRepository } from "../../../application/api/premium/subscriptions.ts";
import type { Database } from "../db/database.ts";
import { DrizzleContentRepository } from "./drizzle-content-repository.ts";
import { SubscriptionContentAccessPolicy } from "./subscription-content-access.ts";

/** Registers the content repository, the premium access policy and the QueryContent use case (factories: resolved per use, so a test's clock applies). */
export function registerContent(container: DependencyContainer, database: Database): void {
  container.registerInstance(ContentRepositoryToken, new DrizzleContentRepository(database.db));
  container.register(ContentAccessPolicyToken, {
    useFactory: (c) =>
      new SubscriptionContentAccessPolicy(
        c.resolve<SubscriptionRepository>(SubscriptionRepositoryToken),
        c.resolve<FamilyRepository>(FamilyRepositoryToken),
        c.resolve<Clock>(ClockToken),
      ),
  });
  container.register(QueryContent, {
    useFactory: (c) => new QueryContent(c.resolve<ContentRepository>(ContentRepositoryToken), c.resolve<ContentAccessPolicy>(ContentAccessPolicyToken)),
  });
}
