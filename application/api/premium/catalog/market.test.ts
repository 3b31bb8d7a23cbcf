import { describe, expect, it } from "vitest";
import { marketFor } from "./market.ts";

describe("marketFor (§7 plans by country)", () => {
  it("gives Francophone Africa its XOF market, everyone else France's, and the testing mode its own", () => {
    for (const region of ["SN", "CI", "ml", "CM", "GA", "CD", "MG"])
      expect(marketFor(region, false), region).toBe("francophone-africa");
    for (const region of ["FR", "BE", "US", "MA", "XX"]) expect(marketFor(region, false), region).toBe("france");
    expect(marketFor("SN", true)).toBe("testing");
    expect(marketFor("FR", true)).toBe("testing");
  });
});
