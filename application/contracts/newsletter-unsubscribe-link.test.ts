import { describe, expect, it } from "vitest";
import { unsubscribeLinkOf, unsubscribeLinkOfPost, unsubscribePagePath } from "./newsletter-unsubscribe-link.ts";

const link = { email: "eleve@example.org", token: "abc" };
const url = new URL(`https://revizo.example${unsubscribePagePath(link, "fr")}`);

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe("the unsubscribe link", () => {
  it("reads back the address and token the page's path carries", () => {
    expect(unsubscribeLinkOf(url.searchParams)).toEqual(link);
    expect(url.searchParams.get("lang")).toBe("fr");
  });

  it("is null when the address or the token is missing (a link cut short)", () => {
    expect(unsubscribeLinkOf(new URLSearchParams({ email: "eleve@example.org" }))).toBeNull();
    expect(unsubscribeLinkOf(new URLSearchParams({ email: " ", token: "abc" }))).toBeNull();
  });

  it("takes the page form's fields from its body", () => {
    expect(unsubscribeLinkOfPost(new URL("https://revizo.example/newsletter/desinscription"), form(link))).toEqual(
      link,
    );
  });

  it("takes a one-click POST's link from its address (RFC 8058), whatever else the body says", () => {
    expect(unsubscribeLinkOfPost(url, form({ "List-Unsubscribe": "One-Click" }))).toEqual(link);
    const other = form({ "List-Unsubscribe": "One-Click", email: "someone@example.org", token: "x" });
    expect(unsubscribeLinkOfPost(url, other)).toEqual(link);
  });

  it("does not read the address of a POST that is neither (no fields in the body)", () => {
    expect(unsubscribeLinkOfPost(url, form({}))).toBeNull();
  });
});
