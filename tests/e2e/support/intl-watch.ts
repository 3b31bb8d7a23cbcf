// ADR 038: a page's first Intl formatter costs a phone tens of milliseconds of main thread (ICU's locale data), in the
// middle of the hydration. These helpers record every Intl formatter or plural rule a page builds, and tell whether a
// part of the page has hydrated (so that "none built" is not a vacuous pass).
import { expect, type Locator, type Page } from "@playwright/test";

/** Before the page loads: every Intl formatter or plural rule built is recorded (read with `intlBuilt`). */
export async function watchIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    const formatters = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ["DateTimeFormat", "NumberFormat", "RelativeTimeFormat", "ListFormat", "PluralRules"]) {
      formatters[name] = new Proxy(formatters[name]!, {
        construct(target, args: unknown[]) {
          built.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
}

/** The Intl objects the page has built since it loaded. */
export function intlBuilt(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
}

/** Waits until React has hydrated the element (its own keys on the DOM node). */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}
