import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { CourseToc } from "../../ui/components/content/CourseToc.tsx";
import "../../ui/styles/content.css";
import { COURSE } from "./fixtures.ts";

const meta = {
  title: "Content/CourseToc",
  component: CourseToc,
  args: { toc: COURSE.toc, placement: "top" },
} satisfies Meta<typeof CourseToc>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: a collapsible "Sommaire", closed at first. */
export const Top: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText("Sommaire");
    await expect(summary.closest("details")).not.toHaveAttribute("open");
    await userEvent.click(summary);
    await expect(canvas.getByRole("link", { name: COURSE.toc[0]!.text })).toHaveAttribute("href", `#${COURSE.toc[0]!.id}`);
  },
};

/** Wide screens: the list beside the text (sticky in the page). */
export const Aside: Story = {
  args: { placement: "aside" },
  play: async ({ canvas }) => expect(canvas.getByRole("navigation", { name: "Sommaire du cours" })).toBeInTheDocument(),
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByText("Contents")).toBeInTheDocument(),
};
