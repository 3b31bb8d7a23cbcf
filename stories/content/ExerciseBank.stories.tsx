import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { ExerciseBank } from "../../ui/components/content/ExerciseBank.tsx";
import "../../ui/styles/content.css";
import { EXERCISES } from "./fixtures.ts";

const PATH = "/revisions/college/3eme/maths/exercices-theoreme-de-pythagore";

const meta = {
  title: "Content/ExerciseBank",
  component: ExerciseBank,
  args: { path: PATH, exercises: EXERCISES },
  decorators: [
    (Story) => {
      window.localStorage.removeItem(`revizo:exercises:${PATH}`);
      return (
        <div className="content-page">
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof ExerciseBank>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing revealed yet: the statements, a hint button and the solution button on each exercise. */
export const Fresh: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: /Exercice 1 — La rampe d'accès/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: "Voir un indice" })).toHaveLength(2);
  },
};

/** Both hints, then the solution step by step to the answer; marked « À revoir ». */
export const WorkedThrough: Story = {
  play: async ({ canvas }) => {
    // The first exercise's buttons come first in the page.
    const within = (name: string) => canvas.getAllByRole("button", { name })[0]!;
    await userEvent.click(within("Voir un indice"));
    await userEvent.click(within("Voir le second indice"));
    await expect(canvas.getByText(/La rampe est l'hypoténuse/)).toBeInTheDocument();
    await userEvent.click(within("Voir la solution pas à pas"));
    await userEvent.click(within("Étape suivante"));
    await userEvent.click(within("Étape suivante"));
    await expect(canvas.getAllByText(/Réponse :/)[0]).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole("button", { name: "À revoir" })[0]!);
    await waitFor(() => expect(canvas.getByText(/0 réussi\(s\) sur 2, 1 à revoir/)).toBeInTheDocument());
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getAllByRole("button", { name: "Show a hint" })).toHaveLength(2),
};

/** At 375 px. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
