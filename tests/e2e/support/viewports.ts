// The two projects of playwright.config.ts render every test at 1280 px (desktop) and at 375 px (mobile). A test
// whose checks the viewport cannot change carries ONE_VIEWPORT and runs in the desktop project only: server answers
// (headers, status codes, redirects, fuzz), pages without JavaScript, API results, cookies, mails, language. What the
// viewport changes stays in both: layouts, menus and popins, axe (contrast, target size and reflow differ at 375 px),
// keyboard and touch journeys, and the chunks a page loads (what the service worker keeps for offline use).
export const ONE_VIEWPORT = { tag: "@one-viewport" };
/**
 * A sweep of many pages whose check matters most at 375 px runs in the mobile project only: axe over every route
 * (target size and reflow are strictest on a phone) and the page width. The same routes' server answers and metadata
 * are checked once at 1280 px (ONE_VIEWPORT); the home, the menus and each feature's own spec keep axe at both widths.
 */
export const PHONE_ONLY = { tag: "@phone-only" };
