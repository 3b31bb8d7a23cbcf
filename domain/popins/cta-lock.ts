// §4: the generic call-to-action button locks itself for a time-out after each click, and ignores clicks
// while disabled or loading. Pure: the lock is a state, the clock is an argument.

/** §4/§9: default lock after a click, in milliseconds. */
export const CTA_DEFAULT_TIMEOUT_MS = 4000;

/** §4: the e-mail popin's button does not lock (time-out 0). */
export const EMAIL_POPIN_CTA_TIMEOUT_MS = 0;

/** §4: the button's lock: the instant until which clicks are ignored (null: never clicked). */
export interface CtaLockState {
  lockedUntil: number | null;
}

/** §4: a button never clicked. */
export const CTA_UNLOCKED: CtaLockState = { lockedUntil: null };

/** §4: whether the button is locked at `now`. */
export function isCtaLocked(state: CtaLockState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

/** §4: a click: accepted (and the lock starts) unless the button is disabled, loading or locked. */
export function ctaClick(
  state: CtaLockState,
  click: { now: number; disabled: boolean; loading: boolean; timeoutMs?: number },
): { state: CtaLockState; accepted: boolean } {
  if (click.disabled || click.loading || isCtaLocked(state, click.now)) return { state, accepted: false };
  const timeout = Math.max(0, click.timeoutMs ?? CTA_DEFAULT_TIMEOUT_MS);
  return { state: { lockedUntil: click.now + timeout }, accepted: true };
}
