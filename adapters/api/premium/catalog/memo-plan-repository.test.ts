import { describe, expect, it } from "vitest";
import type { Market, PlanRepository, StoredPlan } from "../../../../application/api/premium/catalog/ports.ts";
import { SEED_PLANS } from "../../../../application/api/premium/catalog/seed-data.ts";
import { MemoPlanRepository } from "./memo-plan-repository.ts";

/** A plan repository over the seed plans that counts its reads and can be told to fail. */
function counting() {
  const reads: string[] = [];
  let failing = false;
  const inner: PlanRepository = {
    listed: async (market: Market) => {
      reads.push(`listed:${market}`);
      if (failing) throw new Error("database down");
      return SEED_PLANS.filter((plan) => plan.market === market && plan.listed);
    },
    findById: async (id) => {
      reads.push(`findById:${id}`);
      return SEED_PLANS.find((plan) => plan.plan.id === id) ?? null;
    },
    findByIds: async (ids) => {
      reads.push(`findByIds:${ids.join(",")}`);
      return SEED_PLANS.filter((plan) => ids.includes(plan.plan.id));
    },
  };
  return { inner, reads, fail: (value: boolean) => (failing = value) };
}

const idsOf = (plans: StoredPlan[]) => plans.map((plan) => plan.plan.id);

describe("MemoPlanRepository", () => {
  it("reads each market's list once, and gives every caller its own array", async () => {
    const { inner, reads } = counting();
    const memo = new MemoPlanRepository(inner);
    const [a, b] = await Promise.all([memo.listed("france"), memo.listed("france")]);
    expect(idsOf(a)).toEqual(idsOf(await inner.listed("france")));
    reads.length = 0;
    a.reverse();
    expect(idsOf(b)).not.toEqual(idsOf(a));
    expect(idsOf(await memo.listed("france"))).toEqual(idsOf(b));
    expect(idsOf(await memo.listed("francophone-africa")).length).toBeGreaterThan(0);
    expect(reads).toEqual(["listed:francophone-africa"]);
  });

  it("does not keep a failed read", async () => {
    const { inner, reads, fail } = counting();
    const memo = new MemoPlanRepository(inner);
    fail(true);
    await expect(memo.listed("france")).rejects.toThrow("database down");
    fail(false);
    expect((await memo.listed("france")).length).toBeGreaterThan(0);
    expect(reads).toEqual(["listed:france", "listed:france"]);
  });

  it("reads single plans from the database every time", async () => {
    const { inner, reads } = counting();
    const memo = new MemoPlanRepository(inner);
    await memo.findById("solo-yearly");
    await memo.findById("solo-yearly");
    await memo.findByIds(["solo-yearly"]);
    expect(reads).toEqual(["findById:solo-yearly", "findById:solo-yearly", "findByIds:solo-yearly"]);
  });
});
