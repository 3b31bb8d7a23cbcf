import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SiteFooter } from "../ui/components/SiteFooter.tsx";

const meta = { title: "Layout/SiteFooter", component: SiteFooter } satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const France: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Version 6.10.0 · Région FR")).toBeInTheDocument();
  },
};
export const SenegalEnglish: Story = {
  args: { region: "SN" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Version 6.10.0 · Region SN")).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
