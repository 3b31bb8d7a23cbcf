// The content area's bindings in the API container (called from server/container.ts).
import type { DependencyContainer } from "tsyringe";
import { ContentAccessPolicyToken, ContentRepositoryToken, type ContentAccessPolicy, type ContentRepository } from "../../../application/api/content/ports.ts";
import { QueryContent } from "../../../application/api/content/query-content.ts";
import {
  DownloadSheet,
  SheetPdfCacheToken,
  SheetRendererToken,
  SheetRepositoryToken,
  type SheetPdfCache,
  type SheetRenderer,
  type SheetRepository,
} from "../../../application/api/content/sheets.ts";
import { CompanyFactsToken, type CompanyFacts } from "../../../application/api/legal/company.ts";
import { FamilyRepositoryToken, type FamilyRepository } from "../../../application/api/account/family/ports.ts";
import { ApiSettingsToken, ClockToken, type ApiSettings, type Clock } from "../../../application/api/shared/ports.ts";
import { SubscriptionRepositoryToken, type SubscriptionRepository } from "../../../application/api/premium/subscriptions.ts";
import type { Database } from "../db/database.ts";
import path from "node:path";
import { DrizzleContentRepository } from "./drizzle-content-repository.ts";
import { DrizzleSheetRepository } from "./drizzle-sheet-repository.ts";
import { FileSheetPdfCache } from "./sheets/file-sheet-cache.ts";
import { PdfkitSheetRenderer } from "./sheets/pdfkit-sheet-renderer.ts";
import { SubscriptionContentAccessPolicy } from "./subscription-content-access.ts";

/**
 * Registers the content repository, the premium access policy and the QueryContent use case (factories: resolved
 * per use, so a test's clock applies; it fills the publisher's facts of CompanyFactsToken into the pages it serves), and the PDF sheets: their repository, the pdfkit renderer and the file cache
 * under `dataDir`/cache/sheets (docs/decisions/020).
 */
export function registerContent(container: DependencyContainer, database: Database, options: { dataDir: string }): void {
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
    useFactory: (c) =>
      new QueryContent(
        c.resolve<ContentRepository>(ContentRepositoryToken),
        c.resolve<ContentAccessPolicy>(ContentAccessPolicyToken),
        c.resolve<CompanyFacts>(CompanyFactsToken),
      ),
  });
  container.registerInstance(SheetRepositoryToken, new DrizzleSheetRepository(database.db));
  container.registerInstance(SheetRendererToken, new PdfkitSheetRenderer());
  container.registerInstance(SheetPdfCacheToken, new FileSheetPdfCache(path.join(options.dataDir, "cache", "sheets")));
  container.register(DownloadSheet, {
    useFactory: (c) =>
      new DownloadSheet(
        c.resolve<SheetRepository>(SheetRepositoryToken),
        c.resolve<ContentAccessPolicy>(ContentAccessPolicyToken),
        c.resolve<SheetRenderer>(SheetRendererToken),
        c.resolve<SheetPdfCache>(SheetPdfCacheToken),
        c.resolve<ApiSettings>(ApiSettingsToken),
      ),
  });
}
