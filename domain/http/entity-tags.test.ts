import { describe, expect, it } from "vitest";
import { noneMatchNames, sharedCacheMayKeep, strongEntityTag, unchangedStatus } from "./entity-tags.ts";

describe("issue 14: validation of an answer by its entity tag (RFC 9110 §13.1.2)", () => {
  const tag = strongEntityTag("abc_-1");

  it("quotes an opaque value as a strong tag", () => {
    expect(tag).toBe('"abc_-1"');
  });

  it("finds the current tag in If-None-Match, alone, in a list, weak or strong", () => {
    expect(noneMatchNames(tag, tag)).toBe(true);
    expect(noneMatchNames(`"other", ${tag}`, tag)).toBe(true);
    expect(noneMatchNames(`W/${tag}`, tag)).toBe(true);
    expect(noneMatchNames(tag, `W/${tag}`)).toBe(true);
    expect(noneMatchNames(" * ", tag)).toBe(true);
  });

  it("does not find it when the field names other tags, is empty or absent", () => {
    expect(noneMatchNames('"abc_-2"', tag)).toBe(false);
    expect(noneMatchNames('"abc_-1', tag)).toBe(false);
    expect(noneMatchNames("", tag)).toBe(false);
    expect(noneMatchNames(null, tag)).toBe(false);
    expect(noneMatchNames(undefined, tag)).toBe(false);
  });

  it("answers 304 to GET and HEAD, 412 to any other method", () => {
    expect(unchangedStatus("GET")).toBe(304);
    expect(unchangedStatus("head")).toBe(304);
    expect(unchangedStatus("POST")).toBe(412);
    expect(unchangedStatus("PUT")).toBe(412);
  });

  it("lets a shared cache keep an answer unless it is private or not to be stored", () => {
    expect(sharedCacheMayKeep(null)).toBe(true);
    expect(sharedCacheMayKeep("public, max-age=60")).toBe(true);
    expect(sharedCacheMayKeep("no-cache")).toBe(true);
    expect(sharedCacheMayKeep("private, no-store")).toBe(false);
    expect(sharedCacheMayKeep("No-Store")).toBe(false);
    expect(sharedCacheMayKeep('private="set-cookie"')).toBe(false);
    expect(sharedCacheMayKeep("max-age=0, private")).toBe(false);
  });
});
