// §7 "Query parameters promocode, utm_id, utm_campaign are read": the promo code is kept in the site-wide
// state; utm_id and utm_campaign become cookies for 56 days on path /, later sent with the device registration.

/** §7: the query parameter carrying a promo code. */
export const PROMOCODE_PARAM = "promocode";
/** §7: the utm parameters kept as cookies; the cookie has the parameter's name. */
export const UTM_COOKIE_NAMES = { utmId: "utm_id", utmCampaign: "utm_campaign" } as const;
/** §7: utm cookie lifetime, 4838400 s = 56 days. */
export const UTM_COOKIE_MAX_AGE_S = 4_838_400;
/** §7: utm cookie path. */
export const UTM_COOKIE_PATH = "/";
/** §7: the longest promo code or utm value accepted. */
export const MAX_CAMPAIGN_VALUE_LENGTH = 200;

/** §7: the three campaign parameters of a request, each trimmed; blank or over-long values count as absent. */
export interface CampaignParams {
  readonly promocode: string | null;
  readonly utmId: string | null;
  readonly utmCampaign: string | null;
}

function clean(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_CAMPAIGN_VALUE_LENGTH ? trimmed : null;
}

/** §7: reads promocode, utm_id and utm_campaign. */
export function readCampaignParams(params: URLSearchParams): CampaignParams {
  return {
    promocode: clean(params.get(PROMOCODE_PARAM)),
    utmId: clean(params.get(UTM_COOKIE_NAMES.utmId)),
    utmCampaign: clean(params.get(UTM_COOKIE_NAMES.utmCampaign)),
  };
}

/** Issue 15: an empty `?promocode=` (the promo field's "Retirer le code") drops the promo code kept for the visit. */
export function clearsPromocode(params: URLSearchParams): boolean {
  return params.get(PROMOCODE_PARAM)?.trim() === "";
}

/** §7: a cookie to set. */
export interface UtmCookie {
  readonly name: (typeof UTM_COOKIE_NAMES)[keyof typeof UTM_COOKIE_NAMES];
  readonly value: string;
  readonly maxAgeSeconds: typeof UTM_COOKIE_MAX_AGE_S;
  readonly path: typeof UTM_COOKIE_PATH;
}

/** §7: the utm cookies to set for the parameters present (a present value replaces an earlier cookie). */
export function utmCookiesToSet(params: CampaignParams): readonly UtmCookie[] {
  const cookies: UtmCookie[] = [];
  const base = { maxAgeSeconds: UTM_COOKIE_MAX_AGE_S, path: UTM_COOKIE_PATH } as const;
  if (params.utmId !== null) cookies.push({ name: UTM_COOKIE_NAMES.utmId, value: params.utmId, ...base });
  if (params.utmCampaign !== null) {
    cookies.push({ name: UTM_COOKIE_NAMES.utmCampaign, value: params.utmCampaign, ...base });
  }
  return cookies;
}
