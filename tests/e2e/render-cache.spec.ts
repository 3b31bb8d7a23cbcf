// Issue 14 (docs/decisions/024), end to end against the production build: a page answered from the render cache
// carries a fresh nonce in its HTML and its policy each time, runs its scripts with no CSP violation, and a member
// is never answered from the cache (nor is their page kept for anyone else).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const COURSE = "/revisions/terminale/maths/suites-numeriques";

/** Answers the cache kept: the same page twice, the second from the cache. */
/**
 * Waits out the last seconds of a minute: a kept page lives until its time bucket (the minute) ends, so a sequence
 * crossing that end would see the page render again (the server runs on this machine's clock).
 */
async function awayFromMinuteEnd(margin = 5_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function cachedTwice(request: APIRequestContext, path: string) {
  await awayFromMinuteEnd();
  await request.get(path);
  const first = await request.get(path);
  const second = await request.get(path);
  return [first, second];
}

function nonces(html: string, policy: string | undefined): { html: string[]; policy: string | null } {
  return {
    html: [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!),
    policy: /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null,
  };
}

/** CSP violations seen by the page (the DOM event and Chromium's console report). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test.describe("render cache (issue 14)", () => {
  test(
    "a cached page gets a fresh nonce in its HTML and its policy at every answer",
    ONE_VIEWPORT,
    async ({ request }) => {
      const answers = await cachedTwice(request, COURSE);
      const seen = new Set<string>();
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        expect(answer.headers()["x-render-cache"]).toBe("hit");
        const { html, policy } = nonces(await answer.text(), answer.headers()["content-security-policy"]);
        expect(policy).not.toBeNull();
        expect(html.length).toBeGreaterThan(0);
        expect(html.every((nonce) => nonce === policy)).toBe(true);
        seen.add(policy!);
      }
      expect(seen.size).toBe(answers.length);
    },
  );

  test("a page answered from the cache runs its scripts and its formulas' styles with no CSP violation", async ({
    page,
  }) => {
    await awayFromMinuteEnd(15_000);
    await page.request.get(COURSE); // kept
    const violations = await watchCsp(page);
    const response = await page.goto(COURSE);
    expect(response?.headers()["x-render-cache"]).toBe("hit");
    // Hydrated: React Router's client ran (its inline scripts carried the answer's nonce).
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    const katex = page.locator(".katex").first();
    await expect(katex).toBeVisible();
    expect(await katex.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("KaTeX");
    expect(await violations()).toEqual([]);
  });

  test(
    "a member is never answered from the cache, and their page is never kept",
    ONE_VIEWPORT,
    async ({ page, request, baseURL }) => {
      // An anonymous /premium is kept.
      const [, anonymous] = await cachedTwice(request, "/premium");
      expect(anonymous!.headers()["x-render-cache"]).toBe("hit");

      const login = await page.request.post("/api/auth/local", {
        headers: { "X-Revizo-Eval": "false", Origin: baseURL! },
        data: { identifier: "premium@demo.test", password: PASSWORD },
      });
      expect(login.status()).toBe(200);
      for (const path of ["/premium", "/", COURSE]) {
        const member = await page.goto(path);
        expect(member?.headers()["x-render-cache"], path).toBeUndefined();
        expect(member?.headers()["cache-control"], path).toBe("private, no-store");
        expect(await member!.text(), path).toContain("premium@demo.test");
      }
      // The member's pages were not kept: anonymous visitors still get the anonymous page.
      for (const path of ["/premium", "/", COURSE]) {
        const after = await request.get(path);
        expect(await after.text(), path).not.toContain("premium@demo.test");
        expect(after.headers()["cache-control"] ?? "", path).not.toContain("private");
      }
    },
  );
});
