// The addresses of the purchase journey (§2 Premium and offers): the checkout of a plan or an offer, with the
// buyer's country (§7: kept along the journey so that `?country=SN` keeps the XOF plans) and coupon.

/** §2 /premium. */
export const PLANS_PATH = "/premium";
/** §2 /premium/checkout/{offer?} (the code calls the id `campaignSlug`). */
export const CHECKOUT_PATH = "/premium/checkout";
/** §2 the gift-card page (the header's offers menu links here; docs/spec-notes.md). */
export const GIFT_CARD_PATH = "/premium/carte-cadeau";
/** Issue 15: buying a gift card. */
export const GIFT_CARD_BUY_PATH = "/premium/carte-cadeau/offrir";
/** Issue 15: the query parameter of the gift-card purchase page that chooses the plan (a retry after a failure). */
export const GIFT_PLAN_PARAM = "formule";
/** Issue 15: the buyer's gift cards (the contract's GIFT_CARDS_PAGE, written here so pages need not load the contract). */
export const GIFT_CARDS_PATH = "/premium/carte-cadeau/mes-cartes";
/** The coupon check behind the coupon field (a resource route). */
export const COUPON_CHECK_PATH = "/premium/coupon";

/** A site path with query parameters set (null or empty values removed). */
export function pathWith(path: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(path, "http://site.invalid");
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/** §2 the checkout of a plan (`?plan=`) or of a campaign page (`/premium/checkout/{campaignSlug}`). */
export function checkoutHref(options: {
  campaignSlug?: string | null;
  plan?: string | null;
  coupon?: string | null;
  country?: string | null;
}): string {
  const path = options.campaignSlug ? `${CHECKOUT_PATH}/${options.campaignSlug}` : CHECKOUT_PATH;
  return pathWith(path, {
    plan: options.campaignSlug ? null : (options.plan ?? null),
    coupon: options.coupon ?? null,
    country: options.country ?? null,
  });
}
