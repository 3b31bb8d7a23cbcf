// §2 /premium/{token}, §3 Offer campaign: demo personal campaign links (development and test only, never production):
// one running, one expired, each with its own coupon. Fixed windows: a personal offer's deadline does not move.
import type { StoredCampaign } from "../premium/catalog/ports.ts";
import type { SeedCoupon } from "../premium/catalog/seed-data.ts";

const link = (
  token: string,
  planId: string,
  couponCode: string,
  startDate: string,
  endDate: string,
): StoredCampaign => ({
  id: `personal-${token}`,
  slug: token,
  kind: "personal-link",
  planId,
  paywallPath: `/premium/${token}`,
  successPath: "/subscribe-success",
  couponCode,
  startDate: new Date(startDate).toISOString(),
  endDate: new Date(endDate).toISOString(),
  counterRotation: 3,
  counterOffset: 10,
  bannerPagesVisibile: [],
  promoPrice: null,
});

/** Demo personal links: a family offer running until 1 March 2027, and a solo one that ended in February 2026. */
export const DEMO_PERSONAL_LINKS: readonly StoredCampaign[] = [
  link("lien-7k2p9xq4", "family-yearly", "LIEN7K2P", "2026-11-01T00:00:00+01:00", "2027-03-01T00:00:00+01:00"),
  link("lien-3m8d5wz1", "solo-yearly", "LIEN3M8D", "2026-01-05T00:00:00+01:00", "2026-02-02T00:00:00+01:00"),
];

/** The coupon of each demo personal link: 30 % off its plan, valid in the link's window. */
export const DEMO_PERSONAL_LINK_COUPONS: readonly SeedCoupon[] = DEMO_PERSONAL_LINKS.map((c) => ({
  id: `coupon-${c.couponCode.toLowerCase()}`,
  code: c.couponCode,
  kind: "percent",
  value: 30,
  currency: null,
  planIds: [c.planId],
  startsAt: new Date(c.startDate),
  expiresAt: new Date(c.endDate),
  maxRedemptions: null,
}));
