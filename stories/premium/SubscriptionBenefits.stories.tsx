import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SubscriptionBenefits } from "../../ui/components/premium/SubscriptionBenefits.tsx";

const meta = { title: "Premium/SubscriptionBenefits", component: SubscriptionBenefits } satisfies Meta<
  typeof SubscriptionBenefits
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(2);
  },
};
export const EnglishAsSubsection: Story = {
  args: { headingLevel: 3 },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
