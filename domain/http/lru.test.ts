import { describe, expect, it } from "vitest";
import { Lru } from "./lru.ts";

describe("issue 14: a map bounded by size and entries, least recently used first out", () => {
  it("answers what it keeps, and nothing for a key it does not", () => {
    const lru = new Lru<string>(100, 10);
    lru.set("a", "A", 10);
    expect(lru.get("a")).toBe("A");
    expect(lru.get("b")).toBeUndefined();
  });

  it("forgets the least recently used entries beyond its size budget", () => {
    const lru = new Lru<string>(30, 10);
    lru.set("a", "A", 10);
    lru.set("b", "B", 10);
    lru.set("c", "C", 10);
    expect(lru.get("a")).toBe("A"); // a is now the most recently used
    lru.set("d", "D", 10);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.get("d")]).toEqual(["A", "C", "D"]);
  });

  it("forgets the least recently used entries beyond its number of entries", () => {
    const lru = new Lru<number>(1_000, 2);
    lru.set("a", 1, 1);
    lru.set("b", 2, 1);
    lru.set("c", 3, 1);
    expect(lru.get("a")).toBeUndefined();
    expect([lru.get("b"), lru.get("c")]).toEqual([2, 3]);
  });

  it("replaces a key's value and counts only its new size", () => {
    const lru = new Lru<string>(20, 10);
    lru.set("a", "A", 15);
    lru.set("a", "A2", 5);
    lru.set("b", "B", 15);
    expect([lru.get("a"), lru.get("b")]).toEqual(["A2", "B"]);
  });

  it("keeps nothing larger than its whole budget, and forgets nothing for it", () => {
    const lru = new Lru<string>(20, 10);
    lru.set("a", "A", 10);
    lru.set("huge", "H", 21);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    lru.set("a", "A3", 21); // a value too large replaces nothing: the key is forgotten
    expect(lru.get("a")).toBeUndefined();
  });
});
