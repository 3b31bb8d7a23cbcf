// Issue 6: gift-card codes as compared and stored (only their hash): shared by the redemption and the cards bought
// on the site (issue 15).
import type { Hasher } from "./ports.ts";

/** Issue 6: a gift-card code as compared: spaces and dashes dropped, upper case. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/** Issue 6: codes are 8 to 40 letters and digits once normalised. */
export function isGiftCardCode(normalized: string): boolean {
  return /^[A-Z0-9]{8,40}$/.test(normalized);
}

/** Issue 6: the stored hash of a gift-card code. */
export function giftCardHash(hasher: Hasher, code: string): string {
  return hasher.sha256(`gift-card:${normalizeGiftCardCode(code)}`);
}
