// §2 layouts around a page, for each viewer: what chrome shows where.
import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import CnedLayout from "../../ui/layouts/cned.tsx";
import GarLayout from "../../ui/layouts/gar.tsx";
import OfferLayout from "../../ui/layouts/offer.tsx";
import PublicLayout from "../../ui/layouts/public.tsx";
import WebspaceLayout from "../../ui/layouts/webspace.tsx";
import { InLayout, settleChrome, withChromeContainer } from "./support.tsx";

const LAYOUTS = {
  public: <PublicLayout />,
  offer: <OfferLayout />,
  webspace: <WebspaceLayout />,
  gar: <GarLayout />,
  cned: <CnedLayout />,
} as const;

function LayoutPreview({ layout }: { layout: keyof typeof LAYOUTS }) {
  return <InLayout layout={LAYOUTS[layout]} />;
}

const meta = {
  title: "Layout/Layouts",
  component: LayoutPreview,
  decorators: [withChromeContainer],
  args: { layout: "public" },
  parameters: { popinsSeen: true },
  play: settleChrome,
} satisfies Meta<typeof LayoutPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2 public layout for a visitor: header, footer, and the banner for users without a plan. */
export const PublicVisitor: Story = {
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
    await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
    await expect(canvas.getByRole("complementary", { name: "Abonnement" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "Page" })).toBeInTheDocument();
  },
};
/** §2: no public banner for a subscriber. */
export const PublicSubscriber: Story = {
  globals: { persona: "subscriber" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.queryByRole("complementary", { name: "Abonnement" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Mes contenus" })).toHaveAttribute("href", "/revisions");
  },
};
/** §2: no public banner on /login. */
export const PublicOnLogin: Story = {
  parameters: { path: "/login" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.queryByRole("complementary", { name: "Abonnement" })).toBeNull();
  },
};
/** §2: the footer is hidden on /profiling. */
export const PublicOnProfiling: Story = {
  globals: { persona: "withoutProfile" },
  parameters: { path: "/profiling" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
    await expect(canvas.queryByRole("contentinfo")).toBeNull();
  },
};
export const PublicFamilyEnglish: Story = { globals: { persona: "family", locale: "en" } };
export const PublicMemberPhone: Story = { globals: { persona: "member", viewport: { value: "phone" } } };
export const PublicTablet600: Story = { globals: { viewport: { value: "sm" } } };
export const PublicDesktop960: Story = { globals: { viewport: { value: "md" } } };
export const PublicDesktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const PublicDesktop1350: Story = { globals: { viewport: { value: "xl" } } };

/** §2 offer layout: the offer banner above the header (France, not on /premium). */
export const Offer: Story = {
  args: { layout: "offer" },
  parameters: { path: "/offre-speciale-rentree" },
  play: async ({ canvas, canvasElement }) => {
    await settleChrome();
    await expect(canvas.getByRole("complementary", { name: "Offre du moment" })).toBeInTheDocument();
    await expect(canvasElement.querySelector(".has-offer-banner")).not.toBeNull();
  },
};
/** §2: no offer outside France. */
export const OfferOutsideFrance: Story = {
  args: { layout: "offer" },
  parameters: { path: "/offre-speciale-rentree", offersAvailable: false, region: "SN" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.queryByRole("complementary", { name: "Current offer" })).toBeNull();
  },
};

/** §2 webspace: the bottom subscription banner for a member without products or plans. */
export const WebspaceMember: Story = {
  args: { layout: "webspace" },
  globals: { persona: "member" },
  parameters: { path: "/revisions/cours-et-quiz" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.getByRole("complementary", { name: "Passez à l'illimité" })).toBeInTheDocument();
  },
};
/** §6: subscribers never see the subscription banner. */
export const WebspaceSubscriber: Story = {
  args: { layout: "webspace" },
  globals: { persona: "subscriber", locale: "en" },
  parameters: { path: "/revisions/cours-et-quiz" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.queryByRole("complementary", { name: "Go unlimited" })).toBeNull();
  },
};
/** §2: ?noMenu hides header and footer in the webspace. */
export const WebspaceNoMenu: Story = {
  args: { layout: "webspace" },
  globals: { persona: "member" },
  parameters: { path: "/revisions/cours-et-quiz?noMenu" },
  play: async ({ canvas }) => {
    await settleChrome();
    await expect(canvas.queryByRole("banner")).toBeNull();
    await expect(canvas.queryByRole("contentinfo")).toBeNull();
  },
};
export const WebspacePhone: Story = {
  args: { layout: "webspace" },
  globals: { persona: "member", viewport: { value: "phone" } },
};

export const Gar: Story = { args: { layout: "gar" }, parameters: { path: "/gar" } };
export const Cned: Story = { args: { layout: "cned" }, globals: { locale: "en" } };
