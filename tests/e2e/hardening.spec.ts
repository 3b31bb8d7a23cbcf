// Issue 14 "Hardening", end to end against the production build: the CSP of every page (no violation on the main
// pages, scripts carry the response's nonce), caching of a member's answers, the origin rule of form actions, 4xx
// for bad inputs, and a fuzz of the HTML routes and form actions (path depth, missing fields, odd bodies): no 5xx.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

/** Records CSP violations (the DOM event and Chromium's console report) from before the page's first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

/** Loads a page, then wakes the deferred start (first interaction) so the chrome runtime and its scripts run. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.mouse.move(10, 10);
  await page.keyboard.press("Tab");
  // The deferred start runs at the first interaction; give its scripts a moment to load and run.
  await page.waitForTimeout(1_000);
}

async function apiLogin(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const response = await request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

test.describe("Content-Security-Policy (issue 14)", () => {
  test("no violation on the home, a course with formulas, premium, checkout, login, and a member's page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    for (const path of [
      "/",
      "/revisions/terminale/maths/suites-numeriques",
      "/premium",
      "/premium/checkout?plan=solo-monthly",
      "/login",
      "/revisions/3eme/maths/quiz-theoreme-de-pythagore",
    ]) {
      await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
    // Formulas are styled (KaTeX's stylesheet and its inline styles are allowed).
    await page.goto("/revisions/terminale/maths/suites-numeriques");
    const katex = page.locator(".katex").first();
    await expect(katex).toBeVisible();
    expect(await katex.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("KaTeX");
    // A member logs in through the form, then sees their pages: still no violation.
    await page.goto("/login");
    await page.getByLabel("Email").fill("premium@demo.test");
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await visit(page, "/mon-compte");
    // A subscriber's premium course, formulas included.
    await visit(page, "/revisions/terminale/maths/fonction-logarithme-neperien");
    await expect(page.locator(".prose .katex").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test(
    "every page carries a nonce policy, a Permissions-Policy, and its scripts the same nonce",
    ONE_VIEWPORT,
    async ({ request }) => {
      const nonces = new Set<string>();
      for (const path of ["/", "/premium", "/login", "/page-qui-n-existe-pas"]) {
        const response = await request.get(path, { failOnStatusCode: false });
        const policy = response.headers()["content-security-policy"] ?? "";
        const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
        expect(nonce, path).toBeTruthy();
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("base-uri 'none'");
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("worker-src 'self'");
        expect(response.headers()["permissions-policy"]).toContain("camera=()");
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
        expect(executable.length, path).toBeGreaterThan(0);
        for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
        nonces.add(nonce ?? "");
      }
      expect(nonces.size).toBe(4);
    },
  );
});

test.describe("caching of a member's answers (issue 14)", ONE_VIEWPORT, () => {
  test("a member's pages, their .data and API answers are private and not stored; anonymous pages vary on Cookie", async ({
    request,
    baseURL,
  }) => {
    const anonymous = await request.get("/");
    expect(anonymous.headers()["cache-control"] ?? "").not.toContain("private");
    expect(anonymous.headers()["vary"]).toContain("Cookie");
    await apiLogin(request, baseURL ?? "", "premium@demo.test");
    for (const path of [
      "/mon-compte",
      "/mon-compte.data",
      "/mon-avenir",
      "/revisions/cours-et-quiz",
      "/premium",
      "/",
      "/api/profile",
    ]) {
      const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), path).toBeLessThan(400);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers()["vary"], path).toContain("Cookie");
    }
  });
});

test.describe("origin rule of form actions (issue 14, ADR 009)", ONE_VIEWPORT, () => {
  const quiz = "/revisions/3eme/maths/quiz-theoreme-de-pythagore";
  test("a form posted from another site is refused on every action, quiz actions included", async ({ request }) => {
    for (const path of [
      "/login",
      "/signup/signup-form",
      "/forgot-password",
      `${quiz}`,
      `${quiz}.data`,
      "/premium/checkout",
    ]) {
      const crossSite = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: { intent: "quiz-check", responses: "{}" },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      expect(crossSite.status(), path).toBe(403);
      const foreignOrigin = await request.post(path, {
        headers: { Origin: "https://evil.example" },
        form: { email: "a@b.c" },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      expect(foreignOrigin.status(), path).toBe(403);
    }
  });

  test("the site's own forms still go through", async ({ request, baseURL }) => {
    const own = await request.post(`${quiz}.data`, {
      headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" },
      form: { intent: "quiz-check", responses: "{}" },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(own.status()).not.toBe(403);
    expect(own.status()).toBeLessThan(500);
  });
});

test.describe("bad inputs answer 4xx (issue 14)", ONE_VIEWPORT, () => {
  test("17 path segments under the catch-all routes are a 404", async ({ request }) => {
    const deep = Array.from({ length: 17 }, (_, index) => `s${index}`).join("/");
    for (const base of ["/explorer/", "/bac/", "/brevet/", "/espace-presse/", "/orientation/parcoursup/"]) {
      const response = await request.get(`${base}${deep}`, { failOnStatusCode: false });
      expect(response.status(), base).toBe(404);
    }
  });

  test("'Payer' without the rest of its form is a 400 with a form error", async ({ request, baseURL }) => {
    await apiLogin(request, baseURL ?? "", "eleve@demo.test");
    const response = await request.post("/premium/checkout?plan=solo-monthly", {
      headers: { Origin: baseURL ?? "" },
      form: { intent: "pay" },
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Le formulaire de paiement est incomplet");
  });
});

/** A small deterministic generator (the same inputs on every run; a failure names its input). */
function* seeded(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

test.describe("fuzz of HTML routes and form actions (issue 14): no 5xx", ONE_VIEWPORT, () => {
  const ODD_SEGMENTS = [
    "%00",
    "%ff",
    "..",
    "%2e%2e",
    "é",
    "%C3%A9",
    "A".repeat(300),
    "a b",
    "%",
    "x.data",
    "_",
    "-",
    "1e9",
  ];
  const BASES = [
    "/explorer",
    "/bac",
    "/brevet",
    "/espace-presse",
    "/orientation/parcoursup",
    "/revisions",
    "/revisions/terminale",
    "/revisions/terminale/maths",
    "/blog/articles",
    "/premium",
    "/premium/checkout",
    "/simulateur-de-notes-bac",
    "/gar",
  ];

  test("paths of any depth and odd segments", async ({ request }) => {
    test.setTimeout(120_000);
    const random = seeded(14);
    const next = () => random.next().value as number;
    const paths: string[] = [];
    for (const base of BASES) {
      for (const depth of [1, 3, 16, 17, 40]) {
        const segments = Array.from({ length: depth }, () =>
          next() < 0.3
            ? (ODD_SEGMENTS[Math.floor(next() * ODD_SEGMENTS.length)] ?? "x")
            : `s${Math.floor(next() * 1000)}`,
        );
        paths.push(`${base}/${segments.join("/")}`);
      }
      paths.push(`${base}.data`, `${base}?lang=xx&country=%00&plan=${"z".repeat(500)}`, `${base}/?coupon=%ff`);
    }
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), path).toBeLessThan(500);
    }
  });

  test("form actions with missing fields and odd content types", async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? "";
    const actions = [
      "/login",
      "/signup/signup-form",
      "/forgot-password",
      "/reset?token=abc",
      "/profiling",
      "/logout",
      "/mon-compte",
      "/premium/checkout?plan=solo-monthly",
      "/premium/carte-cadeau",
      "/revisions/3eme/maths/quiz-theoreme-de-pythagore",
      "/explorer/revisions",
    ];
    const bodies: { type?: string; data?: string }[] = [
      {},
      { type: "application/x-www-form-urlencoded", data: "" },
      { type: "application/x-www-form-urlencoded", data: "intent=pay" },
      { type: "application/x-www-form-urlencoded", data: "intent=login" },
      { type: "application/x-www-form-urlencoded", data: "intent=signup&email=%ff" },
      { type: "application/x-www-form-urlencoded", data: "intent=quiz-attempt&responses=%7B%22a%22%3A1%7D" },
      { type: "application/x-www-form-urlencoded", data: `intent=quiz-check&responses=${"[".repeat(5000)}` },
      { type: "application/x-www-form-urlencoded", data: "intent=x&intent=y&email=a%00b" },
      {
        type: "multipart/form-data; boundary=zz",
        data: '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay\r\n--zz--\r\n',
      },
      { type: "multipart/form-data; boundary=zz", data: "--broken" },
      { type: "multipart/form-data", data: "no boundary" },
      { type: "application/json", data: '{"intent":"pay"}' },
      { type: "application/json", data: "{nope" },
      { type: "text/plain", data: "intent=pay" },
    ];
    for (const loggedIn of [false, true]) {
      if (loggedIn) await apiLogin(request, origin, "eleve@demo.test");
      for (const path of actions) {
        for (const [suffix, target] of [
          ["", path],
          [".data", path.replace(/(\?|$)/, ".data$1")],
        ] as const) {
          for (const body of bodies) {
            const headers: Record<string, string> = { Origin: origin };
            if (body.type) headers["Content-Type"] = body.type;
            const response = await request.post(target, {
              headers,
              ...(body.data !== undefined ? { data: body.data } : {}),
              maxRedirects: 0,
              failOnStatusCode: false,
            });
            expect(
              response.status(),
              `${loggedIn ? "member" : "visitor"} ${target}${suffix} ${body.type ?? "no body"} ${body.data?.slice(0, 40) ?? ""}`,
            ).toBeLessThan(500);
          }
        }
      }
    }
  });
});
