import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { PaperPractice } from "../../ui/components/content/PaperPractice.tsx";
import "../../ui/styles/content.css";
import { PAPER } from "./fixtures.ts";

/** A fixed clock: the countdown shows the same time on every run. */
const T0 = Date.UTC(2026, 5, 26, 9, 0, 0);

const meta = {
  title: "Content/PaperPractice",
  component: PaperPractice,
  args: { paper: PAPER, path: "/stories/paper", durationMinutes: 120, now: () => T0 },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaperPractice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Statement first: every correction and marking scheme closed; one opened on demand, then all. */
export const RevealCorrections: Story = {
  args: { path: "/stories/paper-reveal" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: /Exercice 2 — La piscine/ })).toBeInTheDocument();
    await expect(canvas.getByRole("row", { name: /Total 6,5/ })).toBeInTheDocument();
    const summary = canvas.getByText("Voir le corrigé : Exercice 2");
    await expect(summary.closest("details")).not.toHaveAttribute("open");
    await userEvent.click(summary);
    await expect(summary.closest("details")).toHaveAttribute("open");
    await userEvent.click(canvas.getByRole("button", { name: "Voir tous les corrigés" }));
    for (const details of canvas.getAllByRole("group")) await expect(details).toHaveAttribute("open");
    await expect(canvas.getByRole("button", { name: "Masquer tous les corrigés" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** The timed mode: started, the corrections locked until the end of the countdown. */
export const Timed: Story = {
  args: { path: "/stories/paper-timed" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Démarrer le chrono" }));
    await expect(canvas.getByRole("timer")).toHaveTextContent("2:00:00");
    await expect(canvas.getAllByText("Corrigé disponible à la fin du chrono.")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(canvas.getByRole("button", { name: "Reprendre" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Terminer l'épreuve" }));
    await userEvent.click(canvas.getByRole("button", { name: "Oui, terminer" }));
    await expect(canvas.getAllByText(/^Épreuve terminée en 0 h 00 : les corrigés sont disponibles\.$/)).toHaveLength(2);
    await expect(canvas.getByText("Voir le corrigé : Exercice 1")).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { path: "/stories/paper-en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("See the answers: Exercice 1")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Start the timer" })).toBeInTheDocument();
  },
};
