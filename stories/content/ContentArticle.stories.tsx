import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ContentArticle } from "../../ui/components/content/ContentArticle.tsx";
import "../../ui/styles/content.css";
import { ARTICLE, CHAPTER_PARTS, COURSE, PAPER_DOCUMENT, FLASHCARDS_DOCUMENT, LEGAL_DOCUMENT, PREMIUM_COURSE, QUIZ_DOCUMENT, rendered, SUMMARIES } from "./fixtures.ts";

const crumbs = [{ label: "Révisions", to: "/revisions" }, { label: "3e", to: "/revisions/3eme" }, { label: "Mathématiques", to: "/revisions/3eme/maths" }, { label: COURSE.title }];

const meta = {
  title: "Content/ContentArticle",
  component: ContentArticle,
  args: { document: COURSE, crumbs, next: SUMMARIES[1]!, previous: null },
} satisfies Meta<typeof ContentArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Course: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Le théorème de Pythagore");
    await expect(canvas.getByText("Cours · Brevet · 3e · Mathématiques")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Chapitre suivant/ })).toHaveAttribute("href", "/revisions/3eme/maths/quiz-theoreme-de-pythagore");
  },
};

/** A course with its table of contents, reading time and its chapter's quiz, deck and sheet. */
export const CourseWithChapter: Story = {
  args: { chapter: CHAPTER_PARTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("8 min de lecture")).toBeInTheDocument();
    await expect(canvas.getAllByRole("navigation", { name: "Sommaire du cours" }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("heading", { name: "Continuer le chapitre" })).toBeInTheDocument();
  },
};
export const CourseWithChapterInEnglish: Story = { globals: { locale: "en" }, args: { chapter: CHAPTER_PARTS } };

/** A practice paper: the marking summary, the timed mode, corrections closed. */
export const PaperPage: Story = {
  args: { document: PAPER_DOCUMENT, next: null, crumbs: [{ label: "Brevet", to: "/brevet" }, { label: PAPER_DOCUMENT.title }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Durée de l'épreuve : 2 h")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Barème de l'épreuve" })).toBeInTheDocument();
  },
};
export const PaperPageInEnglish: Story = { ...PaperPage, globals: { locale: "en" }, play: undefined };

/** §6 premium content for a visitor: the preview the API sent (the first section), then the paywall. */
export const PremiumForVisitor: Story = {
  args: { document: PREMIUM_COURSE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Définition" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeInTheDocument();
    await expect(canvas.getByText("Premium", { selector: ".badge" })).toBeInTheDocument();
  },
};
export const PremiumForMember: Story = { globals: { persona: "member" }, args: { document: PREMIUM_COURSE } };
export const PremiumForVisitorEnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  args: { document: PREMIUM_COURSE },
  play: async ({ canvas }) => expect(canvas.getByRole("link", { name: "Already a subscriber? Log in" })).toBeInTheDocument(),
};

/** §6 the preview of a premium quiz: its first 2 questions, playable in the page, then the paywall. */
export const PremiumQuizPreview: Story = {
  args: { document: { ...QUIZ_DOCUMENT, premium: true, locked: true, questions: QUIZ_DOCUMENT.questions.slice(0, 2) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Question 1 / 2")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeInTheDocument();
  },
};

/** §6 the preview of a premium deck: its first 3 cards, then the paywall (English). */
export const PremiumDeckPreviewEnglish: Story = {
  globals: { locale: "en" },
  args: { document: { ...FLASHCARDS_DOCUMENT, premium: true, locked: true, cards: FLASHCARDS_DOCUMENT.cards.slice(0, 3) } },
  play: async ({ canvas }) => expect(canvas.getByRole("heading", { name: "The rest is for subscribers" })).toBeInTheDocument(),
};

export const QuizPage: Story = {
  args: { document: QUIZ_DOCUMENT },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Question 1 / 7")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Toutes les questions sur une page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Terminer et voir mon score" }));
    await expect(canvas.getByText(/^Score : [01](,\d+)? \/ 7$/)).toBeInTheDocument();
  },
};
export const FlashcardsPage: Story = { args: { document: FLASHCARDS_DOCUMENT } };

/** §2 Language: English interface, a document that exists only in French. */
export const FrenchOnlyInEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("This content is only available in French.");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr");
    await expect(canvas.getByText("Lesson · Brevet · 3e (Year 10) · Mathematics", { exact: false })).toBeInTheDocument();
  },
};

export const Article: Story = {
  args: { document: { ...COURSE, ...ARTICLE, ...rendered("Les premières semaines donnent le ton.") }, crumbs: [{ label: "Blog", to: "/blog" }, { label: ARTICLE.title }] },
  play: async ({ canvas }) => expect(canvas.getByText("8 septembre 2025")).toBeInTheDocument(),
};
export const LegalPage: Story = { args: { document: LEGAL_DOCUMENT, crumbs: [{ label: LEGAL_DOCUMENT.title }], next: null }, play: async ({ canvas }) => expect(canvas.getByText("Mis à jour le", { exact: false })).toBeInTheDocument() };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Wide: Story = { globals: { viewport: { value: "xl" } } };

/** A revision sheet: the download button of its PDF under the header; none on a locked premium sheet. */
export const SheetPage: Story = {
  args: { document: { ...COURSE, kind: "sheet", path: "/revisions/college/3eme/maths/fiche-theoreme-de-pythagore", title: "Fiche : le théorème de Pythagore" } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("link", { name: "Télécharger la fiche (PDF)" })).toHaveAttribute("href", "/api/content/sheets/revisions/college/3eme/maths/fiche-theoreme-de-pythagore.pdf"),
};
export const LockedSheet: Story = {
  args: { document: { ...PREMIUM_COURSE, kind: "sheet", path: "/revisions/lycee/terminale/maths/fiche-fonction-logarithme-neperien" } },
  play: async ({ canvas }) => expect(canvas.queryByRole("link", { name: "Télécharger la fiche (PDF)" })).toBeNull(),
};
