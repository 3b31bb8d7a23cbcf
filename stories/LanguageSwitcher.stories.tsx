import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { LanguageSwitcher } from "../ui/components/LanguageSwitcher.tsx";

const meta = { title: "Components/LanguageSwitcher", component: LanguageSwitcher } satisfies Meta<
  typeof LanguageSwitcher
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FrenchSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Langue" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /English/ })).toHaveAttribute("href", "/?lang=en");
  },
};
export const EnglishSelected: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /English/ })).toHaveAttribute("aria-current", "true");
  },
};
/** The header's compact form: flags with the language names for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
  },
};
