// Issue 15: the rule of the newsletter's unsubscribe links (application/api/newsletter/unsubscribe-links.ts) with
// the signature it runs on in production.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ApiSettings } from "../../../application/api/shared/ports.ts";
import { UnsubscribeLinks } from "../../../application/api/newsletter/unsubscribe-links.ts";
import { unsubscribeLinkOf } from "../../../application/contracts/newsletter-unsubscribe-link.ts";
import { HmacUnsubscribeSigner } from "./hmac-unsubscribe-signer.ts";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const settings: ApiSettings = {
  familyMaxMembers: 5,
  passwordResetTtlSeconds: 3600,
  publicOrigin: "https://revizo.example/",
  brandName: "Révizo",
  production: false,
};
const links = new UnsubscribeLinks(new HmacUnsubscribeSigner(SECRET), settings);

/** The last character of a token changed to another of the base64url alphabet. */
function tampered(token: string): string {
  return token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
}

describe("unsubscribe links (issue 15)", () => {
  it("accepts the token of an address", () => {
    const { email, token } = links.fieldsFor("eleve@example.org");
    expect(email).toBe("eleve@example.org");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.isValid(email, token)).toBe(true);
    expect(links.isValid(email, ` ${token} `)).toBe(true);
  });

  it("refuses an altered token, a token cut short or lengthened, and an empty one", () => {
    const { email, token } = links.fieldsFor("eleve@example.org");
    expect(links.isValid(email, tampered(token))).toBe(false);
    expect(links.isValid(email, token.slice(0, -1))).toBe(false);
    expect(links.isValid(email, `${token}A`)).toBe(false);
    expect(links.isValid(email, "")).toBe(false);
  });

  it("refuses the token of another address", () => {
    const { token } = links.fieldsFor("eleve@example.org");
    expect(links.isValid("eleve2@example.org", token)).toBe(false);
    expect(links.isValid("eleve@example.org.evil", token)).toBe(false);
  });

  it("is one token per address whatever its case and surrounding spaces", () => {
    const lower = links.fieldsFor("eleve@example.org");
    const mixed = links.fieldsFor("  Eleve@Example.ORG ");
    expect(mixed).toEqual(lower);
    expect(links.isValid("ELEVE@EXAMPLE.ORG", lower.token)).toBe(true);
  });

  it("depends on AUTH_SECRET, through a key derived from it (never the secret itself)", () => {
    const other = new UnsubscribeLinks(new HmacUnsubscribeSigner(`${SECRET}-other`), settings);
    const { token } = links.fieldsFor("eleve@example.org");
    expect(other.isValid("eleve@example.org", token)).toBe(false);
    const withSecret = createHmac("sha256", SECRET).update("eleve@example.org").digest("base64url");
    expect(token).not.toBe(withSecret);
  });

  it("writes a link to the page, in the language of the mail's part, that the page reads back", () => {
    const link = new URL(links.linkFor("Eleve+maths@Example.org", "en"));
    expect(`${link.origin}${link.pathname}`).toBe("https://revizo.example/newsletter/desinscription");
    expect(link.searchParams.get("lang")).toBe("en");
    const read = unsubscribeLinkOf(link.searchParams);
    expect(read).toEqual(links.fieldsFor("eleve+maths@example.org"));
    expect(links.isValid(read!.email, read!.token)).toBe(true);
    expect(new URL(links.linkFor("eleve@example.org", "fr")).searchParams.get("lang")).toBe("fr");
  });

  it("reads the same fields from the page's form", () => {
    const form = new FormData();
    form.set("email", " eleve@example.org ");
    form.set("token", "abc");
    expect(unsubscribeLinkOf(form)).toEqual({ email: "eleve@example.org", token: "abc" });
    form.delete("token");
    expect(unsubscribeLinkOf(form)).toBeNull();
  });

  it("reads no link from an address whose e-mail or token is missing", () => {
    expect(unsubscribeLinkOf(new URLSearchParams("email=a%40b.fr"))).toBeNull();
    expect(unsubscribeLinkOf(new URLSearchParams("token=abc&email=%20"))).toBeNull();
  });
});
