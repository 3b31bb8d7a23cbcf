import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { QuizQuestion } from "../../application/web/content/content-document.ts";
import { questionOutcome } from "../../domain/learning/quiz.ts";
import type { QuizResponses } from "../../domain/learning/quiz-responses.ts";
import { Quiz, type QuizGrader } from "../../ui/components/content/Quiz.tsx";
import "../../ui/styles/content.css";
import { QUESTIONS, QUESTIONS_EN } from "./fixtures.ts";

const meta = {
  title: "Content/Quiz",
  component: Quiz,
  args: { questions: QUESTIONS, interactive: true },
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
type Canvas = ReturnType<typeof within>;

const WORDS = {
  fr: { check: "Valider", next: "Question suivante", score: "Voir mon score", right: "Bonne réponse !", wrong: "Ce n'est pas la bonne réponse." },
  en: { check: "Check", next: "Next question", score: "See my score", right: "Right!", wrong: "That is not the right answer." },
};

/** Answers the question on screen, right or wrong, as a pupil would (clicks, typing, move buttons, selects). */
/** The choice that is `index` in the question's own list, wherever the round shows it (issue 27: choices are mixed). */
function choiceInput(canvas: ReturnType<typeof within>, role: "radio" | "checkbox", index: number): HTMLElement {
  return canvas.getAllByRole(role).find((input: HTMLElement) => (input as HTMLInputElement).value === String(index))!;
}

async function answer(page: Canvas, question: QuizQuestion, right: boolean) {
  const canvas = within(page.getByText(question.prompt).closest("form")!);
  switch (question.type) {
    case "single":
      return userEvent.click(
        choiceInput(canvas, "radio", right ? question.answer : (question.answer + 1) % question.choices.length),
      );
    case "multiple":
      for (const index of right ? question.answer : [2]) await userEvent.click(choiceInput(canvas, "checkbox", index));
      return;
    case "true-false":
      return userEvent.click(canvas.getAllByRole("radio")[question.answer === right ? 0 : 1]!);
    case "numeric":
      return userEvent.type(canvas.getByRole("textbox"), right ? "10" : "12,5");
    case "text":
      return userEvent.type(canvas.getByRole("textbox"), right ? " pythagore " : "Thalès");
    case "ordering": {
      if (!right) return;
      // Move each item up to its place, from the first place down.
      for (const [place, item] of question.items.entries()) {
        for (;;) {
          const rows = canvas.getAllByRole("listitem").filter((row) => row.classList.contains("quiz-ordering__item"));
          const at = rows.findIndex((row) => row.textContent?.includes(item));
          if (at <= place) break;
          await userEvent.click(within(rows[at]!).getAllByRole("button")[0]!);
        }
      }
      return;
    }
    case "matching": {
      const selects = canvas.getAllByRole("combobox");
      // An option's value is the index of its right item in the pairs (its label, "B. 10", follows the shuffle).
      for (const left of question.pairs.keys()) {
        await userEvent.selectOptions(selects[left]!, String(right ? left : (left + 1) % question.pairs.length));
      }
      return;
    }
  }
}

/** One question of a type, answered right or wrong: the verdict, the marks, the explanation. */
function typeStory(index: number, right: boolean, locale: "fr" | "en" = "fr"): Story {
  const question = (locale === "fr" ? QUESTIONS : QUESTIONS_EN)[index]!;
  const words = WORDS[locale];
  return {
    globals: { locale },
    args: { questions: [question] },
    play: async ({ canvas }) => {
      await expect(canvas.getByText("Question 1 / 1")).toBeInTheDocument();
      await answer(canvas, question, right);
      await userEvent.click(canvas.getByRole("button", { name: words.check }));
      const feedback = canvas.getByText(question.explanation).closest("[aria-live]");
      await expect(feedback).toHaveAttribute("aria-live", "polite");
      if (right) await expect(canvas.getByText(words.right)).toBeInTheDocument();
      else await expect(canvas.queryByText(words.right)).toBeNull();
      await expect(canvas.getByRole("button", { name: words.score })).toBeInTheDocument();
    },
  };
}

export const SingleRight = typeStory(0, true);
export const SingleWrong = typeStory(0, false);
export const MultipleRight = typeStory(1, true);
/** One right choice ticked with a wrong one: (1 - 1) / 2 = nothing. */
export const MultipleWrong = typeStory(1, false);
export const TrueFalseRight = typeStory(2, true);
export const TrueFalseWrong = typeStory(2, false);
export const NumericRight = typeStory(3, true);
export const NumericWrong = typeStory(3, false);
export const TextRight = typeStory(4, true);
export const TextWrong = typeStory(4, false);
export const OrderingRight = typeStory(5, true);
export const OrderingWrong = typeStory(5, false);
export const MatchingRight = typeStory(6, true);
export const MatchingWrong = typeStory(6, false);
export const SingleWrongEnglish = typeStory(0, false, "en");
export const MultipleRightEnglish = typeStory(1, true, "en");
export const TrueFalseWrongEnglish = typeStory(2, false, "en");
export const NumericRightEnglish = typeStory(3, true, "en");
export const TextRightEnglish = typeStory(4, true, "en");
export const OrderingWrongEnglish = typeStory(5, false, "en");
export const MatchingRightEnglish = typeStory(6, true, "en");

/** One question at a time, with the progress; the numeric field shows its unit and asks for a decimal keyboard. */
export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Question 1 / 7")).toBeInTheDocument();
    await answer(canvas, QUESTIONS[0]!, true);
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await expect(canvas.getByText("Bonne réponse !")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Question suivante" }));
    await expect(canvas.getByText("Question 2 / 7")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText("Question 2 / 7")).toHaveFocus());
    await answer(canvas, QUESTIONS[1]!, true);
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await userEvent.click(canvas.getByRole("button", { name: "Question suivante" }));
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await expect(canvas.getByText("Pas de réponse.")).toBeInTheDocument();
    await expect(canvas.getByText("Réponse attendue :", { exact: false })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Question suivante" }));
    const field = canvas.getByRole("textbox", { name: "Votre réponse (un nombre)" });
    await expect(field).toHaveAttribute("inputmode", "decimal");
    await expect(field).toHaveAccessibleDescription("cm");
  },
};

/** A partly right multiple-choice answer earns its share of the point. */
export const PartialCredit: Story = {
  args: { questions: [{ ...QUESTIONS[1]!, choices: ["3, 4, 5", "5, 12, 13", "2, 3, 4", "6, 8, 10"], answer: [0, 1, 3] } as QuizQuestion] },
  play: async ({ canvas }) => {
    const choices = within(canvas.getByRole("group"));
    await userEvent.click(choiceInput(choices, "checkbox", 0));
    await userEvent.click(choiceInput(choices, "checkbox", 1));
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await expect(canvas.getByText(/^Réponse en partie juste : 67\s%\sdu point\.$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Voir mon score" }));
    await expect(canvas.getByText("Score : 0,67 / 1")).toBeInTheDocument();
  },
};

/** Every type answered right with the keyboard's controls: the end screen has no mistakes. */
export const EndAllRight: Story = {
  play: async ({ canvas }) => {
    for (const [index, question] of QUESTIONS.entries()) {
      await answer(canvas, question, true);
      await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
      await expect(canvas.getByText("Bonne réponse !")).toBeInTheDocument();
      await userEvent.click(canvas.getByRole("button", { name: index === QUESTIONS.length - 1 ? "Voir mon score" : "Question suivante" }));
    }
    await expect(canvas.getByText("Score : 7 / 7")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("heading", { name: "Score : 7 / 7" })).toHaveFocus());
    await expect(canvas.getByText("7 bonnes réponses sur 7")).toBeInTheDocument();
    await expect(canvas.getByText("Aucune erreur, bravo !")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Créez un compte gratuit" })).toHaveAttribute("href", "/signup");
  },
};

/** The whole quiz on one page: finish with mistakes, review them, retry only them. */
export const WholeQuizWithMistakes: Story = {
  args: { initialMode: "all" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Toutes les questions sur une page" })).toBeChecked();
    await expect(canvas.getByText("Question 7 / 7")).toBeInTheDocument();
    await expect(canvas.getByText("6 questions sans réponse")).toBeInTheDocument();
    const first = within(canvas.getByText("Question 1 / 7").closest("form")!);
    await userEvent.click(choiceInput(first, "radio", 2));
    await userEvent.click(first.getByRole("button", { name: "Valider" }));
    await expect(first.getByText("Bonne réponse !")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Terminer et voir mon score" }));
    // The ordering starts shuffled: it earns a share of its point (never the whole of it).
    await expect(canvas.getByText(/^Score : [01](,\d+)? \/ 7$/)).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Vos erreurs" })).toBeInTheDocument();
    await expect(canvas.getByText("Pythagore de Samos, au VIe siècle avant notre ère.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Refaire mes 6 erreurs" }));
    await expect(canvas.getByText("Vos erreurs à refaire : 6 questions")).toBeInTheDocument();
    await expect(canvas.queryByText(QUESTIONS[0]!.prompt)).toBeNull();
    await expect(canvas.getByText("Question 1 / 6")).toBeInTheDocument();
  },
};

export const WholeQuizEnglish: Story = {
  globals: { locale: "en" },
  args: { questions: QUESTIONS_EN, initialMode: "all" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "All the questions on one page" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Finish and see my score" }));
    await expect(canvas.getByRole("heading", { name: "Your mistakes" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Retry my 7 mistakes" })).toBeInTheDocument();
    await expect(canvas.getByText("0 right answers out of 7")).toBeInTheDocument();
  },
};

/** Switching the toggle shows every question; switching back, one at a time again. */
export const ToggleMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Question 2 / 7")).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Toutes les questions sur une page" }));
    await expect(canvas.getByText("Question 2 / 7")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Toutes les questions sur une page" }));
    await expect(canvas.queryByText("Question 2 / 7")).toBeNull();
  },
};

/** A member: each question is checked by the API (the grader), the full run recorded with its score. */
function memberGrader(questions: readonly QuizQuestion[], recorded: boolean): QuizGrader {
  const grade = (responses: QuizResponses) =>
    questions.filter((question) => responses[question.id]).map((question) => questionOutcome(question, responses[question.id]));
  return {
    check: fn(async (responses: QuizResponses) => grade(responses)),
    finish: fn(async ({ responses }) => (recorded ? questions.map((question) => questionOutcome(question, responses[question.id])) : null)),
  };
}

export const MemberSaved: Story = {
  globals: { persona: "member" },
  args: { questions: QUESTIONS.slice(0, 1), grader: memberGrader(QUESTIONS.slice(0, 1), true) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole("radio")[2]!);
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await expect(canvas.getByText("Bonne réponse !")).toBeInTheDocument();
    await expect(args.grader!.check).toHaveBeenCalledWith({ q1: { type: "single", choice: 2 } });
    await userEvent.click(canvas.getByRole("button", { name: "Voir mon score" }));
    await expect(await canvas.findByText("Résultat enregistré dans votre progression.")).toBeInTheDocument();
    await expect(args.grader!.finish).toHaveBeenCalledWith(expect.objectContaining({ responses: { q1: { type: "single", choice: 2 } } }));
  },
};

export const MemberSaveFailed: Story = {
  globals: { persona: "member" },
  args: { questions: QUESTIONS.slice(0, 1), grader: memberGrader(QUESTIONS.slice(0, 1), false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Valider" }));
    await userEvent.click(canvas.getByRole("button", { name: "Voir mon score" }));
    await expect(await canvas.findByText("Votre résultat n'a pas pu être enregistré.")).toBeInTheDocument();
    await expect(canvas.getByText("Score : 0 / 1")).toBeInTheDocument();
  },
};

export const MemberSavedEnglish: Story = { ...MemberSaved, globals: { persona: "member", locale: "en" }, play: undefined };

/** Without JavaScript: a read-only list, answers behind a disclosure. */
export const WithoutJavaScript: Story = {
  args: { interactive: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByText("Réponse : un nombre, en cm.")).toBeInTheDocument();
    await userEvent.click(canvas.getAllByText("Voir la réponse")[0]!);
    await expect(canvas.getByText("L'hypoténuse est le côté opposé à l'angle droit : ici [DF].")).toBeVisible();
  },
};

export const WithoutJavaScriptEnglish: Story = {
  globals: { locale: "en" },
  args: { interactive: false, questions: QUESTIONS_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("True or false?")).toBeInTheDocument();
  },
};

/** 375 px: the choices keep their width (the marks go below the text rather than squeezing it). */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { initialMode: "all" },
  play: async ({ canvas }) => {
    const first = within(canvas.getByText("Question 1 / 7").closest("form")!);
    await userEvent.click(first.getAllByRole("radio")[0]!);
    await userEvent.click(first.getByRole("button", { name: "Valider" }));
    await expect(first.getByText("Votre choix")).toBeInTheDocument();
  },
};

export const PhoneEnglish: Story = { globals: { viewport: { value: "phone" }, locale: "en" }, args: { questions: QUESTIONS_EN } };
