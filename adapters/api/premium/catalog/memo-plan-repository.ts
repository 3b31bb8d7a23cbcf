// Issue 14: a serving process's plan lists by market, read once. Plans are product data the seeder writes before a
// process serves (server/database-setup.ts); they change only when a process starts, which is also when the render
// cache takes the data's fingerprint for its key (docs/decisions/024): a process never shows the plans of another
// start. The anonymous plans API (§7) read the same rows at every request; on PGlite, in the event loop.
// Single plans (`findById`, `findByIds`: checkout, renewals, receipts) are read from the database as before.
import type { Market, PlanRepository, StoredPlan } from "../../../../application/api/premium/catalog/ports.ts";

export class MemoPlanRepository implements PlanRepository {
  private readonly lists = new Map<Market, Promise<StoredPlan[]>>();

  constructor(private readonly inner: PlanRepository) {}

  listed(market: Market): Promise<StoredPlan[]> {
    let list = this.lists.get(market);
    if (!list) {
      list = this.inner.listed(market);
      this.lists.set(market, list);
      // A failed read is not kept: the next request asks the database again.
      list.catch(() => {
        if (this.lists.get(market) === list) this.lists.delete(market);
      });
    }
    // Each caller gets its own array (the use case sorts what it receives).
    return list.then((plans) => [...plans]);
  }

  findById(id: string): Promise<StoredPlan | null> {
    return this.inner.findById(id);
  }

  findByIds(ids: readonly string[]): Promise<StoredPlan[]> {
    return this.inner.findByIds(ids);
  }
}
