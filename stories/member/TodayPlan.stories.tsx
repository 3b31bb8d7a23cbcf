import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { TodayPlan } from "../../ui/components/member/TodayPlan.tsx";
import { emptyRevisionPlan, revisionPlan } from "../support/revision-plan.ts";

const meta = {
  title: "Member/TodayPlan",
  component: TodayPlan,
  args: { plan: revisionPlan },
  parameters: { path: "/revisions/cours-et-quiz" },
  globals: { persona: "member" },
  decorators: [
    (Story) => (
      <div className="member-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TodayPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Aujourd'hui" on the member home: the nearest exam, behind on one, tonight's tasks ticked as they are done. */
export const Tonight: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aujourd'hui" })).toBeInTheDocument();
    await expect(canvas.getByText("Bac : philosophie : dans 20 jours.")).toBeInTheDocument();
    await expect(canvas.getByText("Un peu de retard : voyez le détail dans votre plan.")).toBeInTheDocument();
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveClass("coach-task--done");
    await expect(items[2]).not.toHaveClass("coach-task--done");
  },
};

export const TonightEnglish: Story = {
  globals: { locale: "en", viewport: { value: "md" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bac: philosophy: in 20 days.")).toBeInTheDocument();
    await expect(canvas.getByText("Learn: La conscience")).toBeInTheDocument();
  },
};

/** Every exam on track and nothing planned tonight. */
export const RestNight: Story = {
  args: {
    plan: {
      ...revisionPlan,
      exams: revisionPlan.exams.map((exam) => ({ ...exam, onTrack: true, daysBehind: 0 })),
      days: [{ day: "2027-05-25", capacity: 0, minutes: 0, tasks: [] }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vous êtes dans les temps.")).toBeInTheDocument();
    await expect(canvas.getByText("Rien de prévu ce soir : profitez-en pour vous reposer.")).toBeInTheDocument();
  },
};

/** No exam chosen: an invitation to the coach. */
export const NoExam: Story = {
  args: { plan: emptyRevisionPlan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Préparer mon plan de révision" })).toHaveAttribute(
      "href",
      "/revisions/cours-et-quiz/coach",
    );
  },
};

export const NoExamEnglish: Story = {
  args: { plan: emptyRevisionPlan },
  globals: { locale: "en" },
};
