import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { issuesToFields, unstorablePath } from "./context.ts";
import { API_ERRORS, apiErrorMessage } from "../../../application/contracts/errors.ts";
import { requestLocale } from "./errors.ts";

describe("issuesToFields", () => {
  const schema = v.strictObject({
    name: v.string(),
    age: v.pipe(v.number(), v.integer("AgeNotWhole")),
    nested: v.optional(v.strictObject({ flag: v.boolean() })),
  });
  const fields = (input: unknown) => {
    const result = v.safeParse(schema, input);
    return result.success ? {} : issuesToFields(result.issues);
  };

  it("names unknown, missing and invalid fields, keeping a rule's own code", () => {
    expect(fields({ name: "a", age: 1, extra: 1 })).toEqual({ extra: "UnknownField" });
    expect(fields({ age: 1 })).toEqual({ name: "Required" });
    expect(fields({ name: 3, age: 1.5 })).toEqual({ name: "Invalid", age: "AgeNotWhole" });
    expect(fields({ name: "a", age: 1, nested: { flag: "yes", x: 1 } })).toEqual({
      "nested.flag": "Invalid",
      "nested.x": "UnknownField",
    });
    expect(fields("text")).toEqual({ body: "Invalid" });
  });
});

describe("unstorablePath", () => {
  it("finds a lone surrogate in a value or a key (no UTF-8 form; PostgreSQL jsonb refuses it)", () => {
    expect(unstorablePath({ state: { note: "a\ud800b" } })).toBe("state.note");
    expect(unstorablePath({ state: { "\udfff": "x" } })).toBe("state");
    expect(unstorablePath({ emoji: "ok \ud83d\ude00", rtl: "\u202e", bom: "\ufeff" })).toBeNull();
  });

  it("finds a NUL character in any string, key or nested value", () => {
    expect(unstorablePath({ a: "ok", b: ["x", { c: "bad\u0000" }] })).toBe("b.1.c");
    expect(unstorablePath({ "k\u0000": 1 })).toBe("body");
    expect(unstorablePath("\u0000")).toBe("body");
    expect(unstorablePath({ a: "fine", n: 1, z: null })).toBeNull();
  });
});

describe("messages", () => {
  it("has a French and an English summary for every code, French by default", () => {
    for (const code of Object.keys(API_ERRORS)) {
      expect(apiErrorMessage(code, "fr").length).toBeGreaterThan(3);
      expect(apiErrorMessage(code, "en").length).toBeGreaterThan(3);
      expect(apiErrorMessage(code, "fr")).not.toBe(apiErrorMessage(code, "en"));
    }
    expect(apiErrorMessage("SomethingElse", "en")).toBe(apiErrorMessage("InternalError", "en"));
    expect(requestLocale(null)).toBe("fr");
    expect(requestLocale("de-DE,en;q=0.5")).toBe("en");
    expect(requestLocale("fr-FR,en;q=0.9")).toBe("fr");
  });
});
