import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SeasonExams } from "../../ui/components/home/SeasonExams.tsx";
import "../../ui/styles/home.css";
import { seasonOn } from "./fixtures.ts";

const meta = {
  title: "Home/SeasonExams",
  component: SeasonExams,
  args: { season: seasonOn("2026-11-22T10:00:00Z") },
} satisfies Meta<typeof SeasonExams>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November (still autumn): Parcoursup first, then the June exams of the next session with their practice papers. */
export const Autumn: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Cet automne : les premiers conseils de classe approchent, et Parcoursup se prépare déjà."),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Parcoursup" })).toHaveAttribute("href", "/orientation/parcoursup");
    await expect(canvas.getByText("Terminale · Vœux jusqu'à mi-mars 2027")).toBeInTheDocument();
    await expect(canvas.getAllByText("Première · juin 2027")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "L'épreuve anticipée de mathématiques" })).toHaveAttribute(
      "href",
      "/revisions/premiere/maths",
    );
    await expect(canvas.getByText("Premium")).toBeInTheDocument();
  },
};
/** After the December solstice, winter: mock exams and Parcoursup's wishes. */
export const Winter: Story = {
  args: { season: seasonOn("2027-01-12T10:00:00Z") },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Cet hiver : les examens blancs, et les vœux Parcoursup à préparer."),
    ).toBeInTheDocument();
  },
};

/** Spring, in English: no Parcoursup any more (wishes closed), the final stretch. */
export const SpringEnglish: Story = {
  globals: { locale: "en" },
  args: { season: seasonOn("2027-04-10T10:00:00Z") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "The exams of the season" })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Parcoursup" })).toBeNull();
    await expect(canvas.getByText("Late June and early July 2027", { exact: false })).toBeInTheDocument();
  },
};
/** Summer on a phone: the next session. */
export const SummerPhone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { season: seasonOn("2027-08-01T10:00:00Z") },
  play: async ({ canvas }) =>
    expect(canvas.getByText("Cet été : prenez de l'avance sur la session 2028.")).toBeInTheDocument(),
};
