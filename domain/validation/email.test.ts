import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, isValidEmail, normalizeEmail } from "./email.ts";

const label = (length: number) => "a".repeat(length);

describe("§5 newsletter e-mail pattern", () => {
  it("accepts ordinary addresses", () => {
    for (const email of [
      "a@b.c",
      "jean.dupont@ecole.fr",
      "Marie_Curie+revisions@Mail-77.Univ-Paris.FR",
      "x%y-z@a1.io",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });
  it("requires a dotted suffix after the first domain label", () => {
    expect(isValidEmail("a@localhost")).toBe(false);
    expect(isValidEmail("a@b.")).toBe(false);
    expect(isValidEmail("a@b..fr")).toBe(false);
    expect(isValidEmail("a@.fr")).toBe(false);
  });
  it("limits the local part to 1 to 256 allowed characters", () => {
    expect(isValidEmail(`${label(256)}@b.fr`)).toBe(true);
    expect(isValidEmail(`${label(257)}@b.fr`)).toBe(false);
    expect(isValidEmail("@b.fr")).toBe(false);
    for (const bad of ["é@b.fr", "a b@b.fr", 'a"b@b.fr', "a!b@b.fr", "a@b@c.fr", "a,b@c.fr"]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
  it("limits the first domain label to 65 characters and each suffix label to 26", () => {
    expect(isValidEmail(`a@${label(65)}.fr`)).toBe(true);
    expect(isValidEmail(`a@${label(66)}.fr`)).toBe(false);
    expect(isValidEmail(`a@b.${label(26)}`)).toBe(true);
    expect(isValidEmail(`a@b.${label(27)}`)).toBe(false);
    expect(isValidEmail(`a@b.${label(26)}.${label(26)}`)).toBe(true);
    expect(isValidEmail(`a@b.fr.${label(27)}`)).toBe(false);
  });
  it("requires each domain label to start with a letter or digit", () => {
    expect(isValidEmail("a@-b.fr")).toBe(false);
    expect(isValidEmail("a@b.-fr")).toBe(false);
    expect(isValidEmail("a@b-.f-r")).toBe(true);
    expect(isValidEmail("a@b_c.fr")).toBe(false);
  });
  it("compares addresses whatever their case: the normal form is in lower case", () => {
    expect(normalizeEmail(" Eleve@Example.ORG ")).toBe("eleve@example.org");
    expect(normalizeEmail("ELEVE@EXAMPLE.ORG")).toBe(normalizeEmail("eleve@example.org"));
    expect(isValidEmail("Eleve@Example.ORG")).toBe(true);
  });
  it("ignores surrounding white space but not inner white space", () => {
    expect(normalizeEmail("  a@b.fr \n")).toBe("a@b.fr");
    expect(isValidEmail("  a@b.fr ")).toBe(true);
    expect(isValidEmail("  a@b.fr ")).toBe(true);
    expect(isValidEmail("a@b .fr")).toBe(false);
    expect(EMAIL_PATTERN.test(" a@b.fr")).toBe(false);
  });
  it("matches generated valid addresses and rejects them once the @ is removed", () => {
    const chars = (alphabet: string, min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...alphabet.split("")), minLength: min, maxLength: max });
    const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const email = fc
      .tuple(
        chars(`${alnum}+._%-`, 1, 40),
        chars(alnum, 1, 1),
        chars(`${alnum}-`, 0, 64),
        fc.array(fc.tuple(chars(alnum, 1, 1), chars(`${alnum}-`, 0, 25)), { minLength: 1, maxLength: 3 }),
      )
      .map(([local, head, rest, suffix]) => `${local}@${head}${rest}${suffix.map(([h, r]) => `.${h}${r}`).join("")}`);
    fc.assert(
      fc.property(email, (value) => {
        expect(isValidEmail(value)).toBe(true);
        expect(isValidEmail(value.replace("@", ""))).toBe(false);
      }),
    );
  });
});
