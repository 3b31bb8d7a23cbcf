// When the popins whose trigger the spec does not give appear (ours). Kept apart from the use cases so that the
// page's first script can read them without loading the container.

/** §2: the app-recommendation popins appear this long after the page. */
export const APP_RECOMMENDATION_DELAY_MS = 4000;
/** §2: the promotional popin appears this long after the page. */
export const SUBSCRIPTION_PROMO_DELAY_MS = 20_000;
/** §4: the e-mail popin appears this long after the visitor arrives ("timing not shown" in the spec). */
export const EMAIL_POPIN_DELAY_MS = 20_000;
