import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { LastRevised } from "../../ui/components/home/LastRevised.tsx";
import "../../ui/styles/home.css";
import { NOTHING_YET, REVISING } from "./fixtures.ts";

const meta = {
  title: "Home/LastRevised",
  component: LastRevised,
  args: { revising: REVISING, firstname: "Camille" },
  globals: { persona: "member" },
} satisfies Meta<typeof LastRevised>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest quiz and chapter, newest first, then the chapter to learn next. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Camille, reprenez vos révisions" }),
    ).toBeInTheDocument();
    const links = canvas.getAllByRole("link");
    await expect(links[0]).toHaveTextContent("Quiz : les suites");
    await expect(canvas.getByText("Quiz terminé le 21 novembre 2026, score 8 / 10")).toBeInTheDocument();
    await expect(canvas.getByText("Chapitre appris le 20 novembre 2026")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Limites de fonctions" })).toHaveAttribute(
      "href",
      "/revisions/terminale/maths/limites-de-fonctions",
    );
  },
};
export const MemberEnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => expect(canvas.getByText("Chapter learned on November 20, 2026")).toBeInTheDocument(),
};
export const NothingYet: Story = {
  args: { revising: NOTHING_YET, firstname: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Reprenez vos révisions" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Toute votre progression" })).toHaveAttribute(
      "href",
      "/revisions/cours-et-quiz",
    );
  },
};
/** A date on the first of a month reads "1er" in French (§2), as every other date of the product. */
export const FirstOfMonth: Story = {
  args: {
    revising: { ...REVISING, recent: REVISING.recent.map((item) => ({ ...item, at: "2026-12-01T09:00:00.000Z" })) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Chapitre appris le 1er décembre 2026")).toBeInTheDocument();
  },
};
