// The service's time zone, alone in its module: a page that only names it (the home's "last revised" dates) loads
// these few bytes, not the calendar-day arithmetic of zoned-time.ts (issue 14's JavaScript budget of `/`).

/**
 * The service's time zone: every date a member reads (pages, mails, receipts) and every count in days (the flashcard
 * study day, the end of a right of withdrawal, campaign windows, the exam season) is in France's calendar, so that a
 * payment at 00:30 in Paris is dated the same day on its receipt, its mail and the account page.
 */
export const SERVICE_TIME_ZONE = "Europe/Paris";
