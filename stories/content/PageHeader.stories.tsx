import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { PageHeader } from "../../ui/components/content/PageHeader.tsx";
import "../../ui/styles/content.css";

const meta = {
  title: "Content/PageHeader",
  component: PageHeader,
  args: { title: "Réviser en Terminale", lead: "Choisissez une matière.", crumbs: [{ label: "Révisions", to: "/revisions" }, { label: "Terminale" }] },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = { play: async ({ canvas }) => expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Réviser en Terminale") };
export const English: Story = { globals: { locale: "en" }, args: { title: "Revise in Terminale", lead: "Choose a subject.", crumbs: [{ label: "Revision", to: "/revisions" }, { label: "Terminale" }] } };
