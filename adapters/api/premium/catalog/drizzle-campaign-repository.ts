// §3 Offer campaign records in PostgreSQL (table `campaigns`).
import { and, asc, eq } from "drizzle-orm";
import type { CampaignRepository, StoredCampaign } from "../../../../application/api/premium/catalog/ports.ts";
import { campaigns } from "../../db/premium-catalog-schema.ts";
import type { Db } from "../../db/database.ts";

type CampaignRow = typeof campaigns.$inferSelect;

/** §3 Offer campaign: a row as a stored campaign. */
export function storedCampaignOf(row: CampaignRow): StoredCampaign {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    planId: row.planId,
    paywallPath: row.paywallPath,
    successPath: row.successPath,
    couponCode: row.couponCode,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    counterRotation: row.counterRotation,
    counterOffset: row.counterOffset,
    bannerPagesVisibile: row.bannerPagesVisible,
    promoPrice: row.promoPrice,
  };
}

/** §3 Offer campaign: the row of a stored campaign (for the seeder). */
export function campaignRowOf(campaign: StoredCampaign, now: Date): typeof campaigns.$inferInsert {
  return {
    id: campaign.id,
    slug: campaign.slug,
    kind: campaign.kind,
    planId: campaign.planId,
    paywallPath: campaign.paywallPath,
    successPath: campaign.successPath,
    couponCode: campaign.couponCode,
    startDate: new Date(campaign.startDate),
    endDate: new Date(campaign.endDate),
    counterRotation: campaign.counterRotation,
    counterOffset: campaign.counterOffset,
    bannerPagesVisible: campaign.bannerPagesVisibile,
    promoPrice: campaign.promoPrice,
    active: true,
    createdAt: now,
    updatedAt: now,
  };
}

/** §3 Offer campaign: the CampaignRepository port on PostgreSQL. */
export class DrizzleCampaignRepository implements CampaignRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<StoredCampaign[]> {
    const rows = await this.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.active, true))
      .orderBy(asc(campaigns.startDate), asc(campaigns.id));
    return rows.map(storedCampaignOf);
  }

  async bySlug(slug: string): Promise<StoredCampaign[]> {
    const rows = await this.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.slug, slug), eq(campaigns.active, true)))
      .orderBy(asc(campaigns.startDate), asc(campaigns.id));
    return rows.map(storedCampaignOf);
  }
}
