import { describe, expect, it } from "vitest";
import { RETENTION, inactiveDeletionDate, purgeCutoffs } from "./retention.ts";

const at = (iso: string) => new Date(iso);

describe("purgeCutoffs", () => {
  const cutoffs = purgeCutoffs(at("2030-03-31T10:00:00Z"));

  it("counts days, months and years back in UTC calendar units", () => {
    expect(cutoffs.sessions).toEqual(at("2030-03-01T10:00:00Z"));
    expect(cutoffs.passwordResets).toEqual(at("2030-03-01T10:00:00Z"));
    expect(cutoffs.mail).toEqual(at("2029-03-31T10:00:00Z"));
    expect(cutoffs.unpaidOrders).toEqual(at("2029-03-31T10:00:00Z"));
    // 31 March less 13 months: the last day of February.
    expect(cutoffs.devices).toEqual(at("2029-02-28T10:00:00Z"));
    expect(cutoffs.inactiveBefore).toEqual(at("2028-03-31T10:00:00Z"));
  });

  it("warns an inactive account 30 days before its deletion, and deletes only after 30 days of notice", () => {
    expect(cutoffs.warnInactiveBefore).toEqual(at("2028-04-30T10:00:00Z"));
    expect(cutoffs.warnedBefore).toEqual(at("2030-03-01T10:00:00Z"));
  });

  it("keeps accounting records ten years from the close of the financial year of the payment", () => {
    // A payment of 2019 closes with 2019; kept through 2029, gone on 1 January 2030.
    expect(cutoffs.accountingBefore).toEqual(at("2020-01-01T00:00:00Z"));
    expect(purgeCutoffs(at("2030-01-01T00:00:00Z")).accountingBefore).toEqual(at("2020-01-01T00:00:00Z"));
    expect(purgeCutoffs(at("2029-12-31T23:59:59Z")).accountingBefore).toEqual(at("2019-01-01T00:00:00Z"));
  });

  it("states a basis and a starting point for every period", () => {
    for (const rule of Object.values(RETENTION)) {
      expect(rule.basis.length).toBeGreaterThan(0);
      expect(rule.from.length).toBeGreaterThan(0);
    }
  });
});

describe("inactiveDeletionDate", () => {
  it("is two years after the last activity when the warning came more than 30 days before", () => {
    expect(inactiveDeletionDate(at("2026-01-10T00:00:00Z"), at("2027-12-01T00:00:00Z"))).toEqual(
      at("2028-01-10T00:00:00Z"),
    );
  });

  it("is never less than 30 days after a late warning", () => {
    expect(inactiveDeletionDate(at("2020-01-10T00:00:00Z"), at("2027-12-11T00:00:00Z"))).toEqual(
      at("2028-01-10T00:00:00Z"),
    );
    expect(inactiveDeletionDate(at("2020-01-10T00:00:00Z"), at("2027-05-01T00:00:00Z"))).toEqual(
      at("2027-05-31T00:00:00Z"),
    );
  });
});
