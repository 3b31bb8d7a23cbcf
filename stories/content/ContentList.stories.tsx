import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ContentList } from "../../ui/components/content/ContentList.tsx";
import "../../ui/styles/content.css";
import { SUMMARIES } from "./fixtures.ts";

const meta = {
  title: "Content/ContentList",
  component: ContentList,
  args: { items: SUMMARIES, empty: "Aucun contenu n'est encore publié dans cette matière." },
  decorators: [
    (Story) => (
      <div className="content-section">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { play: async ({ canvas }) => expect(canvas.getAllByRole("article")).toHaveLength(4) };
export const GridEnglish: Story = { globals: { locale: "en" }, args: { showContext: true } };
export const Empty: Story = { args: { items: [] }, play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("Aucun contenu") };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet: Story = { globals: { viewport: { value: "md" } } };
export const Wide: Story = { globals: { viewport: { value: "xl" } } };
