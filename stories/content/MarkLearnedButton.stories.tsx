import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { MarkLearnedButton } from "../../ui/components/content/MarkLearnedButton.tsx";

const PATH = "/revisions/terminale/maths/suites-numeriques";

const meta = {
  title: "Content/MarkLearnedButton",
  component: MarkLearnedButton,
  args: { chapterPath: "revisions/lycee/terminale/maths/suites-numeriques", state: { learned: false } },
  // The mark route answers the new state (application/web/learning/chapter-mark.ts CHAPTER_MARK_ROUTE).
  parameters: {
    path: PATH,
    action: async ({ request }: { request: Request }) => ({
      ok: true,
      learned: (await request.formData()).get("learned") === "1",
    }),
  },
  globals: { persona: "member" },
} satisfies Meta<typeof MarkLearnedButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed, the chapter counts at once (the post goes on in the background); pressed again, the mark is undone. */
export const NotLearned: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "J'ai appris ce chapitre" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    await expect(canvas.getByText("Chapitre compté dans votre progression.")).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
  },
};

export const Learned: Story = {
  args: { state: { learned: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "J'ai appris ce chapitre" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("link", { name: "Voir ma progression" })).toHaveAttribute("href", "/revisions/cours-et-quiz");
  },
};

export const LearnedEnglish: Story = {
  args: { state: { learned: true } },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "I have learned this chapter" })).toBeInTheDocument();
  },
};

/** The API refused (e.g. the subscription ended meanwhile): the state stays, a message says why. */
export const Refused: Story = {
  parameters: { action: () => ({ ok: false, reason: "PremiumRequired" }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "J'ai appris ce chapitre" }));
    await expect(await canvas.findByText("Ce chapitre est réservé aux abonnés.")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "J'ai appris ce chapitre" })).toHaveAttribute("aria-pressed", "false");
  },
};

/** A visitor is invited to log in, and comes back to the course afterwards. */
export const Visitor: Story = {
  args: { state: null },
  globals: { persona: "visitor" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Connectez-vous pour noter les chapitres que vous avez appris" }),
    ).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(PATH)}`);
  },
};

export const VisitorEnglish: Story = { args: { state: null }, globals: { persona: "visitor", locale: "en" } };
