import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { Breadcrumbs } from "../../ui/components/content/Breadcrumbs.tsx";
import "../../ui/styles/content.css";

const meta = {
  title: "Content/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: [{ label: "Révisions", to: "/revisions" }, { label: "Terminale", to: "/revisions/terminale" }, { label: "Mathématiques" }] },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Fil d'Ariane" })).toBeInTheDocument();
    await expect(canvas.getByText("Mathématiques")).toHaveAttribute("aria-current", "page");
  },
};
export const English: Story = { globals: { locale: "en" }, play: async ({ canvas }) => expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/") };
