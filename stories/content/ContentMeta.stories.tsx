import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ContentMeta, STORE_RATING } from "../../ui/components/content/ContentMeta.tsx";

/** Page metadata: title, description, share image, canonical and language alternates, store-rating structured data. */
const meta = {
  title: "Content/ContentMeta",
  component: ContentMeta,
  args: { title: "Questions fréquentes", description: "Les réponses.", path: "/faq", locale: "fr" },
} satisfies Meta<typeof ContentMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvasElement }) => {
    const script = canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "[]") as { aggregateRating?: { ratingValue: number; ratingCount: number } }[];
    await expect(data[0]?.aggregateRating).toMatchObject({ ratingValue: STORE_RATING.ratingValue, ratingCount: STORE_RATING.ratingCount });
  },
};
export const English: Story = { globals: { locale: "en" }, args: { locale: "en", title: "Frequently asked questions", description: "The answers." } };
