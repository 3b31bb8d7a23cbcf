import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ContentMeta, STORE_RATING } from "../../ui/components/content/ContentMeta.tsx";
import { APP_LISTED } from "../support/decorators.tsx";

/** Page metadata: title, description, share image, canonical and language alternates, store-rating structured data. */
const meta = {
  title: "Content/ContentMeta",
  component: ContentMeta,
  args: { title: "Questions fréquentes", description: "Les réponses.", path: "/faq", locale: "fr" },
} satisfies Meta<typeof ContentMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

type AppData = { operatingSystem?: string; aggregateRating?: { ratingValue: number; ratingCount: number } };
const structuredData = (canvasElement: HTMLElement) =>
  JSON.parse(
    canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]')?.textContent ?? "[]",
  ) as AppData[];

/** No app listed (ADR 036): the web application, with no store rating. */
export const French: Story = {
  play: async ({ canvasElement }) => {
    const [app] = structuredData(canvasElement);
    await expect(app?.operatingSystem).toBe("Web");
    await expect(app?.aggregateRating).toBeUndefined();
  },
};
/** The app listed on the stores: its store rating (§9) in the structured data. */
export const AppListed: Story = {
  parameters: { config: APP_LISTED },
  play: async ({ canvasElement }) => {
    const [app] = structuredData(canvasElement);
    await expect(app?.aggregateRating).toMatchObject({ ratingValue: STORE_RATING.ratingValue, ratingCount: STORE_RATING.ratingCount });
  },
};
export const English: Story = { globals: { locale: "en" }, args: { locale: "en", title: "Frequently asked questions", description: "The answers." } };
