import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { EmptyState } from "../../ui/components/content/EmptyState.tsx";
import "../../ui/styles/content.css";

const meta = { title: "Content/EmptyState", component: EmptyState, args: { children: "Aucun article n'est encore publié dans cette rubrique." } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = { play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("Aucun article") };
export const English: Story = { globals: { locale: "en" }, args: { children: "No article has been published in this section yet." } };
