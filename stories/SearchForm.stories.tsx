import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SearchForm } from "../ui/components/SearchForm.tsx";

const meta = { title: "SearchForm", component: SearchForm, args: { query: "pythagore" } } satisfies Meta<
  typeof SearchForm
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form to the knowledge library: works without JavaScript. */
export const French: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("searchbox", { name: "Rechercher un cours, un quiz, une fiche…" })).toHaveValue(
      "pythagore",
    );
    await expect(canvasElement.querySelector("form")).toHaveAttribute("action", "/revisions/bibliotheque-des-savoirs");
  },
};
export const EnglishEmpty: Story = {
  globals: { locale: "en" },
  args: { query: "" },
  play: async ({ canvas }) => expect(canvas.getByRole("button", { name: "Search" })).toBeInTheDocument(),
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
