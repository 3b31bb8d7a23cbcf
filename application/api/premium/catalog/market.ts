// §1 Markets and §7 (plans by country, testing mode): which plan list a region gets.
import { isFrancophoneAfrica } from "../../../../domain/region/africa.ts";
import type { Market } from "./ports.ts";

/**
 * §7 getanonymeproductplans: Francophone Africa gets the XOF plans (mobile money), France and every other
 * country the EUR plans (card); the testing mode replaces every list with the one-day prepaid XOF plan.
 * CEMAC countries (whose franc, XAF, is at par with XOF) get the XOF plans too: no XAF plan exists.
 */
export function marketFor(region: string, testingMode: boolean): Market {
  if (testingMode) return "testing";
  return isFrancophoneAfrica(region) ? "francophone-africa" : "france";
}
