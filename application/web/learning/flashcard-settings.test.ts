import { describe, expect, it } from "vitest";
import { settingsChange } from "./flashcard-settings.ts";

describe("settingsChange (the review queue's settings forms)", () => {
  it("reads the retention as a whole percentage, with a comma or spaces", () => {
    expect(settingsChange("retention", " 85 ")._unsafeUnwrap()).toEqual({ retentionPercent: 85 });
    expect(settingsChange("retention", "96,6")._unsafeUnwrap()).toEqual({ retentionPercent: 97 });
    expect(settingsChange("retention", "80")._unsafeUnwrap()).toEqual({ retentionPercent: 80 });
  });

  it("refuses a retention out of 80 to 97, empty or not a number", () => {
    for (const typed of ["79", "97,6", "50", "", "abc", "0.9"]) {
      expect(settingsChange("retention", typed)._unsafeUnwrapErr()).toEqual({ type: "RetentionOutOfRange" });
    }
  });

  it("takes a whole number of new cards from 0 to 100", () => {
    expect(settingsChange("newCardsPerDay", "0")._unsafeUnwrap()).toEqual({ newCardsPerDay: 0 });
    expect(settingsChange("newCardsPerDay", "100")._unsafeUnwrap()).toEqual({ newCardsPerDay: 100 });
  });

  it("refuses new cards out of range, not whole, empty or not a number", () => {
    for (const typed of ["150", "-1", "2,5", "", "vingt"]) {
      expect(settingsChange("newCardsPerDay", typed)._unsafeUnwrapErr()).toEqual({
        type: "NewCardsPerDayOutOfRange",
      });
    }
  });
});
