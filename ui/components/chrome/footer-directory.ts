// §2 "Footer": the footer's link directory, with its labels (its messages are in the "later" catalog, loaded with
// the footer: ui/i18n/areas.ts). Targets are the routes of §2 (other areas build the pages).
import { useLingui } from "@lingui/react/macro";
import { OFFER_MENU_ITEMS, type OfferMenuItem } from "../../../domain/premium/availability.ts";
import { PAYMENT_LINKS, useOfferLabels, type MenuLink } from "./menus.ts";

export interface FooterColumn {
  id: string;
  title: string;
  links: MenuLink[];
}

/** §2 Footer: the link directory. */
export function useFooterDirectory(): FooterColumn[] {
  const { t } = useLingui();
  const offerLabel = useOfferLabels();
  const byId = (id: OfferMenuItem["id"]): MenuLink => {
    const item = OFFER_MENU_ITEMS.find((o) => o.id === id) ?? OFFER_MENU_ITEMS[0];
    return { label: offerLabel(item), href: item.href };
  };
  return [
    {
      id: "contents",
      title: t`Contenus`,
      links: [
        { label: t`Bibliothèque des savoirs`, href: "/revisions/bibliotheque-des-savoirs" },
        { label: t`Cours et quiz`, href: "/revisions" },
        { label: t`Tests de langues`, href: "/revisions/tests-de-langues" },
        { label: t`Tests et concours`, href: "/revisions/tests-et-concours" },
        { label: t`Blog`, href: "/blog" },
        { label: t`Explorer`, href: "/explorer" },
      ],
    },
    {
      id: "exams",
      title: t`Examens`,
      links: [
        { label: t`Le Brevet`, href: "/brevet" },
        { label: t`Le Bac`, href: "/bac" },
        { label: t`Simulateur de notes du Brevet`, href: "/simulateur-de-notes-brevet" },
        { label: t`Simulateur de notes du Bac`, href: "/simulateur-de-notes-bac" },
        { label: t`Diplômes`, href: "/revisions/diplomes" },
      ],
    },
    {
      id: "orientation",
      title: t`Orientation`,
      links: [
        { label: t`Toute l'orientation`, href: "/orientation" },
        { label: t`Parcoursup`, href: "/orientation/parcoursup" },
        { label: t`Mon avenir`, href: "/mon-avenir" },
      ],
    },
    {
      id: "offers",
      title: t`Offres`,
      links: [byId("family"), byId("solo"), { label: t`Toutes les offres`, href: "/premium" }],
    },
    {
      id: "company",
      title: t`L'entreprise`,
      links: [
        { label: t`Qui sommes-nous ?`, href: "/nos-engagements" },
        { label: t`Nos engagements`, href: "/nos-engagements/reussite-scolaire" },
        { label: t`Jobs`, href: "/jobs" },
        { label: t`Professeurs`, href: "/professeurs" },
        { label: t`Espace presse`, href: "/espace-presse" },
        { label: t`FAQ`, href: "/faq" },
        { label: t`Centre d'aide`, href: "/faq#aide" },
        // Issue 30: text size, spacing, fonts for dyslexia and low vision, motion.
        { label: t`Confort de lecture`, href: "/confort-de-lecture" },
        byId("gift_card"),
        byId("mobile_payment"),
        { label: t`Paiement par carte bancaire`, href: PAYMENT_LINKS.bankCard },
      ],
    },
  ];
}
