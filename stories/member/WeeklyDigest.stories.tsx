import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import type { WeeklyFamilyDigest } from "../../application/contracts/coach.ts";
import { WeeklyDigest } from "../../ui/components/member/WeeklyDigest.tsx";

/** Two children's week of 16 to 22 November 2026: one slipping in maths, one who did nothing. */
const digest: WeeklyFamilyDigest = {
  subscribed: false,
  week: { start: "2026-11-16", end: "2026-11-23" },
  children: [
    {
      memberId: "c1",
      firstname: "Léa",
      minutes: 96,
      activeDays: 5,
      cardsReviewed: 180,
      quizzes: 4,
      quizAverage: 0.62,
      chaptersLearned: [{ subject: "maths", title: "Suites numériques" }],
      plan: { exams: 2, daysBehind: 0, daysLeft: 201 },
      advice: { kind: "slipping", subject: "maths", before: 0.85, now: 0.55 },
    },
    {
      memberId: "c2",
      firstname: "Tom",
      minutes: 0,
      activeDays: 0,
      cardsReviewed: 0,
      quizzes: 0,
      quizAverage: null,
      chaptersLearned: [],
      plan: null,
      advice: { kind: "inactive" },
    },
  ],
};

const meta = {
  title: "Member/WeeklyDigest",
  component: WeeklyDigest,
  args: { digest },
  parameters: { path: "/mon-compte" },
  globals: { persona: "member" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeeklyDigest>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The family space's week, the mail not asked for yet. */
export const TwoChildren: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "La semaine de vos enfants" })).toBeInTheDocument();
    await expect(canvas.getByText("Du lundi 16 novembre au dimanche suivant.")).toBeInTheDocument();
    await expect(canvas.getByText(/Mathématiques baisse \(85 % puis 55 % aux quiz\)/)).toBeInTheDocument();
    await expect(canvas.getByText(/Tom n'a pas révisé cette semaine/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Le recevoir chaque lundi" })).toBeInTheDocument();
  },
};

export const TwoChildrenEnglish: Story = {
  globals: { locale: "en", viewport: { value: "md" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Your children's week" })).toBeInTheDocument();
    await expect(canvas.getByText(/is slipping \(85 % then 55 % in quizzes\)/)).toBeInTheDocument();
  },
};

/** Subscribed, just asked: the confirmation, and the button that stops it. */
export const Subscribed: Story = {
  args: {
    digest: {
      ...digest,
      subscribed: true,
      children: [
        {
          ...digest.children[0]!,
          advice: { kind: "steady", activeDays: 5 },
        },
      ],
    },
    changed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/vous recevrez ce résumé chaque lundi matin/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Ne plus le recevoir" })).toBeInTheDocument();
    await expect(canvas.getByText(/Une bonne semaine : 5 jour\(s\) de révision/)).toBeInTheDocument();
  },
};

/** Behind the plan, a subject weak, or no child yet. */
export const BehindAndWeak: Story = {
  args: {
    digest: {
      ...digest,
      children: [
        { ...digest.children[0]!, advice: { kind: "behind", days: 3 } },
        {
          ...digest.children[0]!,
          memberId: "c3",
          firstname: "Nina",
          advice: { kind: "weak", subject: "svt", average: 0.4 },
        },
        { ...digest.children[0]!, memberId: "c4", firstname: null, advice: { kind: "behind", days: null } },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/3 jour\(s\) de retard sur le plan/)).toBeInTheDocument();
    await expect(canvas.getByText(/SVT est la matière à retravailler \(40 %/)).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Votre enfant" })).toBeInTheDocument();
  },
};

export const NoChildYet: Story = {
  args: { digest: { ...digest, children: [] }, alert: "Unavailable" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ajoutez un compte enfant pour suivre sa semaine ici.")).toBeInTheDocument();
  },
};
