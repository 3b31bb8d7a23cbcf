import { describe, expect, it } from "vitest";
import { OFFER_KINDS, USER_TYPES } from "./site-state.ts";

describe("§3 site-wide state: offers and user types", () => {
  it("has the two offers and the five user types", () => {
    expect(OFFER_KINDS).toEqual(["solo", "family"]);
    expect(USER_TYPES).toEqual(["parents", "primaire", "college", "lycee", "etudiant"]);
  });
});
