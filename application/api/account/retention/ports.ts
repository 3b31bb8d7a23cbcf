// Issue 15 (docs/decisions/031-retention.md): the port of the purge job: each kind of data past its retention period
// deleted at once by a condition (a repeated or concurrent run deletes nothing more), the inactivity warnings claimed
// once, and one claimed run per interval whatever the number of processes.

/** An account about to be deleted for inactivity, claimed for its warning mail. */
export interface InactiveAccount {
  memberId: string;
  email: string;
  lastActiveAt: Date;
}

export interface RetentionStore {
  /** Claims the run at `now` unless a run was claimed after `since` (one run per interval across processes). */
  claimRun(now: Date, since: Date): Promise<boolean>;
  /** Deletes refresh tokens expired before `before`, then sessions revoked before it or left without a token. */
  purgeSessions(before: Date): Promise<number>;
  /** Deletes password-reset links expired before `before`. */
  purgePasswordResets(before: Date): Promise<number>;
  /** Deletes outbox mail sent (or, never sent, written) before `before`. */
  purgeMail(before: Date): Promise<number>;
  /** Deletes installations last seen before `before`. */
  purgeDevices(before: Date): Promise<number>;
  /** Deletes orders never paid and created before `before`. */
  purgeUnpaidOrders(before: Date): Promise<number>;
  /** Deletes paid orders paid before `before` with their invoices, and the payment events received before it. */
  purgeAccountingRecords(before: Date): Promise<number>;
  /**
   * Marks warned at `now` the accounts last active before `before` and not warned since, without a subscription
   * running (their own or their family holder's), and returns them: each is claimed by one run only.
   */
  claimInactivityWarnings(before: Date, now: Date): Promise<InactiveAccount[]>;
  /** Gives a claimed warning back (its mail could not be written): the next run tries again. */
  releaseInactivityWarning(memberId: string): Promise<void>;
  /**
   * The accounts last active before `before`, warned (after that activity) before `warnedBefore`, without a
   * subscription running at `now`.
   */
  inactiveAccounts(before: Date, warnedBefore: Date, now: Date): Promise<string[]>;
}
export const RetentionStoreToken = Symbol("RetentionStore");
