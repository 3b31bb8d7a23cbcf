// §7 "Other behaviour": the analytics events pushed to the data layer, each under its data-layer name
// (`event`) with its own parameters. Names given by §7 are kept; the two newsletter events are ours.

/** §7: every event the web app pushes. */
export type AnalyticsEvent =
  | { event: "profile"; accessType: string | null; levelOfEducation: string | null; premium: boolean }
  | { event: "userId"; userId: string }
  | { event: "first_activity" }
  | { event: "installId"; installationId: string }
  | { event: "profilingStart" }
  | { event: "profilingProgress"; step: string }
  | { event: "profilingComplete" }
  | { event: "signUpStart" }
  | { event: "signUpComplete" }
  | { event: "purchaseStart"; planId: string }
  | { event: "purchaseComplete"; planId: string; value: number; currency: string }
  | { event: "initiateCheckout"; planId: string }
  | { event: "viewPage"; path: string }
  | { event: "viewContent"; path: string; kind: string }
  | { event: "viewPaywall"; path: string }
  | { event: "actionButtonClick"; action: string }
  /** §5: the first character typed in the e-mail popin's field (once). */
  | { event: "newsletterEmailStart"; sourceLocation: string }
  /** §8: a newsletter subscription failed. */
  | { event: "newsletterFailure"; sourceLocation: string; status: number | null };
