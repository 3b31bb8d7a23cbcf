// Issue 15 (docs/decisions/036): the store listings the PostgreSQL end-to-end server is started with
// (APP_STORE_URL, GOOGLE_PLAY_URL, playwright.config.ts); the PGlite server runs without them, as production does
// until the app is listed.
export const E2E_APP_LISTINGS = {
  APP_STORE_URL: "https://apps.apple.com/fr/app/revizo/id6450000001",
  GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=fr.revizo.app",
} as const;
