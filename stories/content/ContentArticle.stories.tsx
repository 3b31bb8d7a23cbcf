import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ContentArticle } from "../../ui/components/content/ContentArticle.tsx";
import "../../ui/styles/content.css";
import { ARTICLE, COURSE, FLASHCARDS_DOCUMENT, LEGAL_DOCUMENT, PREMIUM_COURSE, QUIZ_DOCUMENT, rendered, SUMMARIES } from "./fixtures.ts";

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
    await expect(canvas.getByRole("link", { name: /Suivant/ })).toHaveAttribute("href", "/revisions/3eme/maths/quiz-theoreme-de-pythagore");
  },
};

/** §6 premium content for a visitor: title, description and the paywall, no body. */
export const PremiumForVisitor: Story = {
  args: { document: PREMIUM_COURSE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeInTheDocument();
    await expect(canvas.getByText("Premium", { selector: ".badge" })).toBeInTheDocument();
  },
};
export const PremiumForMember: Story = { globals: { persona: "member" }, args: { document: PREMIUM_COURSE } };

export const QuizPage: Story = {
  args: { document: QUIZ_DOCUMENT },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Question 1 / 7")).toBeInTheDocument();
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
    await expect(canvas.getByText("Lesson · Brevet · Year 10 (3e) · Mathematics", { exact: false })).toBeInTheDocument();
  },
};

export const Article: Story = {
  args: { document: { ...COURSE, ...ARTICLE, ...rendered("Les premières semaines donnent le ton.") }, crumbs: [{ label: "Blog", to: "/blog" }, { label: ARTICLE.title }] },
  play: async ({ canvas }) => expect(canvas.getByText("8 septembre 2025")).toBeInTheDocument(),
};
export const LegalPage: Story = { args: { document: LEGAL_DOCUMENT, crumbs: [{ label: LEGAL_DOCUMENT.title }], next: null }, play: async ({ canvas }) => expect(canvas.getByText("Mis à jour le", { exact: false })).toBeInTheDocument() };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Wide: Story = { globals: { viewport: { value: "xl" } } };
