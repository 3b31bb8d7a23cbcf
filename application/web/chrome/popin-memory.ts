// §2/§4 popins shown once per visit: the promotional and app-recommendation popins. The spec does not say when
// they appear; ours: at most once per browser session each, remembered in session storage (§3).
import { inject, injectable } from "tsyringe";
import { isStoredFlagSet, STORED_FLAG_VALUE } from "../../../domain/popins/effects.ts";
import { BrowserStorageToken, type BrowserStorage } from "./ports.ts";

/** The popins remembered per session. */
export type RememberedPopin = "appRecommendation" | "paidAppRecommendation" | "subscriptionPromo";

/** Session-storage key of the flag "a payment was completed in this session" (ours, issue 15). */
export const PAYMENT_COMPLETED_KEY = "paymentCompleted";

/** Session-storage key of a popin's seen flag (ours). */
export function popinSeenKey(id: RememberedPopin): string {
  return `popinSeen.${id}`;
}

@injectable()
export class PopinMemory {
  constructor(@inject(BrowserStorageToken) private readonly storage: BrowserStorage) {}

  /** Whether the popin was already shown (and closed) in this browser session. */
  wasSeen(id: RememberedPopin): boolean {
    return isStoredFlagSet(this.storage.get("session", popinSeenKey(id)));
  }

  /** Records that the popin was shown, so it does not come back in this session. */
  markSeen(id: RememberedPopin): void {
    this.storage.set("session", popinSeenKey(id), STORED_FLAG_VALUE);
  }

  /** Issue 15: records that a payment was completed (its result page shown) in this browser session. */
  recordPayment(): void {
    this.storage.set("session", PAYMENT_COMPLETED_KEY, STORED_FLAG_VALUE);
  }

  /** Issue 15: whether a payment was completed in this browser session (domain/popins/popins.ts mayRecommendApp). */
  paidThisSession(): boolean {
    return isStoredFlagSet(this.storage.get("session", PAYMENT_COMPLETED_KEY));
  }
}
