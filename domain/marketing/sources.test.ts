import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  extractMarketingSources,
  hasMarketingSources,
  MARKETING_SOURCE_FIELDS,
  MAX_SOURCE_VALUE_LENGTH,
  parseStoredMarketingSources,
  serializeMarketingSources,
  updateCurrentSources,
  updateInitialSources,
} from "./sources.ts";

describe("§3 marketing-source fields", () => {
  it("lists the 17 fields", () => {
    expect(MARKETING_SOURCE_FIELDS).toHaveLength(17);
    expect(new Set(MARKETING_SOURCE_FIELDS).size).toBe(17);
  });

  it("extracts the known fields of a full URL, ignoring others and blank values", () => {
    expect(
      extractMarketingSources(
        "https://www.example.org/premium?utm_source=fb&utm_medium=%20&gclid=abc&lang=en#utm_id=no",
      ),
    ).toEqual({ utm_source: "fb", gclid: "abc" });
  });

  it("accepts a query string, a URL object or parsed parameters", () => {
    expect(extractMarketingSources("?ttclid=t1")).toEqual({ ttclid: "t1" });
    expect(extractMarketingSources("wbraid=w1")).toEqual({ wbraid: "w1" });
    expect(extractMarketingSources(new URL("https://x.example/?li_fat_id=l1"))).toEqual({ li_fat_id: "l1" });
    expect(extractMarketingSources(new URLSearchParams({ ko_click_id: " k " }))).toEqual({ ko_click_id: "k" });
    expect(extractMarketingSources("")).toEqual({});
  });

  it("captures every one of the 17 fields", () => {
    const params = new URLSearchParams(MARKETING_SOURCE_FIELDS.map((field) => [field, `${field}-v`]));
    expect(Object.keys(extractMarketingSources(params))).toEqual([...MARKETING_SOURCE_FIELDS]);
  });

  it("cuts over-long values", () => {
    const long = "x".repeat(MAX_SOURCE_VALUE_LENGTH + 50);
    expect(extractMarketingSources(`?fbclid=${long}`).fbclid).toHaveLength(MAX_SOURCE_VALUE_LENGTH);
  });
});

describe("§3 initial sources (first non-empty capture wins)", () => {
  it("writes the first non-empty capture", () => {
    expect(updateInitialSources(null, { gclid: "g" })).toEqual({ sources: { gclid: "g" }, write: true });
    expect(updateInitialSources({}, { gclid: "g" })).toEqual({ sources: { gclid: "g" }, write: true });
  });
  it("never replaces stored sources", () => {
    expect(updateInitialSources({ gclid: "g" }, { fbclid: "f" })).toEqual({ sources: { gclid: "g" }, write: false });
  });
  it("writes nothing for an empty capture", () => {
    expect(updateInitialSources(null, {})).toEqual({ sources: null, write: false });
  });
  it("keeps the first non-empty capture over any sequence", () => {
    const capture = fc.dictionary(fc.constantFrom("gclid", "fbclid"), fc.constantFrom("a", "b"));
    fc.assert(
      fc.property(fc.array(capture), (captures) => {
        let stored = null as ReturnType<typeof updateInitialSources>["sources"];
        for (const c of captures) stored = updateInitialSources(stored, c).sources;
        const first = captures.find((c) => Object.keys(c).length > 0) ?? null;
        expect(stored).toEqual(first);
      }),
    );
  });
});

describe("§3 current sources (replaced on each capture with any source)", () => {
  it("replaces entirely on a capture with a source", () => {
    expect(updateCurrentSources({ gclid: "g", utm_source: "s" }, { fbclid: "f" })).toEqual({
      sources: { fbclid: "f" },
      write: true,
    });
  });
  it("keeps the current ones on an empty capture", () => {
    expect(updateCurrentSources({ gclid: "g" }, {})).toEqual({ sources: { gclid: "g" }, write: false });
    expect(updateCurrentSources(null, {})).toEqual({ sources: null, write: false });
    expect(updateCurrentSources({}, {})).toEqual({ sources: null, write: false });
  });
});

describe("§3 stored sources", () => {
  it("round-trips", () => {
    const sources = { utm_campaign: "rentree", gclid: "g" };
    expect(parseStoredMarketingSources(serializeMarketingSources(sources))).toEqual(sources);
  });
  it("drops unknown fields and non-text values, and reads garbage as nothing", () => {
    expect(parseStoredMarketingSources('{"gclid":"g","evil":"x","fbclid":3,"utm_id":" "}')).toEqual({ gclid: "g" });
    for (const raw of [null, "", "{", "[1]", '"x"', '{"evil":"x"}'])
      expect(parseStoredMarketingSources(raw)).toBeNull();
  });
  it("tells empty from non-empty", () => {
    expect(hasMarketingSources(null)).toBe(false);
    expect(hasMarketingSources({})).toBe(false);
    expect(hasMarketingSources({ gclid: "g" })).toBe(true);
  });
});
