import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ChapterActions } from "../../ui/components/content/ChapterActions.tsx";
import "../../ui/styles/content.css";
import { CHAPTER_PARTS } from "./fixtures.ts";

const meta = {
  title: "Content/ChapterActions",
  component: ChapterActions,
  args: { parts: CHAPTER_PARTS },
} satisfies Meta<typeof ChapterActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chapter's quiz, deck and sheet. */
export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Faire le quiz/ })).toHaveAttribute("href", "/revisions/3eme/maths/quiz-theoreme-de-pythagore");
    await expect(canvas.getByRole("link", { name: /Lire la fiche de révision/ })).toHaveAttribute("href", "/revisions/3eme/maths/fiche-theoreme-de-pythagore");
    await expect(canvas.getByRole("link", { name: /Faire les exercices corrigés/ })).toHaveAttribute("href", "/revisions/3eme/maths/exercices-theoreme-de-pythagore");
  },
};

/** With the slot filled: the progress feature's "J'ai appris ce chapitre" control goes there. */
export const WithLearnedSlot: Story = {
  args: {
    learned: (
      <button type="button" className="button button--primary">
        J'ai appris ce chapitre
      </button>
    ),
  },
};

/** A chapter with only its sheet. */
export const SheetOnly: Story = { args: { parts: { quiz: null, flashcards: null, exercises: null, sheet: CHAPTER_PARTS.sheet } } };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByRole("link", { name: /Take the quiz/ })).toBeInTheDocument(),
};
