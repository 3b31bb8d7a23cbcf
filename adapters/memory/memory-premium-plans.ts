// In-memory plan records (tests and Storybook): an honest fake of the commerce PlanRepository.
import type { Market, PlanRepository, StoredPlan } from "../../application/api/premium/catalog/ports.ts";

/** §3 Plan: the PlanRepository port in memory. */
export class MemoryPlanRepository implements PlanRepository {
  private readonly byId = new Map<string, StoredPlan>();

  constructor(plans: readonly StoredPlan[] = []) {
    for (const plan of plans) this.put(plan);
  }

  /** Adds or replaces a plan (by id). */
  put(stored: StoredPlan): void {
    this.byId.set(stored.plan.id, stored);
  }

  async listed(market: Market): Promise<StoredPlan[]> {
    return [...this.byId.values()].filter((s) => s.market === market && s.active && s.listed);
  }

  async findById(id: string): Promise<StoredPlan | null> {
    return this.byId.get(id) ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<StoredPlan[]> {
    return ids.flatMap((id) => this.byId.get(id) ?? []);
  }
}
