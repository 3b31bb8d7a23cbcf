// axe-core over the whole page (header, content, footer, open dialogs), WCAG 2.2 A and AA rules.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe in the page's frames with `axe.run` (AxeBuilder's "legacy mode"). Its default runs each frame's part, then
 * opens a blank page in the context to merge them (`axe.finishRun`, made for cross-origin frames, which no page here
 * has): measured on this machine, 1.9-3.8 s a page against 0.9-2.0 s, for the same violations (docs/decisions/056).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Fails with one line per violation (rule id and the elements concerned). The page's blocks laid out only near the
 * screen (`content-visibility: auto`, ADR 012's course-body rule) are rendered first: axe cannot measure the colours
 * of a block the browser skipped (it reported a false contrast failure on a link far down a long page), so every
 * block is checked as a reader who scrolls to it sees it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.evaluate(() => {
    // Through the CSSOM, which the page's CSP allows (an injected <style> would be refused).
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  const { violations } = await axeOn(page).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/**
 * The same in each theme (issue 30: WCAG 2.2 AA holds in both): the page as the device's light setting shows it, then
 * its dark one (a reader who chose nothing follows the device), then back to light for what the test does next.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, label = page.url()): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${label} (${colorScheme} theme)`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
