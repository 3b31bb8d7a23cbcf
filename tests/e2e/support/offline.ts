// What the service worker keeps, seen from a page (docs/decisions/021-offline-pwa.md): the offline journeys wait on
// it before they cut the network.
import { expect, type Page } from "@playwright/test";

/**
 * How long the worker may take to keep a page. On a first visit it is sequential: the worker installs (its precache),
 * the page hands it its assets, then its own address (ADR 021). With two workers, two servers and their browsers on
 * two cores, that once took more than 15 s; a page loaded under the worker is kept within a second or two.
 */
const KEEP_TIMEOUT = 30_000;

/** The pathnames (no query) the service worker keeps in one of its caches (the member's pages by default). */
export function keptPages(page: Page, cache = "revizo-pages"): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, cache);
}

/**
 * The build assets the document names (its scripts, module preloads and stylesheets) that no cache of the service
 * worker holds yet. Not every resource the page ever loaded: a chunk loaded later (the wide footer's QR code, after
 * the deferred start) is not among those the page handed the worker, and the deck does not need it offline.
 */
export function assetsNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const assets = [...document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')]
      .map((element) => (element instanceof HTMLScriptElement ? element.src : (element as HTMLLinkElement).href))
      .filter((url) => url.startsWith(`${location.origin}/assets/`));
    const missing = await Promise.all(
      [...new Set(assets)].map(async (url) => ((await caches.match(url, { ignoreSearch: true })) ? [] : [url])),
    );
    return missing.flat();
  });
}

/**
 * Waits until the service worker controls the page and keeps `path` among the pages, and every asset the document
 * names. A page loaded under the worker is kept as it arrives and its assets as they load: the worker writes each to
 * its cache just after answering, so the page can be kept a moment before its scripts are (a network cut in that
 * moment showed the kept deck as an error page), hence both polls.
 */
export async function waitUntilKept(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: KEEP_TIMEOUT });
  await expect.poll(() => keptPages(page), { timeout: KEEP_TIMEOUT }).toContain(path);
  await expect.poll(() => assetsNotKept(page), { timeout: KEEP_TIMEOUT }).toEqual([]);
}
