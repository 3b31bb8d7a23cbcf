// §2 campaign pages: the words of each offer page (our own copy), by page slug when the page has its own, else by
// the kind of offer it sells (domain/premium/campaign-pages.ts).
import { useLingui } from "@lingui/react/macro";

export interface CampaignCopy {
  /** The offer's name ("Offre Famille"). */
  title: string;
  /** One sentence under the title. */
  lead: string;
}

/** §2: the title and lead of an offer page. */
export function useCampaignCopy(): (campaign: { slug: string; kind: string }) => CampaignCopy {
  const { t } = useLingui();
  return ({ slug, kind }) => {
    switch (slug) {
      case "famille-noel":
        return {
          title: t`Offre de Noël Famille`,
          lead: t`Offrez une année de révisions à toute la famille, à prix de fête.`,
        };
      case "offreblackfriday":
        return {
          title: t`Black Friday`,
          lead: t`Le meilleur prix de l'année sur l'abonnement Famille, quelques jours seulement.`,
        };
      case "marine-nationale":
        return {
          title: t`Offre partenaire Marine nationale`,
          lead: t`Un tarif réservé aux familles du personnel de la Marine nationale.`,
        };
      case "parcoursup":
        return {
          title: t`Offre Parcoursup`,
          lead: t`Préparez vos vœux et votre terminale sereinement, avec tous les contenus d'orientation.`,
        };
      case "toeic":
        return { title: t`Pack TOEIC et TOEFL`, lead: t`Trois mois d'entraînement intensif pour viser votre score.` };
      case "offre-reussite-bac":
      case "offre-reussite-bac-2025":
        return { title: t`Offre Réussite Bac`, lead: t`Cours, quiz et annales corrigées pour décrocher votre bac.` };
      case "offre-reussite-bac-pro-2025":
        return {
          title: t`Offre Réussite Bac pro`,
          lead: t`Révisez les épreuves générales du bac professionnel à votre rythme.`,
        };
      case "offre-reussite-brevet":
      case "offre-reussite-brevet-2025":
        return {
          title: t`Offre Réussite Brevet`,
          lead: t`Tout pour réviser le brevet : fiches, quiz et sujets corrigés.`,
        };
      case "flashoffer/lesfolles40":
        return {
          title: t`Les Folles 40`,
          lead: t`Un prix éclair sur l'abonnement Solo annuel, le temps d'un week-end.`,
        };
      case "parents":
        return {
          title: t`Offre Parents`,
          lead: t`Accompagnez la scolarité de vos enfants : un compte pour chacun, un seul abonnement.`,
        };
      case "bienvenue-inscription-famille":
        return {
          title: t`Bienvenue, offre Famille`,
          lead: t`Bienvenue ! Un prix d'accueil sur le premier abonnement Famille.`,
        };
      case "offre-bienvenue-inscription-eleve":
        return {
          title: t`Bienvenue, offre Élève`,
          lead: t`Bienvenue ! Un prix d'accueil sur ton premier abonnement Solo.`,
        };
      case "offre-reussite-2025":
        return {
          title: t`Offre Réussite`,
          lead: t`Cours, quiz et sujets corrigés pour réussir vos examens cette année.`,
        };
      case "offre-speciale-rentree-reussite-scolaire-famille":
      case "offre-speciale-rentree-reussite-scolaire-famille-v2":
      case "offre-speciale-rentree-reussite-scolaire-famille-v3":
        return {
          title: t`Rentrée réussie, offre Famille`,
          lead: t`Toute la famille prête pour la rentrée, avec un an de révisions à prix réduit.`,
        };
      case "offre-speciale-rentree-reussite-scolaire-solo":
        return {
          title: t`Rentrée réussie, offre Solo`,
          lead: t`Commencez l'année avec tous les cours et quiz de votre niveau.`,
        };
    }
    switch (kind) {
      case "current":
        return {
          title: t`L'offre du moment`,
          lead: t`L'abonnement Solo annuel au meilleur prix, pour réviser toute l'année.`,
        };
      case "family":
        return {
          title: t`Offre Famille`,
          lead: t`Un seul abonnement pour que chaque enfant révise avec son propre compte.`,
        };
      case "solo":
        return {
          title: t`Offre Solo`,
          lead: t`Tous les cours, quiz et annales corrigées pour un élève ou un étudiant.`,
        };
      case "welcome":
        return {
          title: t`Offre de bienvenue`,
          lead: t`Bienvenue ! Profitez d'un prix d'accueil sur votre premier abonnement.`,
        };
      case "win-back":
        return {
          title: t`Heureux de vous revoir`,
          lead: t`Reprenez vos révisions là où vous les aviez laissées, à prix réduit.`,
        };
      case "seasonal":
        return { title: t`Offre spéciale`, lead: t`Un prix exceptionnel, pour une durée limitée.` };
      case "flash":
        return {
          title: t`Offre flash`,
          lead: t`Un prix éclair sur l'abonnement Solo annuel, pour quelques jours seulement.`,
        };
      case "lifetime":
        return { title: t`Offre à vie`, lead: t`Un seul paiement, et toute la famille révise sans limite de durée.` };
      case "africa":
        return { title: t`Offre Afrique`, lead: t`L'abonnement Famille en francs CFA, payable par mobile money.` };
      case "partner":
        return { title: t`Offre partenaire`, lead: t`Un tarif réservé aux membres de nos partenaires.` };
      case "exam":
        return {
          title: t`Offre Examens`,
          lead: t`Mettez toutes les chances de votre côté pour les examens de fin d'année.`,
        };
      case "orientation":
        return { title: t`Offre Orientation`, lead: t`Des contenus pour choisir sa voie et réussir ses candidatures.` };
      case "back-to-school":
        return {
          title: t`Offre de rentrée`,
          lead: t`Une rentrée bien préparée, avec un an de révisions à prix réduit.`,
        };
      case "multi-year-pack":
        return {
          title: t`Pack Réussite 4 ans`,
          lead: t`Quatre années de révisions pour toute la famille, au meilleur prix par mois.`,
        };
      case "language-test":
        return {
          title: t`Pack tests de langue`,
          lead: t`Entraînez-vous aux tests d'anglais avec des exercices corrigés.`,
        };
      case "personal-link":
        return {
          title: t`Votre offre personnelle`,
          lead: t`Une offre réservée à ce lien, pour une durée limitée.`,
        };
      case "holiday-workbook":
        return { title: t`Cahier de vacances`, lead: t`Deux mois pour réviser en douceur pendant l'été, en famille.` };
      default:
        return { title: t`Offre spéciale`, lead: t`Un prix réservé, pour une durée limitée.` };
    }
  };
}
