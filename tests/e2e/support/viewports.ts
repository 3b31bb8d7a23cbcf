// The two projects of playwright.config.ts render every test at 1280 px (desktop) and at 375 px (mobile). A test
// whose checks the viewport cannot change carries ONE_VIEWPORT and runs in the desktop project only: server answers
// (headers, status codes, redirects, fuzz), pages without JavaScript, API results, cookies, mails, language. What the
// viewport changes stays in both: layouts, menus and popins, axe (contrast, target size and reflow differ at 375 px),
// keyboard and touch journeys, and the chunks a page loads (what the service worker keeps for offline use).
export const ONE_VIEWPORT = { tag: "@one-viewport" };
