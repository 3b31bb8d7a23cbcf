// Issue 15 (docs/decisions/031-retention.md): how long each kind of data is kept, counted from when, and why. The one
// table the privacy policy states (FR and EN) and the purge job applies: what is past its period is deleted.

/** A length of time, in calendar units (counted in UTC). */
interface Period {
  years?: number;
  months?: number;
  days?: number;
}

interface RetentionRule {
  /** How long the data is kept after `from`. */
  keep: Period;
  /** The instant the period is counted from. */
  from: string;
  /** Why it is kept that long (law or purpose). */
  basis: string;
}

/** The retention periods the purge job enforces. Everything not listed here goes with the account (or its consent). */
export const RETENTION = {
  /** Sessions (refresh-token families and their tokens): reuse detection and security after the session ends. */
  sessions: { keep: { days: 30 }, from: "expiry or revocation", basis: "legitimate interest (security)" },
  /** Password-reset links. */
  passwordResets: { keep: { days: 30 }, from: "expiry", basis: "legitimate interest (security)" },
  /** Mail written to the outbox (order confirmations, reminders, reset links…). */
  mail: {
    keep: { months: 12 },
    from: "sending (or writing, if never sent)",
    basis: "proof of the notices the law requires",
  },
  /** Installations registered for a member (installation id, campaign). */
  devices: { keep: { months: 13 }, from: "last visit", basis: "consent (CNIL: trackers 13 months at most)" },
  /** Orders never paid (abandoned, failed, expired): no money moved, they are no accounting record. */
  unpaidOrders: { keep: { months: 12 }, from: "creation", basis: "handling a complaint about a payment attempt" },
  /** Accounts nobody signed in to: deleted after a warning mail (CNIL: two years of inactivity). */
  inactiveAccounts: { keep: { years: 2 }, from: "last sign-in", basis: "contract; CNIL guidance on inactive accounts" },
  /** Paid orders, their invoices and payment events: accounting records (Code de commerce L123-22). */
  accountingRecords: {
    keep: { years: 10 },
    from: "close of the financial year (31 December) of the payment",
    basis: "legal obligation: Code de commerce L123-22 (10 years); LPF L102 B (invoices, 6 years)",
  },
} as const satisfies Record<string, RetentionRule>;

/** The warning mail before an inactive account is deleted is sent this long before the deletion. */
const INACTIVITY_NOTICE: Period = { days: 30 };

/**
 * `at` moved by `period`, back (-1) or forward (1), in calendar units of UTC; a day the target month lacks becomes its
 * last day (31 March less one month is 28 or 29 February).
 */
function shift(at: Date, period: Period, sign: 1 | -1): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + sign * ((period.years ?? 0) * 12 + (period.months ?? 0));
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(at.getTime());
  d.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  d.setUTCDate(d.getUTCDate() + sign * (period.days ?? 0));
  return d;
}

/** `at` moved back by `period`. */
function before(at: Date, period: Period): Date {
  return shift(at, period, -1);
}

/** `at` moved forward by `period`. */
function after(at: Date, period: Period): Date {
  return shift(at, period, 1);
}

/** What the purge job deletes or mails at `now`: each boundary is an instant, data counted from before it goes. */
export interface PurgeCutoffs {
  /** Sessions expired or revoked before this instant. */
  sessions: Date;
  /** Reset links expired before this instant. */
  passwordResets: Date;
  /** Mail sent (or, never sent, written) before this instant. */
  mail: Date;
  /** Installations last seen before this instant. */
  devices: Date;
  /** Unpaid orders created before this instant. */
  unpaidOrders: Date;
  /** Accounts last active before this instant are warned (once per inactive spell). */
  warnInactiveBefore: Date;
  /** Accounts last active before this instant, and warned before `warnedBefore`, are deleted. */
  inactiveBefore: Date;
  /** The warning must be at least this old (the notice period) for the deletion. */
  warnedBefore: Date;
  /** Paid orders paid before this instant (the start of a year, UTC) are deleted with their invoices. */
  accountingBefore: Date;
}

/**
 * The boundaries of a purge at `now`. Accounting records are kept ten years from the close of the financial year of
 * the payment (taken as the calendar year): a payment of year Y goes on 1 January of Y + 11.
 */
export function purgeCutoffs(now: Date): PurgeCutoffs {
  const inactiveBefore = before(now, RETENTION.inactiveAccounts.keep);
  const years = RETENTION.accountingRecords.keep.years;
  return {
    sessions: before(now, RETENTION.sessions.keep),
    passwordResets: before(now, RETENTION.passwordResets.keep),
    mail: before(now, RETENTION.mail.keep),
    devices: before(now, RETENTION.devices.keep),
    unpaidOrders: before(now, RETENTION.unpaidOrders.keep),
    // The warning goes out when the account has the notice period left before its deletion.
    warnInactiveBefore: after(inactiveBefore, INACTIVITY_NOTICE),
    inactiveBefore,
    warnedBefore: before(now, INACTIVITY_NOTICE),
    accountingBefore: new Date(Date.UTC(now.getUTCFullYear() - years, 0, 1)),
  };
}

/**
 * The first run at which an account last active at `lastActiveAt` and warned at `warnedAt` may be deleted: the end of
 * its inactivity period, and never less than the notice period after the warning (printed in the warning mail).
 */
export function inactiveDeletionDate(lastActiveAt: Date, warnedAt: Date): Date {
  const byInactivity = after(lastActiveAt, RETENTION.inactiveAccounts.keep);
  const byNotice = after(warnedAt, INACTIVITY_NOTICE);
  return byInactivity > byNotice ? byInactivity : byNotice;
}
