// §1/§2 the mobile app: the store pages linked from the footer and the app-recommendation popins, and the link
// the footer's QR code carries. The app's store listings are not in the spec: these open the stores' search for
// the brand until the listing addresses are known (replace them here, in one place).
/** §2 App Store link. */
export const APP_STORE_URL = "https://apps.apple.com/fr/search?term=R%C3%A9vizo";
/** §2 Google Play link. */
export const GOOGLE_PLAY_URL = "https://play.google.com/store/search?q=R%C3%A9vizo&c=apps";

/** §2 QR code on wide screens: opens this site on the phone (where the app-recommendation popin offers the app). */
export function appQrLink(publicOrigin: string): string {
  const origin = publicOrigin.replace(/\/+$/, "") || "https://revizo.fr";
  return `${origin}/?utm_source=site&utm_medium=footer-qr`;
}
