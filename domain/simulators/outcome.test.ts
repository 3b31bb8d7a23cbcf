import { describe, expect, it } from "vitest";
import { fraction, fromHundredths } from "./exact.ts";
import { MENTION_THRESHOLDS, mentionFor, nextMention, PASS_MARK, SECOND_GROUP_MIN, TARGETS } from "./outcome.ts";

describe("§1 grade simulators: mentions", () => {
  it("uses the official thresholds 12, 14, 16 and 18; admission at 10, second group from 8", () => {
    expect(MENTION_THRESHOLDS).toEqual({ "assez-bien": 12, bien: 14, "tres-bien": 16, felicitations: 18 });
    expect(PASS_MARK).toBe(10);
    expect(SECOND_GROUP_MIN).toBe(8);
    expect(TARGETS.map((t) => t.threshold)).toEqual([10, 12, 14, 16, 18]);
    expect(TARGETS[0]?.mention).toBeNull();
  });
  it("gives the mention of an average, thresholds included", () => {
    expect(mentionFor(fromHundredths(1199))).toBeNull();
    expect(mentionFor(fraction(12))).toBe("assez-bien");
    expect(mentionFor(fromHundredths(1399))).toBe("assez-bien");
    expect(mentionFor(fraction(14))).toBe("bien");
    expect(mentionFor(fraction(16))).toBe("tres-bien");
    expect(mentionFor(fromHundredths(1799))).toBe("tres-bien");
    expect(mentionFor(fraction(18))).toBe("felicitations");
    expect(mentionFor(fraction(20))).toBe("felicitations");
  });
  it("gives the next mention and the points missing, rounded up", () => {
    expect(nextMention(fraction(10))).toEqual({ mention: "assez-bien", missingHundredths: 200 });
    expect(nextMention(fromHundredths(1342))).toEqual({ mention: "bien", missingHundredths: 58 });
    expect(nextMention(fraction(14))).toEqual({ mention: "tres-bien", missingHundredths: 200 });
    expect(nextMention(fraction(3199, 200))).toEqual({ mention: "tres-bien", missingHundredths: 1 }); // 15.995
    expect(nextMention(fraction(18))).toBeNull();
  });
});
