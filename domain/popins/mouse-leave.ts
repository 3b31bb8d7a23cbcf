// §4 "Newsletter popup": the mouse-leave popin. It exists but is disabled; when enabled it may appear at most
// once a day, the date of its last appearance being stored under newsletterLastPopupDateMouseLeave (§3).
import { storedTimestamp, type StoreEffect } from "./effects.ts";
import { NEWSLETTER_STORAGE } from "./newsletter-popup.ts";

/** §4: the mouse-leave popin is switched off. */
export const MOUSE_LEAVE_POPIN_ENABLED = false;

/** §4: at most one mouse-leave popin per day. */
export const MOUSE_LEAVE_THROTTLE_MS = 24 * 60 * 60 * 1000;

/** §4: whether a day has passed since the last mouse-leave popin (never shown, or a date in the future after a clock change, also allow it). */
export function mouseLeaveThrottleElapsed(now: number, last: number | null): boolean {
  return last === null || now - last >= MOUSE_LEAVE_THROTTLE_MS || now < last;
}

/** §4: whether the mouse-leave popin may appear now: only when the feature is on and the throttle allows it. */
export function shouldShowMouseLeavePopin(
  now: number,
  last: number | null,
  enabled: boolean = MOUSE_LEAVE_POPIN_ENABLED,
): boolean {
  return enabled && mouseLeaveThrottleElapsed(now, last);
}

/** §3/§4: the storage write that records a mouse-leave popin shown at `now`. */
export function mouseLeavePopinShownEffect(now: number): StoreEffect {
  const target = NEWSLETTER_STORAGE.lastMouseLeavePopup;
  return { type: "Store", area: target.area, key: target.key, value: storedTimestamp(now) };
}
