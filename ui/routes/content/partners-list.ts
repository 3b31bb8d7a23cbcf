/** §2 /partenaires/{partner?}: the partners and the page each one leads to. */
export const PARTNERS = [
  { slug: "prevention-routiere", to: "/partenaires/prevention-routiere" },
  { slug: "gar", to: "/gar" },
  { slug: "cned", to: "/cned/mentions-legales-application-cned" },
] as const;
export type PartnerSlug = (typeof PARTNERS)[number]["slug"];
