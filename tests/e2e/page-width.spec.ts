// Issue 32, point 5: no content page is wider than a phone. Opening each of the library's ~2,500 documents would take
// most of the test run's 30 minutes, so this sweep opens one course at 375 px (its stylesheets, KaTeX's included) and
// sets every document's body, as the importer rendered it, into that page's article in turn, with its corrections and
// other folded parts open: the page must stay within the screen for each (wide tables and display formulas scroll
// in their own box). The page's frame around a body is the same for every document (content-families.spec.ts checks
// one route of each family at 375 px, axe included). Premium bodies are read as a subscriber.
import { expect, test } from "@playwright/test";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { logInByApi } from "./support/accounts.ts";
import { PHONE_ONLY } from "./support/viewports.ts";

const PAGE = 100;

test("every document's body fits a 375 px screen (issue 32)", PHONE_ONLY, async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await logInByApi(page, baseURL, "premium@demo.test");
  await page.goto("/revisions/terminale/maths/fonction-logarithme-neperien");
  await expect(page.locator(".prose").first()).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(375);

  // A body wider than the screen, first: the check must name it (else it measures nothing).
  const control = { path: "control", html: '<p>Trop large : <svg width="600" height="10"></svg></p>' };
  const tooWide: string[] = [];
  let total = 0;
  for (let skip = 0; ; skip += PAGE) {
    const answer = await page.request.post("/api/_content/", {
      headers: { [CSRF_HEADER]: "1", Origin: baseURL ?? "" },
      data: { without: ["description", "tags"], html: true, limit: PAGE, skip, sortBy: [{ path: "asc" }] },
    });
    expect(answer.ok()).toBe(true);
    const { items } = (await answer.json()) as { items: { path: string; html?: string }[] };
    const bodies = items.filter((item): item is { path: string; html: string } => typeof item.html === "string");
    if (skip === 0) bodies.unshift(control);
    total += bodies.length;
    tooWide.push(
      ...(await page.evaluate((documents) => {
        const article = document.querySelector<HTMLElement>("main .prose");
        if (!article) throw new Error("no article body on the page");
        const screen = document.documentElement.clientWidth;
        const found: string[] = [];
        for (const { path, html } of documents) {
          article.innerHTML = html;
          article.querySelectorAll("details").forEach((details) => (details.open = true));
          if (document.documentElement.scrollWidth > screen) {
            // Name the widest element that passes the screen's edge, for the failure message.
            const culprit = [...article.querySelectorAll<HTMLElement>("*")].find(
              (element) =>
                element.getBoundingClientRect().right > screen + 1 &&
                !element.closest(".math--display, .md-table, .table-scroll, pre"),
            );
            found.push(
              `${path}: ${culprit ? `<${culprit.tagName.toLowerCase()} class="${culprit.getAttribute("class") ?? ""}">` : "?"}`,
            );
          }
        }
        return found;
      }, bodies)),
    );
    if (items.length < PAGE) break;
  }
  expect(total).toBeGreaterThan(2_000);
  expect(tooWide).toEqual(['control: <svg class="">']);
});
