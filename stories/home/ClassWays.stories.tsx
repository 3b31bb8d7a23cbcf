import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ClassWays } from "../../ui/components/home/ClassWays.tsx";
import "../../ui/styles/home.css";
import { CLASSES } from "./fixtures.ts";

const meta = { title: "Home/ClassWays", component: ClassWays, args: { levels: CLASSES } } satisfies Meta<
  typeof ClassWays
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each level with its classes, each class with its subjects, leading to the subject pages. */
export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Terminale" })).toHaveAttribute("href", "/revisions/terminale");
    const terminale = canvas.getByRole("list", { name: "Matières : Terminale" });
    await expect(within(terminale).getByRole("link", { name: "Philosophie" })).toHaveAttribute(
      "href",
      "/revisions/terminale/philosophie",
    );
    await expect(canvas.getByRole("link", { name: "Toutes les matières" })).toHaveAttribute("href", "/revisions/sup");
  },
};
export const EnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Revise by class" })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole("list", { name: "Subjects: 3e (Year 10)" })).getByRole("link", {
        name: "History and geography",
      }),
    ).toBeInTheDocument();
  },
};
