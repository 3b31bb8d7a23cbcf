import { describe, expect, it } from "vitest";
import { logoutLink } from "./logout.ts";

const base = { accountSiteOrigin: "https://compte.example.org", siteOrigin: "https://www.example.org" };

describe("§7 logout link", () => {
  it("goes through the account service's logout and continues to this site's /", () => {
    const href = logoutLink({ ...base, currentHost: "www.example.org" });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://compte.example.org/logout");
    expect(url.searchParams.get("redirect")).toBe("https://www.example.org/");
  });
  it("is /logout on the account-site host (case ignored)", () => {
    expect(logoutLink({ ...base, currentHost: "Compte.Example.org" })).toBe("/logout");
  });
  it("tolerates trailing slashes and a misconfigured account origin", () => {
    const href = logoutLink({
      accountSiteOrigin: "https://c.example.org/",
      siteOrigin: "https://w.example.org/",
      currentHost: "w.example.org",
    });
    expect(href).toBe("https://c.example.org/logout?redirect=https%3A%2F%2Fw.example.org%2F");
    expect(logoutLink({ ...base, accountSiteOrigin: "not a url", currentHost: "" })).toBe(
      "not a url/logout?redirect=https%3A%2F%2Fwww.example.org%2F",
    );
  });
});
