import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ProgressSummaryView } from "../../ui/components/member/ProgressSummary.tsx";
import { emptyProgressSummary, progressSummary } from "../support/progress-summary.ts";

const meta = {
  title: "Account/ProgressSummary",
  component: ProgressSummaryView,
  args: { summary: progressSummary },
  parameters: { path: "/revisions/cours-et-quiz" },
  globals: { persona: "member" },
  decorators: [
    (Story) => (
      <div className="member-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressSummaryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's own progress on a phone: streak, totals, then each subject with real titles and links. */
export const Member: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("jours de révision d'affilée")).toBeInTheDocument();
    await expect(canvas.getByText("Vous avez révisé aujourd'hui.")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 3, name: "Mathématiques" })).toBeInTheDocument();
    await expect(canvas.getByText("2 chapitres appris sur 10")).toBeInTheDocument();
    await expect(canvas.getByRole("progressbar", { name: "Chapitres appris en Mathématiques" })).toHaveAttribute(
      "value",
      "2",
    );
    await expect(canvas.getByRole("link", { name: "Continuité des fonctions d'une variable réelle" })).toHaveAttribute(
      "href",
      "/revisions/terminale/maths/continuite",
    );
    await expect(canvas.getByText("Mémorisation sur 30 jours : 86 %")).toBeInTheDocument();
    await expect(canvas.getByText("3 essais, le dernier le 22 novembre 2026")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Exercices corrigés : suites numériques" })).toBeInTheDocument();
    await expect(canvas.getByText(/2 réussi\(s\) sur 4 · 1 à refaire/)).toBeInTheDocument();
  },
};

export const MemberEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("days of revision in a row")).toBeInTheDocument();
    await expect(canvas.getByText("2 chapters learned out of 10")).toBeInTheDocument();
    await expect(canvas.getByText("Philosophy")).toBeInTheDocument();
  },
};

/** A parent's view of a child (family space): named hints, subjects under h4. */
export const SeenByParent: Story = {
  args: {
    viewer: "parent",
    headingLevel: 4,
    listed: 1,
    summary: { ...progressSummary, streak: { days: 2, revisedToday: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pas encore révisé aujourd'hui.")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 4, name: "Philosophie" })).toBeInTheDocument();
    await expect(canvas.getByText("et 1 autre chapitre appris")).toBeInTheDocument();
  },
};

export const SeenByParentEnglish: Story = {
  args: { viewer: "parent", headingLevel: 4 },
  globals: { locale: "en", viewport: { value: "phone" } },
};

export const NothingYet: Story = {
  args: { summary: emptyProgressSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Rien pour l'instant/)).toBeInTheDocument();
    await expect(canvas.getByText("Un quiz, une carte ou un chapitre appris lance la série.")).toBeInTheDocument();
  },
};

export const NothingYetEnglish: Story = { args: { summary: emptyProgressSummary }, globals: { locale: "en" } };

/** A class without chapters in the library yet (a 4e pupil): the chapters learned elsewhere, never "0 / 0". */
export const ClassWithoutChapters: Story = {
  args: {
    summary: {
      ...progressSummary,
      totals: { ...progressSummary.totals, chaptersAvailable: 0, chaptersLearned: 0 },
      subjects: progressSummary.subjects.map((s) => ({ ...s, chapters: { ...s.chapters, available: 0, learned: 0 } })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("chapitres appris", { selector: ".progress-stat__label" })).toBeInTheDocument();
    await expect(canvas.queryByText("/ 0")).not.toBeInTheDocument();
  },
};
