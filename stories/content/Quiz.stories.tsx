import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Quiz } from "../../ui/components/content/Quiz.tsx";
import "../../ui/styles/content.css";
import { QUESTIONS, QUESTIONS_EN } from "./fixtures.ts";

const meta = {
  title: "Content/Quiz",
  component: Quiz,
  args: { questions: QUESTIONS, onChecked: fn() },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Quiz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose answers, check: score, right and wrong choices, explanations; then start again. */
export const AnswerAndCheck: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("3 questions sans réponse", { exact: false })).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole("radio")[2]!);
    await userEvent.click(canvas.getAllByRole("radio")[4]!);
    await userEvent.click(canvas.getAllByRole("checkbox")[0]!);
    await userEvent.click(canvas.getAllByRole("checkbox")[1]!);
    await userEvent.click(canvas.getByRole("button", { name: "Vérifier mes réponses" }));
    await expect(canvas.getByText("Score : 2 sur 3")).toBeInTheDocument();
    await expect(canvas.getByText("Ce n'est pas la bonne réponse.")).toBeInTheDocument();
    await expect(canvas.getByText("AC² = 36 + 64 = 100, donc AC = 10 cm.")).toBeInTheDocument();
    await expect(args.onChecked).toHaveBeenCalledWith(expect.objectContaining({ responses: { q1: [2], q2: [1], q3: [0, 1] } }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("link", { name: "Créez un compte gratuit" })).toHaveAttribute("href", "/signup");
    await userEvent.click(canvas.getByRole("button", { name: "Recommencer le quiz" }));
    await expect(canvas.getAllByRole("radio")[2]).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { questions: QUESTIONS_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Question 1 of 2")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Check my answers" }));
    await expect(canvas.getByText("Score: 0 out of 2")).toBeInTheDocument();
    await expect(canvas.getAllByText("No answer.")).toHaveLength(2);
  },
};

/** A logged-in member: the attempt is recorded in their progress. */
export const MemberSaved: Story = {
  globals: { persona: "member" },
  args: { recordStatus: "saved" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Vérifier mes réponses" }));
    await expect(canvas.getByText("Résultat enregistré dans votre progression.")).toBeInTheDocument();
  },
};

export const MemberSaveFailed: Story = {
  globals: { persona: "member" },
  args: { recordStatus: "failed" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Vérifier mes réponses" }));
    await expect(canvas.getByText("Votre résultat n'a pas pu être enregistré.")).toBeInTheDocument();
  },
};

/** Without JavaScript: a read-only list, answers behind a disclosure. */
export const WithoutJavaScript: Story = {
  args: { interactive: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    const reveal = canvas.getAllByText("Voir la réponse")[0]!;
    await userEvent.click(reveal);
    await expect(canvas.getByText("L'hypoténuse est le côté opposé à l'angle droit : ici [DF].")).toBeVisible();
  },
};

export const WithoutJavaScriptEnglish: Story = { globals: { locale: "en" }, args: { interactive: false, questions: QUESTIONS_EN } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
