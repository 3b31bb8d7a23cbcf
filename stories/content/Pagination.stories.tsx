import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { Pagination } from "../../ui/components/content/Pagination.tsx";
import "../../ui/styles/content.css";

const meta = {
  title: "Content/Pagination",
  component: Pagination,
  args: { page: 2, pageCount: 4, hrefFor: (page: number) => (page === 1 ? "/blog" : `/blog/${page}`) },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Page précédente" })).toHaveAttribute("href", "/blog");
    await expect(canvas.getByRole("link", { name: "Page suivante" })).toHaveAttribute("href", "/blog/3");
    await expect(canvas.getByText("2")).toHaveAttribute("aria-current", "page");
  },
};
export const FirstPageEnglish: Story = { globals: { locale: "en" }, args: { page: 1 }, play: async ({ canvas }) => expect(canvas.queryByRole("link", { name: "Previous page" })).toBeNull() };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 }, play: async ({ canvasElement }) => expect(canvasElement.querySelector("nav")).toBeNull() };
