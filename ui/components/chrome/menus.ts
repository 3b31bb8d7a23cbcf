// §2 "Header and menus": the menus, with their labels (the footer's link directory: footer-directory.ts). Targets
// are the routes of §2 (other areas build the pages).
import { useLingui } from "@lingui/react/macro";
import { offersMenu, type OfferMenuItem } from "../../../domain/premium/availability.ts";
import { useAppContext } from "../../composition/app-context.tsx";

export interface MenuLink {
  label: string;
  href: string;
}
export type HeaderMenu =
  | { kind: "dropdown"; id: string; label: string; items: MenuLink[] }
  | { kind: "link"; id: string; label: string; href: string };

/** §2: the gift-card and payment pages the footer lists (the offers entry uses the domain's four offers). */
export const PAYMENT_LINKS = { bankCard: "/premium/offre-solo" } as const;

/** §2: labels of the four offers of the offers entry. */
export function useOfferLabels(): (item: OfferMenuItem) => string {
  const { t } = useLingui();
  return (item) =>
    ({
      family: t`Offre Famille`,
      solo: t`Offre Solo`,
      gift_card: t`Carte cadeau`,
      mobile_payment: t`Paiement mobile`,
    })[item.id];
}

/** §2: the header menus: project/commitments, the four school levels, orientation and the offers entry. */
export function useHeaderMenus(): HeaderMenu[] {
  const { t } = useLingui();
  const { offersAvailable } = useAppContext();
  const offerLabel = useOfferLabels();
  const offers = offersMenu(offersAvailable);
  const library = { label: t`Bibliothèque des savoirs`, href: "/revisions/bibliotheque-des-savoirs" };
  return [
    {
      kind: "dropdown",
      id: "project",
      label: t`Le projet`,
      items: [
        { label: t`Qui sommes-nous ?`, href: "/nos-engagements" },
        { label: t`Réussite scolaire`, href: "/nos-engagements/reussite-scolaire" },
        { label: t`Orientation`, href: "/nos-engagements/orientation" },
        { label: t`Parents`, href: "/nos-engagements/parents" },
        { label: t`Citoyenneté`, href: "/nos-engagements/citoyennete" },
        { label: t`Sport`, href: "/nos-engagements/sport" },
        { label: t`Francophonie`, href: "/nos-engagements/francophonie" },
        { label: t`Afrique`, href: "/nos-engagements/afrique" },
        { label: t`Professeurs`, href: "/professeurs" },
        { label: t`Notre charte IA`, href: "/ia" },
      ],
    },
    {
      kind: "dropdown",
      id: "primaire",
      label: t`Primaire`,
      items: [
        { label: t`Révisions du primaire`, href: "/revisions/primaire" },
        library,
        { label: t`Conseils aux parents`, href: "/nos-engagements/parents" },
      ],
    },
    {
      kind: "dropdown",
      id: "college",
      label: t`Collège`,
      items: [
        { label: t`Révisions du collège`, href: "/revisions/college" },
        { label: t`Le Brevet`, href: "/brevet" },
        { label: t`Simulateur de notes du Brevet`, href: "/simulateur-de-notes-brevet" },
        library,
      ],
    },
    {
      kind: "dropdown",
      id: "lycee",
      label: t`Lycée`,
      items: [
        { label: t`Révisions du lycée`, href: "/revisions/lycee" },
        { label: t`Le Bac`, href: "/bac" },
        { label: t`Simulateur de notes du Bac`, href: "/simulateur-de-notes-bac" },
        { label: t`Parcoursup`, href: "/orientation/parcoursup" },
      ],
    },
    {
      kind: "dropdown",
      id: "sup",
      label: t`Études supérieures`,
      items: [
        { label: t`Révisions du supérieur`, href: "/revisions/sup" },
        { label: t`Diplômes`, href: "/revisions/diplomes" },
        { label: t`Tests de langues`, href: "/revisions/tests-de-langues" },
        { label: t`Tests et concours`, href: "/revisions/tests-et-concours" },
      ],
    },
    {
      kind: "dropdown",
      id: "orientation",
      label: t`Orientation`,
      items: [
        { label: t`Toute l'orientation`, href: "/orientation" },
        { label: t`Parcoursup`, href: "/orientation/parcoursup" },
        { label: t`Mon avenir`, href: "/mon-avenir" },
      ],
    },
    offers.kind === "dropdown"
      ? {
          kind: "dropdown",
          id: "offers",
          label: t`Nos offres`,
          items: offers.items.map((item) => ({ label: offerLabel(item), href: item.href })),
        }
      : { kind: "link", id: "offers", label: t`Nos offres`, href: offers.href },
  ];
}
