import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ContentCard } from "../../ui/components/content/ContentCard.tsx";
import "../../ui/styles/content.css";
import { ARTICLE, SUMMARIES } from "./fixtures.ts";

const meta = {
  title: "Content/ContentCard",
  component: ContentCard,
  args: { item: SUMMARIES[0]! },
  decorators: [
    (Story) => (
      <ul className="content-grid" style={{ maxWidth: 400, padding: 16 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Course: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Le théorème de Pythagore" })).toHaveAttribute("href", "/revisions/3eme/maths/theoreme-de-pythagore");
    await expect(canvas.getByText("8 min de lecture")).toBeInTheDocument();
  },
};
export const PremiumSheet: Story = { args: { item: SUMMARIES[2]! }, play: async ({ canvas }) => expect(canvas.getByText("Premium")).toBeInTheDocument() };
export const WithContext: Story = { args: { item: SUMMARIES[3]!, showContext: true }, play: async ({ canvas }) => expect(canvas.getByText("3e · Histoire-géographie")).toBeInTheDocument() };
/** §2 dates in French style. */
export const ArticleFrench: Story = { args: { item: ARTICLE }, play: async ({ canvas }) => expect(canvas.getByText("8 septembre 2025")).toBeInTheDocument() };
/** §2 dates in US style. */
export const ArticleEnglish: Story = {
  globals: { locale: "en" },
  args: { item: ARTICLE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("September 8, 2025")).toBeInTheDocument();
    await expect(canvas.getByRole("article")).toHaveAttribute("lang", "fr");
  },
};
