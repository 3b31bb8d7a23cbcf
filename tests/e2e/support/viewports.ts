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

/**
 * The specs whose every test also runs at 375 px: the site's chrome (header, menus, footer), the home, and the learning
 * screens a pupil uses on a phone (quiz, flashcards, listening, figures, offline review, reading comfort, their axe).
 * The other specs' journeys (account, checkout, simulators, legal pages…) are checked once at 1280 px, and at 375 px by
 * the phone-only sweeps (axe and page width over every route). The test run's 30 minutes on 2 cores, where each
 * browser test costs about 4 s, allow no more (docs/decisions/034).
 */
export const PHONE_SPECS = [
  "chrome",
  "home",
  "quiz",
  "flashcards",
  "listening",
  "figures",
  "offline",
  "offline-reviews",
  "reading-comfort",
  "learning-a11y",
] as const;

/** The mobile project's filter: the phone-only sweeps and the phone specs. */
export const PHONE_PROJECT_GREP = new RegExp(`${PHONE_ONLY.tag}|(^|[\\s/])(${PHONE_SPECS.join("|")})\\.spec\\.ts`);
