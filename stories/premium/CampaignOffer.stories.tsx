import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, within } from "storybook/test";
import { previewPrice } from "../../application/web/premium/price-preview.ts";
import {
  CampaignBanner,
  CampaignClosed,
  CampaignOffer,
  UnknownOfferLink,
  CurrentOffers,
} from "../../ui/components/premium/CampaignOffer.tsx";
import { CouponField } from "../../ui/components/premium/CouponField.tsx";
import {
  CURRENT_OFFERS,
  ENDED_CAMPAIGN,
  FAMILY_COUPON,
  FAMILY_YEARLY,
  LIVE_CAMPAIGN,
  STORY_NOW,
  UPCOMING_CAMPAIGN,
} from "./fixtures.ts";

const coupon = { ...FAMILY_COUPON, code: "FAMILLE26" };

const meta = {
  title: "Premium/CampaignOffer",
  component: CampaignOffer,
  args: {
    campaign: LIVE_CAMPAIGN,
    // 2 days 10 h 10 min before the offer's end: its last days, when the counter shows (issue 15).
    at: "2027-08-29T11:50:00.000Z",
    plan: FAMILY_YEARLY,
    price: previewPrice(FAMILY_YEARLY, { coupon }),
    checkoutHref: "/premium/checkout/offre-famille",
    live: false,
    couponField: (
      <CouponField
        action="/premium/offre-famille"
        check={{
          status: "valid",
          code: "FAMILLE26",
          discount: coupon.discount,
          planIds: coupon.planIds,
          expiresAt: null,
        }}
        fromCampaign
        onCheck={fn()}
      />
    ),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CampaignOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Offre Famille" })).toBeInTheDocument();
    const banner = canvas.getByRole("complementary", { name: "Offre en cours" });
    // The window ends on 2027-09-01 at midnight in Paris: it runs until 31 August, and the counter counts to it.
    await expect(banner).toHaveTextContent("jusqu'au 31 août 2027 inclus");
    await expect(banner.querySelector("time")).toHaveAttribute("datetime", "2027-08-31T22:00:00.000Z");
    await expect(within(banner).getByRole("timer")).toHaveTextContent("2 jours, 10 heures et 10 minutes");
    // Issue 15: a single-offer page wears no comparative badge.
    await expect(canvas.queryByText("Le plus choisi")).toBeNull();
    await expect(canvas.getByText(/119,99\s€/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Choisir cette formule" })).toHaveAttribute(
      "href",
      "/premium/checkout/offre-famille",
    );
  },
};

export const LiveEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Family offer" })).toBeInTheDocument();
    await expect(canvas.getByText(/until August 31, 2027/)).toBeInTheDocument();
  },
};

export const PlanNoLongerSold: Story = {
  args: { plan: null, price: null },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("status")).toHaveTextContent("La formule de cette offre n'est plus proposée."),
};

export const Ended: Story = {
  render: () => <CampaignClosed campaign={ENDED_CAMPAIGN} currentOffers={CURRENT_OFFERS} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Cette offre est terminée" })).toBeInTheDocument();
    await expect(canvas.getByText(/a pris fin le 2 décembre 2024/)).toBeInTheDocument();
    const offers = canvas.getByRole("region", { name: "Les offres du moment" });
    await expect(within(offers).getAllByRole("link").length).toBeGreaterThan(1);
    await expect(within(offers).getByRole("link", { name: "Voir toutes les formules" })).toHaveAttribute(
      "href",
      "/premium",
    );
  },
};

export const EndedEnglish: Story = {
  render: () => <CampaignClosed campaign={ENDED_CAMPAIGN} currentOffers={CURRENT_OFFERS} />,
  globals: { locale: "en" },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("heading", { level: 1, name: "This offer has ended" })).toBeInTheDocument(),
};

export const NotStartedYet: Story = {
  render: () => <CampaignClosed campaign={UPCOMING_CAMPAIGN} currentOffers={CURRENT_OFFERS} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Cette offre commence le 1er décembre 2026" }),
    ).toBeInTheDocument();
  },
};

export const NoOtherOffer: Story = {
  render: () => <CurrentOffers offers={[]} />,
  play: async ({ canvas }) => expect(canvas.getByText(/Aucune offre spéciale en ce moment/)).toBeInTheDocument(),
};

/** Issue 15: months before its end, the banner states the end date without a counter. */
export const FarFromTheEnd: Story = {
  args: { at: STORY_NOW.toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("complementary", { name: "Offre en cours" })).toHaveTextContent(
      "jusqu'au 31 août 2027 inclus",
    );
    await expect(canvas.queryByRole("timer")).toBeNull();
  },
};

/** Issue 15 /premium/{token}: an unknown or expired personal link, and the way to the offers. */
export const UnknownLink: Story = {
  render: () => <UnknownOfferLink />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Ce lien d'offre est inconnu ou a expiré" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/premium");
  },
};

export const UnknownLinkEnglish: Story = {
  render: () => <UnknownOfferLink />,
  globals: { locale: "en" },
  play: async ({ canvas }) =>
    expect(
      canvas.getByRole("heading", { level: 1, name: "This offer link is unknown or has expired" }),
    ).toBeInTheDocument(),
};

export const BannerOnly: Story = {
  render: () => <CampaignBanner campaign={LIVE_CAMPAIGN} at={STORY_NOW.toISOString()} live={false} />,
  globals: { viewport: { value: "phone" } },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" }, persona: "member" } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
