// Issue 15 (docs/decisions/031-retention.md): the privacy policy states the periods the purge job applies. Each period
// of the one retention table must appear, written out, in the French and the English policy.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RETENTION } from "../../domain/account/retention.ts";

const page = (name: string) => readFileSync(path.resolve("content/pages", name), "utf8");

const UNITS = {
  fr: { years: "ans", months: "mois", days: "jours" },
  en: { years: "years", months: "months", days: "days" },
} as const;

function written(period: Record<string, number | undefined>, locale: "fr" | "en"): string[] {
  return Object.entries(period).map(([unit, n]) => `${n} ${UNITS[locale][unit as keyof (typeof UNITS)["fr"]]}`);
}

describe("the privacy policy and the retention table", () => {
  for (const [locale, file] of [
    ["fr", "regles-de-confidentialite.md"],
    ["en", "regles-de-confidentialite.en.md"],
  ] as const) {
    it(`states every period of the table (${locale})`, () => {
      const text = page(file);
      for (const [category, rule] of Object.entries(RETENTION))
        for (const phrase of written(rule.keep, locale)) expect(text, `${category}: ${phrase}`).toContain(phrase);
    });
  }
});
