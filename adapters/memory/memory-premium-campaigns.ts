// In-memory campaign records (tests and Storybook): an honest fake of the commerce CampaignRepository.
import type { CampaignRepository, StoredCampaign } from "../../application/api/premium/catalog/ports.ts";

const byStart = (a: StoredCampaign, b: StoredCampaign) =>
  Date.parse(a.startDate) - Date.parse(b.startDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** §3 Offer campaign: the CampaignRepository port in memory. */
export class MemoryCampaignRepository implements CampaignRepository {
  private readonly byId = new Map<string, StoredCampaign>();

  constructor(campaigns: readonly StoredCampaign[] = []) {
    for (const campaign of campaigns) this.put(campaign);
  }

  /** Adds or replaces a campaign (by id). */
  put(campaign: StoredCampaign): void {
    this.byId.set(campaign.id, campaign);
  }

  async all(): Promise<StoredCampaign[]> {
    return [...this.byId.values()].sort(byStart);
  }

  async bySlug(slug: string): Promise<StoredCampaign[]> {
    return (await this.all()).filter((c) => c.slug === slug);
  }
}
