import { describe, expect, it } from "vitest";
import {
  creditNoteNumber,
  creditNoteSeries,
  invoiceNumber,
  invoiceSeries,
  receiptFileName,
  vatSplit,
} from "./receipts.ts";

describe("invoice numbers", () => {
  it("are the series and the zero-padded sequence", () => {
    expect(invoiceNumber("2026", 1)).toBe("F2026-000001");
    expect(invoiceNumber("2026", 42)).toBe("F2026-000042");
    expect(invoiceNumber("2027", 1_234_567)).toBe("F2027-1234567");
  });

  it("follow each other without gaps and never repeat", () => {
    const numbers = [1, 2, 3, 4, 5].map((n) => invoiceNumber("2026", n));
    expect(new Set(numbers).size).toBe(5);
    expect([...numbers].sort()).toEqual(numbers);
  });

  it("refuse a sequence that is not a positive integer", () => {
    expect(() => invoiceNumber("2026", 0)).toThrow(RangeError);
    expect(() => invoiceNumber("2026", -3)).toThrow(RangeError);
    expect(() => invoiceNumber("2026", 1.5)).toThrow(RangeError);
  });

  it("belong to the calendar year in Paris", () => {
    expect(invoiceSeries(new Date("2026-06-15T12:00:00Z"))).toBe("2026");
    // 31 December 23:30 in Paris is still 2026 in Paris, 22:30 UTC.
    expect(invoiceSeries(new Date("2026-12-31T22:30:00Z"))).toBe("2026");
    // 1 January 00:30 in Paris is 31 December 23:30 UTC: the new year's series.
    expect(invoiceSeries(new Date("2026-12-31T23:30:00Z"))).toBe("2027");
  });

  it("name the downloaded file", () => {
    expect(receiptFileName("F2026-000042")).toBe("facture-F2026-000042.pdf");
    expect(receiptFileName("A2026-000003", "credit-note")).toBe("avoir-A2026-000003.pdf");
  });
});

describe("VAT on receipts", () => {
  it("splits a euro price at 20 %, in cents, net rounded half up", () => {
    // 89.99 € TTC: 74.99166… HT → 74.99 € and 15.00 € of VAT.
    expect(vatSplit(8999, "EUR")).toEqual({
      rule: "fr-standard",
      ratePercent: 20,
      netMinor: 7499,
      vatMinor: 1500,
      totalMinor: 8999,
    });
    // 9.99 € TTC: 8.325 HT exactly half → 8.33 € and 1.66 €.
    expect(vatSplit(999, "EUR")).toMatchObject({ netMinor: 833, vatMinor: 166 });
    // 120.00 € TTC: exactly 100.00 € and 20.00 €.
    expect(vatSplit(12_000, "EUR")).toMatchObject({ netMinor: 10_000, vatMinor: 2000 });
  });

  it("always adds up to the price paid", () => {
    for (let total = 0; total <= 20_000; total += 7) {
      const split = vatSplit(total, "EUR");
      expect(split.netMinor + split.vatMinor).toBe(total);
      expect(Number.isInteger(split.netMinor)).toBe(true);
      // The VAT is within a cent of 20 % of the amount before tax.
      expect(Math.abs(split.vatMinor - split.netMinor * 0.2)).toBeLessThanOrEqual(1);
    }
  });

  it("charges no French VAT on XOF orders, whole francs (XOF has no minor unit)", () => {
    expect(vatSplit(5000, "XOF")).toEqual({
      rule: "outside-eu",
      ratePercent: 0,
      netMinor: 5000,
      vatMinor: 0,
      totalMinor: 5000,
    });
    expect(vatSplit(0, "EUR")).toMatchObject({ netMinor: 0, vatMinor: 0 });
  });

  it("refuses an amount that is not a whole number of minor units", () => {
    expect(() => vatSplit(9.99, "EUR")).toThrow(RangeError);
    expect(() => vatSplit(-1, "XOF")).toThrow(RangeError);
  });
});

describe("issue 15: credit note numbers", () => {
  it("have their own series per Paris year, apart from the invoices'", () => {
    expect(creditNoteSeries(new Date("2026-06-15T12:00:00Z"))).toBe("A2026");
    expect(creditNoteSeries(new Date("2026-12-31T23:30:00Z"))).toBe("A2027");
    expect(creditNoteNumber("A2026", 3)).toBe("A2026-000003");
    expect(creditNoteNumber("A2026", 3)).not.toBe(invoiceNumber("2026", 3));
    expect(() => creditNoteNumber("A2026", 0)).toThrow(RangeError);
  });
});
