import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ExercisesToRedo } from "../../ui/components/member/ExercisesToRedo.tsx";
import { progressSummary } from "../support/progress-summary.ts";

const banks = progressSummary.subjects.flatMap((subject) => subject.exercises);

const meta = {
  title: "Member/ExercisesToRedo",
  component: ExercisesToRedo,
  args: {
    banks: [
      ...banks,
      {
        path: "revisions/lycee/terminale/maths/exercices-limites-de-fonctions",
        title: "Exercices corrigés : limites de fonctions",
        subject: "maths",
        done: 4,
        succeeded: 2,
        total: 4,
        toReview: [
          { id: "forme-indeterminee", title: "Une forme indéterminée" },
          { id: "asymptotes", title: "Deux asymptotes" },
        ],
        lastMarkedAt: "2026-11-21T09:00:00.000Z",
      },
    ],
  },
  parameters: { path: "/revisions/cartes-a-reviser" },
  globals: { persona: "member" },
  decorators: [
    (Story) => (
      <div className="member-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExercisesToRedo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two banks, each linked, with the titles of the exercises marked « À revoir ». */
export const TwoBanks: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Exercices à refaire" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Exercices corrigés : suites numériques" })).toBeInTheDocument();
    await expect(
      canvas.getByText(/2 exercices à revoir : Une forme indéterminée · Deux asymptotes/),
    ).toBeInTheDocument();
  },
};

export const TwoBanksEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Exercises to do again" })).toBeInTheDocument();
    await expect(canvas.getByText(/1 exercise to go over again: Les abonnés d'une médiathèque/)).toBeInTheDocument();
  },
};

/** Nothing to redo: the section is not shown at all. */
export const NothingToRedo: Story = {
  args: { banks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};
