import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SiteHeader } from "../ui/components/SiteHeader.tsx";

const meta = { title: "Layout/SiteHeader", component: SiteHeader } satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo, accueil" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: /Français/ })).toHaveAttribute("aria-current", "true");
  },
};
export const English: Story = {
  globals: { locale: "en" },
  parameters: { path: "/bac?x=1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo, home" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Français/ })).toHaveAttribute("href", "/bac?x=1&lang=fr");
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
