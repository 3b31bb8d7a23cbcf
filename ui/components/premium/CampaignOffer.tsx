// §2 /premium/{offer} and the top-level offer pages, §3 Offer campaign: the page of a campaign. While it runs: its
// banner (title, end date, countdown), its plan at the campaign's price with its coupon, and the coupon field.
// Outside its window it says so clearly ("Cette offre est terminée" / "Cette offre commence le …") and lists the
// offers running now instead.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { CurrentOffer } from "../../../application/contracts/premium/campaigns.ts";
import type { CampaignView } from "../../../application/web/premium/load-campaign.ts";
import type { PlanCardView } from "../../../application/web/premium/plans-view.ts";
import type { PricePreview } from "../../../application/web/premium/price-preview.ts";
import { campaignDeadline } from "../../../domain/premium/campaign.ts";
import { useCampaignCopy } from "./campaign-copy.ts";
import { Countdown } from "./Countdown.tsx";
import { useFormatDate } from "../date-format.ts";
import { PlanCard } from "./PlanCard.tsx";
import "../../styles/premium.css";

/** §3 the campaign banner at the top of its page: the offer, its end date and the countdown. */
export function CampaignBanner({ campaign, at, live = true }: { campaign: CampaignView; at: string; live?: boolean }) {
  const { t } = useLingui();
  const copy = useCampaignCopy()(campaign);
  const date = useFormatDate();
  // The one deadline the banner states and the countdown counts to (domain campaignDeadline).
  const deadline = campaignDeadline(campaign).toISOString();
  const end = date(deadline, { inclusiveEnd: true });
  return (
    <aside className="campaign-banner" aria-label={t`Offre en cours`}>
      <p className="campaign-banner__text">
        <strong>{copy.title}</strong>{" "}
        <time className="campaign-banner__end" dateTime={deadline}>
          <Trans>jusqu'au {end} inclus</Trans>
        </time>
      </p>
      <Countdown campaign={campaign} initialAt={at} live={live} compact />
    </aside>
  );
}

export interface CampaignOfferProps {
  campaign: CampaignView;
  at: string;
  plan: PlanCardView | null;
  price: PricePreview | null;
  /** Where the plan's call to action leads (the offer's checkout). */
  checkoutHref: string;
  /** The coupon field (the page wires it). */
  couponField?: ReactNode;
  /** Follow the clock (off in stories). */
  live?: boolean;
}

/** §2 a running campaign. */
export function CampaignOffer({
  campaign,
  at,
  plan,
  price,
  checkoutHref,
  couponField,
  live = true,
}: CampaignOfferProps) {
  const copy = useCampaignCopy()(campaign);
  return (
    <div className="campaign">
      <CampaignBanner campaign={campaign} at={at} live={live} />
      <header className="campaign__hero">
        <p className="campaign__eyebrow">
          <Trans>Offre limitée</Trans>
        </p>
        <h1 className="campaign__title">{copy.title}</h1>
        <p className="campaign__lead">{copy.lead}</p>
      </header>
      <div className="campaign__body">
        {plan && price ? (
          <div className="campaign__plan">
            <PlanCard plan={plan} price={price} href={checkoutHref} headingLevel={2} />
            {couponField}
          </div>
        ) : (
          <p className="premium-alert premium-alert--info" role="status">
            <Trans>La formule de cette offre n'est plus proposée.</Trans>{" "}
            <Link to="/premium">
              <Trans>Voir les offres</Trans>
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

/** §2 the offers running now, shown instead of one that is not. */
export function CurrentOffers({ offers }: { offers: readonly CurrentOffer[] }) {
  const copy = useCampaignCopy();
  const date = useFormatDate();
  const titleId = useId();
  return (
    <section className="current-offers" aria-labelledby={titleId}>
      <h2 id={titleId} className="current-offers__title">
        <Trans>Les offres du moment</Trans>
      </h2>
      {offers.length > 0 ? (
        <ul className="current-offers__list">
          {offers.map((offer) => {
            const words = copy(offer);
            const end = date(offer.endDate, { inclusiveEnd: true });
            return (
              <li key={offer.id} className="current-offers__item">
                <Link to={offer.paywallPath} className="current-offers__link">
                  <span className="current-offers__name">{words.title}</span>
                  <span className="current-offers__lead">{words.lead}</span>
                  <span className="current-offers__end">
                    <Trans>Jusqu'au {end}</Trans>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>
          <Trans>Aucune offre spéciale en ce moment, mais nos formules restent disponibles.</Trans>
        </p>
      )}
      <p className="current-offers__all">
        <Link to="/premium" className="button button--primary">
          <Trans>Voir toutes les formules</Trans>
        </Link>
      </p>
    </section>
  );
}

/** §2 a campaign outside its window: ended or not started, then the offers running now. */
export function CampaignClosed({
  campaign,
  currentOffers,
}: {
  campaign: CampaignView;
  currentOffers: readonly CurrentOffer[];
}) {
  const copy = useCampaignCopy()(campaign);
  const date = useFormatDate();
  const start = date(campaign.startDate);
  const end = date(campaign.endDate, { inclusiveEnd: true });
  const title = copy.title;
  return (
    <div className="campaign campaign--closed">
      <header className="campaign__hero campaign__hero--closed">
        <p className="campaign__eyebrow">{title}</p>
        {campaign.state === "upcoming" ? (
          <>
            <h1 className="campaign__title">
              <Trans>Cette offre commence le {start}</Trans>
            </h1>
            <p className="campaign__lead">
              <Trans>Revenez à partir du {start} pour en profiter. En attendant, voici les offres du moment.</Trans>
            </p>
          </>
        ) : (
          <>
            <h1 className="campaign__title">
              <Trans>Cette offre est terminée</Trans>
            </h1>
            <p className="campaign__lead">
              <Trans>
                L'offre « {title} » a pris fin le {end}. Voici les offres du moment.
              </Trans>
            </p>
          </>
        )}
      </header>
      <CurrentOffers offers={currentOffers} />
    </div>
  );
}

/** §2 /premium/{token} with no campaign (issue 15): the personal offer link is unknown or has expired; the offers. */
export function UnknownOfferLink() {
  return (
    <div className="campaign campaign--closed">
      <header className="campaign__hero campaign__hero--closed">
        <h1 className="campaign__title">
          <Trans>Ce lien d'offre est inconnu ou a expiré</Trans>
        </h1>
        <p className="campaign__lead">
          <Trans>
            Les offres personnelles sont valables pour une durée limitée. Vérifiez l'adresse reçue, ou choisissez parmi
            nos formules et les offres du moment.
          </Trans>
        </p>
      </header>
      <p className="current-offers__all">
        <Link to="/premium" className="button button--primary">
          <Trans>Voir les offres</Trans>
        </Link>
      </p>
    </div>
  );
}
