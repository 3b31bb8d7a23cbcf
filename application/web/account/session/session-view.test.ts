import { describe, expect, it } from "vitest";
import { sessionView } from "./session-view.ts";
import { VISITOR } from "./visitor.ts";

describe("session view", () => {
  it("the written-out visitor is what the rules give for a logged-out viewer", () => {
    expect(VISITOR).toEqual(sessionView(false, null, []));
  });
  it("hides the e-mail unless the displayEmail flag allows it (§6)", () => {
    const entries = [
      { name: "email", value: "a@b.fr" },
      { name: "products", value: ["premium"] },
      { name: "plans", value: [{ id: "p" }] },
    ];
    expect(sessionView(true, "m", entries).email).toBeNull();
    expect(sessionView(true, "m", [...entries, { name: "featureFlags", value: { displayEmail: true } }]).email).toBe(
      "a@b.fr",
    );
  });
  it("drops the profile of a logged-out viewer", () => {
    expect(sessionView(false, "m", [{ name: "firstname", value: "x" }]).profile).toEqual([]);
  });
});
