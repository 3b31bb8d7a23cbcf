import { describe, expect, it } from "vitest";
import { endsOrStartsSession, offlineStrategy, pagePath, type RequestFacts } from "./request-strategy.ts";

const ORIGIN = "https://revizo.test";

function facts(path: string, overrides: Partial<Omit<RequestFacts, "url">> = {}): RequestFacts {
  return { method: "GET", url: new URL(path, ORIGIN), origin: ORIGIN, navigation: false, ...overrides };
}
const visit = (path: string) => offlineStrategy(facts(path, { navigation: true }));
const fetchOf = (path: string) => offlineStrategy(facts(path));

describe("issue 12 offline: the page of a request", () => {
  it("maps a React Router data request to its page", () => {
    expect(pagePath("/bac/maths/derivees.data")).toBe("/bac/maths/derivees");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/revisions/cours-et-quiz")).toBe("/revisions/cours-et-quiz");
  });
});

describe("issue 12 offline: the strategy of a request", () => {
  it("keeps the pages a member opens and their loaders' data, network first", () => {
    for (const path of ["/", "/bac/maths/derivees", "/revisions/cours-et-quiz", "/brevet/francais?lang=en"]) {
      expect(visit(path)).toBe("page-network-first");
    }
    expect(fetchOf("/bac/maths/derivees.data")).toBe("page-network-first");
    expect(fetchOf("/bac/maths/derivees.data?_routes=routes%2Fcontent%2Fexam-splat")).toBe("page-network-first");
    expect(fetchOf("/_root.data")).toBe("page-network-first");
  });

  it("never keeps account, checkout and payment pages, as documents or data", () => {
    const pages = [
      "/login",
      "/logout",
      "/signup/signup-form",
      "/forgot-password",
      "/reset?token=abc",
      "/profiling",
      "/mon-compte",
      "/mon-avenir",
      "/newsletter/desinscription?email=a%40b.fr&token=t",
      "/register",
      "/premium/checkout/annuel",
      "/premium/coupon",
      "/validatePayment/stripe",
      "/validation-buybox",
      "/subscribe-success/lifeoffer-mobile",
      "/subscribe-failed",
    ];
    for (const path of pages) expect(visit(path), path).toBe("page-network-only");
    expect(fetchOf("/mon-compte.data")).toBe("page-network-only");
    expect(fetchOf("/premium/checkout/annuel.data")).toBe("page-network-only");
  });

  it("keeps pages whose name only starts like a private one", () => {
    expect(visit("/premium")).toBe("page-network-first");
    expect(visit("/loginfo")).toBe("page-network-first");
  });

  it("serves fingerprinted assets cache first and other static files stale-while-revalidate", () => {
    expect(fetchOf("/assets/shell-B2x9.js")).toBe("asset-cache-first");
    expect(fetchOf("/icons/icon-192.png")).toBe("static-revalidate");
    expect(fetchOf("/favicon.svg")).toBe("static-revalidate");
    expect(fetchOf("/manifest.webmanifest")).toBe("static-revalidate");
    expect(fetchOf("/icons/icon.svg")).toBe("static-revalidate");
  });

  it("leaves the service worker script, writes, other origins and other files to the network", () => {
    expect(fetchOf("/sw.js")).toBe("network");
    expect(offlineStrategy(facts("/bac/maths/derivees.data", { method: "POST" }))).toBe("network");
    expect(offlineStrategy(facts("/bac/maths", { method: "POST", navigation: true }))).toBe("network");
    expect(offlineStrategy({ ...facts("/"), url: new URL("https://cdn.example/x.js") })).toBe("network");
    expect(fetchOf("/premium/coupon")).toBe("network");
    // A file that may be a member's (a premium PDF sheet) never outlives the session in a cache.
    expect(fetchOf("/revisions/terminale/maths/fiche-suites-numeriques.pdf")).toBe("network");
  });

  it("keeps the learning API reads only, and never an API write, auth or payment call", () => {
    expect(fetchOf("/api/learning/review-queue")).toBe("api-network-first");
    expect(fetchOf("/api/content/documents?path=/bac")).toBe("api-network-first");
    expect(fetchOf("/api/progress/quiz-attempts")).toBe("api-network-first");
    expect(offlineStrategy(facts("/api/learning/reviews", { method: "POST" }))).toBe("network");
    expect(offlineStrategy(facts("/api/progress/quiz-attempts", { method: "PUT" }))).toBe("network");
    for (const path of ["/api/auth/local", "/api/profile", "/api/checkout/orders/o1", "/api/refresh-token"]) {
      expect(fetchOf(path), path).toBe("network");
    }
    expect(visit("/api/learning/review-queue")).toBe("network");
  });
});

describe("issue 12 offline: a session ends or begins", () => {
  it("on the logout and login posts, as documents or data", () => {
    for (const path of ["/logout", "/logout.data", "/login", "/login.data", "/signup/signup-form"]) {
      expect(endsOrStartsSession(facts(path, { method: "POST" })), path).toBe(true);
    }
  });
  it("on a document visit of /logout (it logs out)", () => {
    expect(endsOrStartsSession(facts("/logout?redirect=%2Fbac", { navigation: true }))).toBe(true);
  });
  it("not on another GET of those pages, another post or another origin", () => {
    expect(endsOrStartsSession(facts("/logout"))).toBe(false);
    expect(endsOrStartsSession(facts("/logout.data"))).toBe(false);
    expect(endsOrStartsSession(facts("/login", { navigation: true }))).toBe(false);
    expect(endsOrStartsSession(facts("/mon-compte", { method: "POST" }))).toBe(false);
    expect(
      endsOrStartsSession({ ...facts("/logout", { method: "POST" }), url: new URL("https://other.example/logout") }),
    ).toBe(false);
  });
});
