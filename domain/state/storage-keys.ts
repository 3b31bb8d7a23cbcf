// §3 "Browser storage": the key names used in local storage and session storage. The names the spec gives
// are kept as they are; the ones it does not give (marketing sources, popup variant, popup seen) are ours.

/** §3: local storage keys (kept across visits). */
export const LOCAL_STORAGE_KEYS = {
  installationId: "installationId",
  locale: "locale",
  /** first visit */
  firstVisit: "fv",
  profilingSteps: "profiling_steps",
  newsletterLastPopupDateMouseLeave: "newsletterLastPopupDateMouseLeave",
  initialMarketingSources: "initialMarketingSources",
  popupVariant: "newsletterPopupVariant",
} as const;

/** §3: session storage keys (kept for the tab's session). `login` and `register` each hold an e-mail. */
export const SESSION_STORAGE_KEYS = {
  currentMarketingSources: "currentMarketingSources",
  login: "login",
  register: "register",
  popupSeen: "newsletterPopupSeen",
} as const;
