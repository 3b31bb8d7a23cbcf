// §1/§2 the mobile app: the store listings linked from the footer, the app-recommendation popins and the payment
// result, and the link the footer's QR code carries. The listings come from configuration (APP_STORE_URL,
// GOOGLE_PLAY_URL, docs/decisions/036): a store that is not configured gets no badge, and with neither the app is
// not offered anywhere (no badge, QR code nor app-recommendation popin).

/** The app's store listings (the web configuration's fields): null where the app is not listed. */
export interface AppListings {
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
}

/** A store the app is listed on, and the address of its listing there. */
export interface StoreListing {
  store: "appStore" | "googlePlay";
  url: string;
}

/** The stores the app is listed on, App Store first (none: the app is not offered). */
export function storeListings(listings: AppListings): StoreListing[] {
  const found: StoreListing[] = [];
  if (listings.appStoreUrl) found.push({ store: "appStore", url: listings.appStoreUrl });
  if (listings.googlePlayUrl) found.push({ store: "googlePlay", url: listings.googlePlayUrl });
  return found;
}

/** Whether the app is offered at all: listed on at least one store. */
export function isAppListed(listings: AppListings): boolean {
  return storeListings(listings).length > 0;
}

/** §2 QR code on wide screens: opens this site on the phone (where the app-recommendation popin offers the app). */
export function appQrLink(publicOrigin: string): string {
  const origin = publicOrigin.replace(/\/+$/, "") || "https://revizo.fr";
  return `${origin}/?utm_source=site&utm_medium=footer-qr`;
}
